// Jest globalSetup/globalTeardown: migrate one in-memory PGlite once and save its data directory,
// so each suite starts from a copy in well under a second instead of running initdb (~4 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY } from '../config';
import { usePglite } from '../db/database';

export const TEMPLATE_ENV = 'WHALEWATCH_TEST_DATABASE_TEMPLATE';

export async function saveTemplate(): Promise<void> {
  const client = await PGlite.create(IN_MEMORY);
  const database = await usePglite(client);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `whalewatch-api-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  // Test workers are started after globalSetup and inherit this.
  process.env[TEMPLATE_ENV] = file;
}

export function removeTemplate(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
}
