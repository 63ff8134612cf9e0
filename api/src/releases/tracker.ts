// Counts, per release of each remote, the browsers that reported loading it and those for which it
// failed (in this api process's memory), and rolls a release back when it fails for at least its
// threshold of them (the registry entry's `autoRollback`, by default 50 % once 3 browsers reported):
// `npm run rollback -- <remote> --release <id> --auto` withdraws exactly that release (the canary, or
// the live one for the one before it), so a late report about a release already gone changes nothing.
// Only releases the registry lists now are counted. The operator is told in the log and in /health
// (`releases.rolledBack`; a rollback that failed is also a reason, turning the status degraded).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseReport, ReleasesHealth } from '@whalewatch/contracts';

export const DEFAULT_FAILURE_PERCENT = 50;
export const DEFAULT_MIN_BROWSERS = 3;
/** How long an automatic rollback that failed stays a reason in /health. */
export const ROLLBACK_NOTICE_MS = 60 * 60 * 1000;

type Release = { entry?: string; version?: string; release?: string };
type Entry = Release & { canary?: Release & { percent?: number }; autoRollback?: { failurePercent?: number; minBrowsers?: number } };
type Registry = { remotes?: Record<string, Entry> };

export type Rollback = (remote: string, release: string, reason: string) => Promise<{ ok: boolean; output: string }>;

export interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** `npm run rollback -- <remote> --release <id> --auto --reason <why>` in a child process (the same code as the operator's). */
export function rollbackCommand(repoRoot: string): Rollback {
  const cli = path.join(repoRoot, 'scripts', 'releases', 'cli.mjs');
  return (remote, release, reason) =>
    new Promise((resolve) => {
      const folder = remote.replace(/_/g, '-');
      execFile(
        process.execPath,
        [cli, 'rollback', folder, '--release', release, '--auto', '--reason', reason],
        { cwd: repoRoot, timeout: 30_000 },
        (error, stdout, stderr) => {
          resolve({ ok: !error, output: `${stdout}${stderr}`.trim() });
        },
      );
    });
}

export interface ReleaseTracker {
  report(report: ReleaseReport): Promise<{ counted: boolean }>;
  /** `deployed`: some remote runs (or tries) a release `npm run deploy` made, not only npm start's builds. */
  health(): ReleasesHealth & { deployed: boolean };
  /** Reasons for /health: automatic rollbacks that failed in the last hour. */
  reasons(): string[];
}

export function releaseTracker({
  registryFile,
  rollback,
  log,
  now = () => Date.now(),
}: {
  registryFile: string;
  rollback: Rollback;
  log: Logger;
  now?: () => number;
}): ReleaseTracker {
  const counts = new Map<string, { browsers: Set<string>; failed: Set<string> }>();
  const rolling = new Set<string>();
  const rolledBack: ReleasesHealth['rolledBack'] = [];
  let cached: { mtimeMs: number; registry: Registry } | null = null;

  function registry(): Registry {
    try {
      const { mtimeMs } = fs.statSync(registryFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, registry: JSON.parse(fs.readFileSync(registryFile, 'utf8')) as Registry };
      return cached.registry;
    } catch {
      return {};
    }
  }

  const keyOf = (remote: string, release: string) => `${remote}\u0000${release}`;
  function stateOf(remote: string, release: Release) {
    const count = release.release ? counts.get(keyOf(remote, release.release)) : undefined;
    return {
      release: release.release ?? 'unnamed',
      version: release.version ?? null,
      browsers: count?.browsers.size ?? 0,
      failed: count?.failed.size ?? 0,
    };
  }

  return {
    async report({ remote, release, browser, outcome, reason }) {
      const entry = registry().remotes?.[remote];
      if (!entry || (entry.release !== release && entry.canary?.release !== release)) return { counted: false };
      const key = keyOf(remote, release);
      const count = counts.get(key) ?? { browsers: new Set<string>(), failed: new Set<string>() };
      counts.set(key, count);
      count.browsers.add(browser);
      // A browser that loads it after all (Retry) no longer counts as failed.
      if (outcome === 'failed') count.failed.add(browser);
      else count.failed.delete(browser);

      const failurePercent = entry.autoRollback?.failurePercent ?? DEFAULT_FAILURE_PERCENT;
      const minBrowsers = entry.autoRollback?.minBrowsers ?? DEFAULT_MIN_BROWSERS;
      const share = (count.failed.size / count.browsers.size) * 100;
      if (outcome === 'failed' && count.browsers.size >= minBrowsers && share >= failurePercent && !rolling.has(key)) {
        rolling.add(key);
        const why = `failed to load for ${count.failed.size} of ${count.browsers.size} browsers (threshold ${failurePercent} %)${reason ? `; last error: ${reason.slice(0, 200)}` : ''}`;
        log.warn(
          { remote, release, browsers: count.browsers.size, failed: count.failed.size },
          `release ${remote} ${release} ${why}: rolling it back`,
        );
        const result = await rollback(remote, release, why);
        rolledBack.unshift({ at: new Date(now()).toISOString(), remote, release, reason: why, ok: result.ok });
        rolledBack.splice(20);
        if (result.ok) log.warn({ remote, release, output: result.output }, `release ${remote} ${release} rolled back automatically`);
        else {
          log.error({ remote, release, output: result.output }, `automatic rollback of ${remote} ${release} failed`);
          // Tried again on the next failure report.
          rolling.delete(key);
        }
      }
      return { counted: true };
    },

    health() {
      const remotes: ReleasesHealth['remotes'] = {};
      let deployed = false;
      for (const [name, entry] of Object.entries(registry().remotes ?? {})) {
        if ((entry.release && entry.release !== 'workspace') || entry.canary) deployed = true;
        remotes[name] = {
          live: stateOf(name, entry),
          canary: entry.canary ? { ...stateOf(name, entry.canary), percent: entry.canary.percent ?? 0 } : null,
        };
      }
      return { remotes, rolledBack: [...rolledBack], deployed };
    },

    reasons() {
      // A release rolled back is a problem solved (it is listed under `releases.rolledBack`); one that
      // could not be rolled back is still out there.
      return rolledBack
        .filter((item) => !item.ok && now() - Date.parse(item.at) < ROLLBACK_NOTICE_MS)
        .map((item) => `Remote ${item.remote} release ${item.release} ${item.reason}, and rolling it back failed: see the api log`);
    },
  };
}
