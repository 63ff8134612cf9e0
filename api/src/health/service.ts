import type { Db } from '../db/database';
import { selectOne } from './repo';

export type DatabaseStatus = { reachable: true } | { reachable: false; cause: unknown };

export async function databaseStatus(db: Db): Promise<DatabaseStatus> {
  try {
    await selectOne(db);
    return { reachable: true };
  } catch (cause) {
    return { reachable: false, cause };
  }
}
