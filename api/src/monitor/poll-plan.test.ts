import { planPolls } from './poll-plan';

describe('planPolls', () => {
  // Polls of 4 requests. The poller may use 80 % of the pool less one head read a second (but at least
  // 40 %): 1 key (5/s) → 3/s, 4 keys (20/s) → 15/s. Demand: 4 requests × polls a second.
  it.each([
    ['no wallets', [], 5, { stretch: 1, concurrency: 1, demand: 0, capacity: 3 }],
    ['one wallet every 2 s, one key', [2_000], 5, { stretch: 1, concurrency: 1, demand: 2, capacity: 3 }],
    ['three wallets every second, one key: 12/s of 3/s', [1_000, 1_000, 1_000], 5, { stretch: 4, concurrency: 1, demand: 12, capacity: 3 }],
    ['the same on four keys: 12/s of 15/s', [1_000, 1_000, 1_000], 20, { stretch: 1, concurrency: 3, demand: 12, capacity: 15 }],
    [
      'sixty wallets every minute, one key',
      Array.from({ length: 60 }, () => 60_000),
      5,
      { stretch: 4 / 3, concurrency: 1, demand: 4, capacity: 3 },
    ],
  ])('%s', (_, intervals, requestsPerSecond, plan) => {
    const planned = planPolls(intervals, { requestsPerPoll: 4, requestsPerSecond });
    expect(planned).toEqual({ ...plan, stretch: expect.closeTo(plan.stretch, 10), demand: expect.closeTo(plan.demand, 10) });
  });

  it('never polls faster than asked, however large the pool', () => {
    expect(planPolls([1_000], { requestsPerPoll: 4, requestsPerSecond: 1_000 }).stretch).toBe(1);
  });
});
