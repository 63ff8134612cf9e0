import type { SourceStandingReport } from '@whalewatch/contracts';
import { countConflicts } from '../billing';
import type { ChainSource, ChainSourceName } from '../chain';
import type { Db } from '../db';
import type { HeadTransport, MonitorHeads } from '../monitor';
import type { OutsideService, OutsideServices, ServiceState } from './outside-services';
import { migrationState, monitorCursorAges, overdueEmails, selectOne, unreadableTables } from './repo';

export type DatabaseStatus = { reachable: true } | { reachable: false; cause: unknown };

export const CHAIN_UNREACHABLE = 'Chain unreachable';
/** A health check answers quickly even when the chain's node hangs. */
const CHAIN_TIMEOUT_MS = 3_000;
/** The chain makes a block every 12 s: a cursor this old means the monitor is stuck or the chain is. */
export const MONITOR_STALE_MS = 5 * 60_000;
/**
 * How long the monitor may poll for want of its WebSocket before it is a reason: the socket is retried
 * after 0.5 s doubling to 30 s, and a node that restarts is back within this. Polling still delivers
 * every alert, a little later, so it is a `degraded` reason, never more.
 */
export const WS_DOWN_GRACE_MS = 60_000;
/** How late past its pacing an alert email may be before it counts as a backlog. */
export const EMAIL_GRACE_MS = 10 * 60_000;

export async function databaseStatus(db: Db): Promise<DatabaseStatus> {
  try {
    await selectOne(db);
    return { reachable: true };
  } catch (cause) {
    return { reachable: false, cause };
  }
}

type ChainSources = { source: ChainSourceName; sources?: SourceStandingReport[] };

/** Which source serves, and where the chain reads several, each one in order. */
function sourcesOf(chain: ChainSource): ChainSources {
  const standings = chain.standings?.();
  if (!standings) return { source: chain.name };
  const serving = standings.find((standing) => standing.serving);
  return {
    source: serving?.name ?? chain.name,
    sources: standings.map(({ name, serving: serves, setAsideUntil, reason }) => ({
      name,
      serving: serves,
      ...(setAsideUntil ? { setAsideUntil: setAsideUntil.toISOString() } : {}),
      ...(reason ? { reason } : {}),
    })),
  };
}

export async function chainStatus(chain: ChainSource): Promise<ChainSources & ({ latestBlock: string } | { error: string })> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHAIN_TIMEOUT_MS);
  });
  try {
    const latest = await Promise.race([chain.latestBlockNumber(), timeout]);
    // Asked after the call: it may have set a source aside.
    return { ...sourcesOf(chain), latestBlock: latest.toString() };
  } catch {
    return { ...sourcesOf(chain), error: CHAIN_UNREACHABLE };
  } finally {
    clearTimeout(timer);
  }
}

export type HealthChecks = {
  db: Db;
  services: OutsideServices;
  /** The chain source's own account of what keeps it from serving (Etherscan's key pool). */
  chain?: Pick<ChainSource, 'problems'>;
  monitorEnabled: boolean;
  /**
   * This process's monitors, one per chain: the cursor each follows and how new blocks reach it (none while
   * stopped, or for a chain polled through an explorer: then no cursor is its own).
   */
  monitorHeads?: () => MonitorHeads[];
  instantEmailGapMs: number;
  /** Alert channels this process cannot open (secrets at rest: a key missing), a sentence each. */
  channelProblems?: () => string[];
};

/** A HeadTransport as /health answers it. */
export type HeadsReport = {
  transport: HeadTransport['transport'];
  since: string;
  reason?: 'ws-off' | 'ws-down';
  pollIntervalMs?: number;
  lastError?: string;
  reconnectAt?: string;
};

export type MonitorReport = { chain: string; blockNumber: number; ageSeconds: number; heads?: HeadsReport };

export type Findings = {
  reasons: string[];
  monitor: MonitorReport[];
  overdueEmails: number;
  /** Purchases kept for an operator (GET /admin/billing/conflicts); not a fault of the api, so not a reason. */
  billingConflicts: number;
  services: Partial<Record<OutsideService, ServiceState>>;
};

/** What an operator needs to know beyond "the database answers", each problem worded as a reason. */
export async function findings(
  { db, services, chain, monitorEnabled, monitorHeads, instantEmailGapMs, channelProblems }: HealthChecks,
  now = Date.now(),
): Promise<Findings> {
  const reasons: string[] = [];
  const [tables, migrations, cursors, emails, billingConflicts] = await Promise.all([
    unreadableTables(db),
    migrationState(db).catch(() => null),
    monitorCursorAges(db).catch(() => []),
    overdueEmails(db, instantEmailGapMs, EMAIL_GRACE_MS).catch(() => ({ count: 0, oldest: null })),
    countConflicts(db).catch(() => 0),
  ]);
  for (const { table, reason } of tables) reasons.push(`Table ${table} cannot be read: ${reason}`);
  if (!migrations || migrations.applied === null || migrations.applied < migrations.shipped) {
    reasons.push('Database migrations are not all applied: restart the api to apply them');
  }
  const running = monitorEnabled ? (monitorHeads?.() ?? []) : [];
  const runningOn = (chain: string) => running.find((each) => each.chain === chain);
  if (monitorEnabled) {
    for (const cursor of cursors) {
      // Only the cursors this configuration's block monitors follow: a row another configuration left (the
      // devnet's, before a restart with Etherscan keys) stays in the database but nothing moves it any more.
      // The explorer poller follows no block cursor.
      if (!runningOn(cursor.chain)) continue;
      if (cursor.ageSeconds * 1000 > MONITOR_STALE_MS) {
        reasons.push(
          `The wallet monitor has not advanced on chain ${cursor.chain} for ${cursor.ageSeconds} s (last block ${cursor.blockNumber})`,
        );
      }
    }
    for (const { chain, heads } of running) {
      if (heads.transport === 'polling' && heads.reason === 'ws-down' && now - heads.since.getTime() > WS_DOWN_GRACE_MS) {
        const why = heads.lastError ? ` (last error: ${heads.lastError})` : '';
        reasons.push(
          `The wallet monitor's WebSocket to the chain node has been down on chain ${chain} since ${heads.since.toISOString()}${why}: new blocks are polled every ${heads.pollIntervalMs} ms until it is back`,
        );
      }
    }
  }
  if (emails.count > 0)
    reasons.push(`${emails.count} alert email${emails.count === 1 ? ' is' : 's are'} overdue (oldest from ${emails.oldest})`);
  for (const problem of chain?.problems?.() ?? []) reasons.push(problem);
  const failing = services.failing();
  for (const [service, state] of Object.entries(failing)) {
    if (!services.reportsItself(service)) reasons.push(`${service}: last call failed at ${state.lastErrorAt}: ${state.lastError}`);
  }
  reasons.push(...services.problems());
  reasons.push(...(channelProblems?.() ?? []));
  const monitor = cursors.map((cursor) => {
    const own = runningOn(cursor.chain);
    return own ? { ...cursor, heads: headsReport(own.heads) } : cursor;
  });
  return { reasons, monitor, overdueEmails: emails.count, billingConflicts, services: failing };
}

function headsReport(heads: HeadTransport): HeadsReport {
  const { since, ...rest } = heads;
  if (rest.transport === 'websocket' || rest.reason === 'ws-off') return { ...rest, since: since.toISOString() };
  const { reconnectAt, ...down } = rest;
  return { ...down, since: since.toISOString(), ...(reconnectAt ? { reconnectAt: reconnectAt.toISOString() } : {}) };
}
