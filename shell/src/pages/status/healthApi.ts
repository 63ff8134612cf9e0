// The api's GET /health (public, no token): `ok` or `degraded` with reasons worded for an operator, the
// chain's latest block, the wallet monitor's progress, overdue alert emails and the outside services whose
// last call failed; 503 `{error}` when its database is down.
import { api, ApiError } from '@whalewatch/shared';

export type OutsideService = 'smtp' | 'chain' | 'prices' | 'news' | 'llm';

/**
 * How new blocks reach the api's monitor (on the chain it follows): pushed over WebSocket, or polled every
 * `pollIntervalMs` — with WebSocket off (`ws-off`) or down (`ws-down`, with its last error where known).
 */
export interface MonitorHeads {
  transport: 'websocket' | 'polling';
  since: string;
  reason?: 'ws-off' | 'ws-down';
  pollIntervalMs?: number;
  lastError?: string;
  reconnectAt?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'ok';
  chain: { source: 'rpc' | 'etherscan'; latestBlock: string } | { source: 'rpc' | 'etherscan'; error: string };
  reasons: string[];
  monitor: { chain: string; blockNumber: number; ageSeconds: number; heads?: MonitorHeads }[];
  overdueEmails: number;
  billingConflicts: number;
  services: Partial<Record<OutsideService, { lastError: string; lastErrorAt: string; lastOkAt: string | null }>>;
}

/** Why there is no report: the api did not answer, or answered that it is down (its database). */
export type HealthFailure = { kind: 'unreachable' } | { kind: 'down'; message: string } | { kind: 'unreadable' };

export const HEALTH_UNREADABLE = 'The status answer could not be read';

export class HealthUnavailable extends Error {
  constructor(readonly failure: HealthFailure) {
    super(failure.kind === 'down' ? failure.message : failure.kind);
    this.name = 'HealthUnavailable';
  }
}

function isHealthReport(body: unknown): body is HealthReport {
  if (!body || typeof body !== 'object') return false;
  const report = body as Partial<HealthReport>;
  return (
    (report.status === 'ok' || report.status === 'degraded') &&
    Array.isArray(report.reasons) &&
    report.reasons.every((reason) => typeof reason === 'string') &&
    typeof report.chain === 'object' &&
    report.chain !== null &&
    typeof report.services === 'object' &&
    report.services !== null
  );
}

export async function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/health', { auth: false, signal, fallbackError: HEALTH_UNREADABLE });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // No answer at all (status 0): the api, or the visitor's connection, is down.
    if (error.status === 0) throw new HealthUnavailable({ kind: 'unreachable' });
    throw new HealthUnavailable({ kind: 'down', message: error.message });
  }
  if (!isHealthReport(body)) throw new HealthUnavailable({ kind: 'unreadable' });
  return body;
}
