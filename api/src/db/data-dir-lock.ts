// PGlite does not stop two processes from opening the same data directory (that corrupts it),
// so we hold a lock file carrying our pid while the directory is open.
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config';

export const LOCK_FILE = 'whalewatch.lock';

/** Takes the lock on `dataDir` and returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  for (;;) {
    if (tryCreate(lockPath)) return () => fs.rmSync(lockPath, { force: true });
    const owner = Number(readFileOrEmpty(lockPath));
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new StartupError(
        `The PGlite data directory ${dataDir} is already open in process ${owner}. ` +
          'Only one process may open it: stop that process, or set PGLITE_DIR (or DATA_DIR) to another directory ' +
          `or DATABASE_URL to a Postgres server. If no such process exists, delete ${lockPath}.`,
      );
    }
    // The process that held the lock is gone: the lock is stale.
    fs.rmSync(lockPath, { force: true });
  }
}

/** Creates the lock file with our pid in one step (a hard link), so no one reads it half-written. */
function tryCreate(lockPath: string): boolean {
  const claim = `${lockPath}.${process.pid}`;
  fs.writeFileSync(claim, String(process.pid));
  try {
    fs.linkSync(claim, lockPath);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrorCode(error, 'EPERM');
  }
}

function readFileOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return '';
    throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
