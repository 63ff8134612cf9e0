// The services `npm start` supervises: their pids (kept in DATA_DIR/run/services.json), one killed
// outright, and whether a URL answers.
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS } from '../../scripts/apps.mjs';
import { DATA_DIR, WEB_PORT } from './product';

export const SERVICES_FILE = path.join(DATA_DIR, 'run', 'services.json');

/** Each front end's server name (its folder, as the supervisor names it) and URL. */
export const FRONT_END_URLS: Record<string, string> = Object.fromEntries(
  FRONT_ENDS.map((app) => [app.dir, `http://127.0.0.1:${WEB_PORT + app.offset}`]),
);

/** The running services' pids by name (a service being restarted is missing). */
export function servicePids(): Record<string, number> {
  return JSON.parse(fs.readFileSync(SERVICES_FILE, 'utf8')) as Record<string, number>;
}

/** kill -9 of one service; returns the pid it had. */
export function killService(name: string): number {
  const pid = servicePids()[name];
  if (!pid) throw new Error(`${name} is not running according to ${SERVICES_FILE}`);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** The HTTP status `url` answers with, or 0 when nothing answers. */
export async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
