// The api's GET /health (public, no token): `ok` or `degraded` with reasons worded for an operator, the
// chain's latest block, the wallet monitor's progress, overdue alert emails and the outside services whose
// last call failed; 503 `{error}` when its database is down.
import type { HealthReport, MonitorHeads, OutsideService } from '@whalewatch/contracts';
import { ApiError, call } from '@whalewatch/shared';

export type { HealthReport, MonitorHeads, OutsideService };

/** Why there is no report: the api did not answer, or answered that it is down (its database). */
export type HealthFailure = { kind: 'unreachable' } | { kind: 'down'; message: string } | { kind: 'unreadable' };

export const HEALTH_UNREADABLE = 'The status answer could not be read';

export class HealthUnavailable extends Error {
  constructor(readonly failure: HealthFailure) {
    super(failure.kind === 'down' ? failure.message : failure.kind);
    this.name = 'HealthUnavailable';
  }
}

/**
 * In production answers are not checked against the contract: a 200 that is not the report (a proxy's or a
 * captive portal's page) is unreadable, not a report.
 */
function isReport(report: HealthReport | undefined): report is HealthReport {
  return (
    typeof report === 'object' &&
    report !== null &&
    (report.status === 'ok' || report.status === 'degraded') &&
    Array.isArray(report.reasons) &&
    typeof report.chain === 'object' &&
    report.chain !== null &&
    typeof report.services === 'object' &&
    report.services !== null
  );
}

export async function fetchHealth(signal?: AbortSignal): Promise<HealthReport> {
  let report: HealthReport | undefined;
  try {
    report = await call('GET /health', {}, { auth: false, signal, fallbackError: HEALTH_UNREADABLE });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // No answer at all (status 0): the api, or the visitor's connection, is down.
    if (error.status === 0) throw new HealthUnavailable({ kind: 'unreachable' });
    throw new HealthUnavailable({ kind: 'down', message: error.message });
  }
  if (!isReport(report)) throw new HealthUnavailable({ kind: 'unreadable' });
  return report;
}
