// What a devnet keeps in its data directory: anvil's state file (accounts, code, storage, blocks,
// transactions and receipts) and a record of how the chain was seeded, written once seeding is done.
import fs from 'node:fs';
import path from 'node:path';

export type SeedRecord = {
  seed: string;
  /** The chain's id; records written before the devnet had an L2 have none (they hold the L1, 31337). */
  chainId?: number;
  /** Token transfers in the seeded history. */
  transfers: number;
  /** The last block of the seeded history: a state file behind it is from before seeding finished. */
  seededThroughBlock: number;
  seededAt: string;
};

export function stateFile(dataDir: string): string {
  return path.join(dataDir, 'anvil-state.json');
}

function recordFile(dataDir: string): string {
  return path.join(dataDir, 'devnet.json');
}

function isSeedRecord(value: unknown): value is SeedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.seed === 'string' &&
    (record.chainId === undefined || typeof record.chainId === 'number') &&
    typeof record.transfers === 'number' &&
    typeof record.seededThroughBlock === 'number' &&
    typeof record.seededAt === 'string'
  );
}

/** The seed record when the directory holds a seeded chain, otherwise null. */
export function readSeededChain(dataDir: string): SeedRecord | null {
  if (!fs.existsSync(stateFile(dataDir)) || !fs.existsSync(recordFile(dataDir))) return null;
  const record: unknown = JSON.parse(fs.readFileSync(recordFile(dataDir), 'utf8'));
  if (!isSeedRecord(record)) throw new Error(`${recordFile(dataDir)} is not a devnet seed record; delete ${dataDir} to start over`);
  return record;
}

export function writeSeedRecord(dataDir: string, record: SeedRecord): void {
  const file = recordFile(dataDir);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Removes an unfinished chain (a state file without a seed record, or one that stops short of it). */
export function clearChain(dataDir: string): void {
  fs.rmSync(stateFile(dataDir), { force: true });
  fs.rmSync(recordFile(dataDir), { force: true });
}
