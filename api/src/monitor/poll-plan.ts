// How often the wallet poller may read each address within the explorer's request budget: never more
// often than its check interval asks, and every interval stretched alike when the watched addresses ask
// for more than the key pool gives, so every wallet is still read, just less often.
import type { WalletPolling } from '../chain';

/** The poller's part of the key pool; the rest stays free for the api's own explorer calls (portfolio, analyzer). */
export const POLLING_SHARE = 0.8;
/** The poller reads the chain's head at most once a second; that comes out of its part. */
export const HEAD_READS_PER_SECOND = 1;

export type PollPlan = {
  /** At least 1: every check interval is multiplied by it. */
  stretch: number;
  /** Polls in flight at once, so the key pool's queue stays short. */
  concurrency: number;
  /** Requests per second the check intervals ask for. */
  demand: number;
  /** Requests per second the poller allows itself. */
  capacity: number;
};

export function planPolls(intervalsMs: Iterable<number>, budget: Pick<WalletPolling, 'requestsPerPoll' | 'requestsPerSecond'>): PollPlan {
  let demand = 0;
  for (const intervalMs of intervalsMs) demand += (budget.requestsPerPoll * 1_000) / intervalMs;
  const share = budget.requestsPerSecond * POLLING_SHARE;
  const capacity = Math.max(share - HEAD_READS_PER_SECOND, share / 2);
  return {
    stretch: Math.max(1, demand / capacity),
    concurrency: Math.max(1, Math.floor(capacity / budget.requestsPerPoll)),
    demand,
    capacity,
  };
}
