// /health in words a user understands: one headline for the whole product and one line per part of it
// they use (the website and accounts, blockchain data, wallet alerts, alert emails, token prices, AI News),
// each operational, degraded, down or unknown; and each chain watched, with its latest block or as
// unreachable. The api's own reasons stay available as technical details.
import type { HealthFailure, HealthReport, MonitorHeads } from './healthApi';

export type ServiceState = 'operational' | 'degraded' | 'down' | 'unknown';
export type OverallState = 'operational' | 'degraded' | 'down' | 'unreachable';

export type ServiceId = 'core' | 'chain' | 'alerts' | 'email' | 'prices' | 'news';

export interface ServiceStatus {
  id: ServiceId;
  name: string;
  state: ServiceState;
  /** What it means for the user when it is not operational. */
  impact: string | null;
}

/** A chain watched, as the api last read it: its newest block, or null when it could not reach it. */
export interface ChainStatus {
  id: number;
  name: string;
  latestBlock: string | null;
}

export interface SystemStatus {
  overall: OverallState;
  headline: string;
  summary: string;
  services: ServiceStatus[];
  /** Every chain watched, the first one first; none when the api did not say. */
  chains: ChainStatus[];
  /** The api's reasons, as an operator reads them. */
  details: string[];
  /** The chain's newest block, when the api could read it. */
  latestBlock: string | null;
  /** How the monitor hears of new blocks, in one line, when the api says. */
  newBlocks: string | null;
  /** Each remote's live (and canary) release and the automatic rollbacks, once anything was deployed. */
  releases: string[];
}

export const SERVICE_NAMES: Record<ServiceId, string> = {
  core: 'Website and accounts',
  chain: 'Blockchain data',
  alerts: 'Wallet alerts',
  email: 'Alert emails',
  prices: 'Token prices',
  news: 'AI News',
};

export const STATE_LABELS: Record<ServiceState, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
  unknown: 'Unknown',
};

const IMPACT: Record<ServiceId, string> = {
  core: 'Some pages or saved data may not load.',
  chain: 'Token analyses, portfolios and transaction lists may be slow or fail to load.',
  alerts: 'Notifications about tracked wallets may arrive late.',
  email: 'Alert emails are delayed.',
  prices: 'Token prices and USD values may be missing or out of date.',
  news: 'AI News may not show the latest stories.',
};

export const HEADLINES: Record<OverallState, { headline: string; summary: string }> = {
  operational: { headline: 'All systems operational', summary: 'Every part of Whalewatch is working normally.' },
  degraded: {
    headline: 'Some features are affected',
    summary: 'Whalewatch is running, but some features may be slow or incomplete. Details are below.',
  },
  down: { headline: 'Whalewatch is down', summary: 'Whalewatch cannot serve requests right now. We are on it; please try again later.' },
  unreachable: {
    headline: 'Whalewatch cannot be reached',
    summary: "We could not reach Whalewatch's servers. They may be down, or your internet connection may be offline. We keep checking.",
  },
};

/** Which part of the product each of the api's reasons is about (its wording: api/src/health). */
const REASON_SERVICES: [RegExp, ServiceId][] = [
  [/^Table |migrations/i, 'core'],
  // 'Base (chain 31338): Chain unreachable: …' when one of several chains is down.
  [/^Etherscan|^chain:|\(chain \d+\): /, 'chain'],
  [/wallet monitor/i, 'alerts'],
  [/alert emails? (is|are) overdue|^smtp:/, 'email'],
  [/^prices:/, 'prices'],
  [/^(news|llm):/, 'news'],
];

const SERVICE_ORDER: ServiceId[] = ['core', 'chain', 'alerts', 'email', 'prices', 'news'];

/** "New blocks: live (WebSocket)", or how often they are checked and why not live. */
export function newBlocksLine(heads: MonitorHeads): string {
  if (heads.transport === 'websocket') return 'New blocks: live (WebSocket)';
  const every = heads.pollIntervalMs !== undefined ? `checked every ${heads.pollIntervalMs} ms` : 'checked regularly';
  const why = heads.reason === 'ws-off' ? 'WebSocket turned off' : `WebSocket unavailable: ${heads.lastError ?? 'connecting'}`;
  return `New blocks: ${every} (${why})`;
}

function service(id: ServiceId, state: ServiceState): ServiceStatus {
  return { id, name: SERVICE_NAMES[id], state, impact: state === 'operational' || state === 'unknown' ? null : IMPACT[id] };
}

export function fromReport(report: HealthReport): SystemStatus {
  const affected = new Set<ServiceId>();
  for (const reason of report.reasons) {
    const found = REASON_SERVICES.find(([pattern]) => pattern.test(reason));
    if (found) affected.add(found[1]);
  }
  const chains = chainsOf(report);
  if ('error' in report.chain || report.services.chain || chains.some((chain) => chain.latestBlock === null)) affected.add('chain');
  if (report.overdueEmails > 0 || report.services.smtp) affected.add('email');
  if (report.services.prices) affected.add('prices');
  if (report.services.news || report.services.llm) affected.add('news');
  const overall: OverallState = report.status === 'ok' && affected.size === 0 ? 'operational' : 'degraded';
  return {
    overall,
    ...HEADLINES[overall],
    services: SERVICE_ORDER.map((id) => service(id, affected.has(id) ? 'degraded' : 'operational')),
    chains,
    details: report.reasons,
    latestBlock: 'latestBlock' in report.chain ? report.chain.latestBlock : null,
    newBlocks: newBlocksOf(report),
    releases: releaseLines(report),
  };
}

/** "mfe_tracking: 1.0.1-ab12cd34ef live; canary 1.0.2-… for 50 % of browsers", and each automatic rollback. */
export function releaseLines(report: HealthReport): string[] {
  if (!report.releases) return [];
  const remotes = Object.entries(report.releases.remotes).map(([remote, { live, canary }]) => {
    const canaryText = canary ? `; canary ${canary.release} for ${canary.percent} % of browsers` : '';
    return `${remote}: ${live.release} live${canaryText}`;
  });
  const rolledBack = report.releases.rolledBack.map(
    ({ remote, release, reason, ok }) =>
      `${remote} ${release} ${ok ? 'was rolled back automatically' : 'could not be rolled back'}: ${reason}`,
  );
  return [...remotes, ...rolledBack];
}

export function fromFailure(failure: HealthFailure): SystemStatus {
  if (failure.kind === 'down') {
    return {
      overall: 'down',
      ...HEADLINES.down,
      services: SERVICE_ORDER.map((id) => service(id, id === 'core' ? 'down' : 'unknown')),
      chains: [],
      details: [failure.message],
      latestBlock: null,
      newBlocks: null,
      releases: [],
    };
  }
  return {
    overall: 'unreachable',
    ...HEADLINES.unreachable,
    services: SERVICE_ORDER.map((id) => service(id, 'unknown')),
    chains: [],
    details: [],
    latestBlock: null,
    newBlocks: null,
    releases: [],
  };
}

/** Each chain's state; an answer from an api older than the field has none. */
function chainsOf(report: HealthReport): ChainStatus[] {
  if (!Array.isArray(report.chains)) return [];
  return report.chains.map((chain) => ({ id: chain.id, name: chain.name, latestBlock: 'latestBlock' in chain ? chain.latestBlock : null }));
}

/** An answer from an api older than the field, or with its monitor off, has none. */
function newBlocksOf(report: HealthReport): string | null {
  const heads = Array.isArray(report.monitor) ? report.monitor.find((cursor) => cursor.heads)?.heads : undefined;
  return heads ? newBlocksLine(heads) : null;
}
