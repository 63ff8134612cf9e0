import type { ChainSource } from '../chain';
import type { Db } from '../db/database';
import { selectOne } from './repo';

export type DatabaseStatus = { reachable: true } | { reachable: false; cause: unknown };

export const CHAIN_UNREACHABLE = 'Chain unreachable';
/** A health check answers quickly even when the chain's node hangs. */
const CHAIN_TIMEOUT_MS = 3_000;

export async function databaseStatus(db: Db): Promise<DatabaseStatus> {
  try {
    await selectOne(db);
    return { reachable: true };
  } catch (cause) {
    return { reachable: false, cause };
  }
}

export async function chainStatus(chain: ChainSource): Promise<{ source: ChainSource['name']; latestBlock: string } | { source: ChainSource['name']; error: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHAIN_TIMEOUT_MS);
  });
  try {
    const latest = await Promise.race([chain.latestBlockNumber(), timeout]);
    return { source: chain.name, latestBlock: latest.toString() };
  } catch {
    return { source: chain.name, error: CHAIN_UNREACHABLE };
  } finally {
    clearTimeout(timer);
  }
}
