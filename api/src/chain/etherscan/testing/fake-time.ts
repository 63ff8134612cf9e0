// Jest fake timers for code that also talks to the local fake Etherscan: the clock only moves to the
// next timer while nothing else is pending, so every request reaches the server at the exact fake
// instant it was sent.
import { startFakeEtherscan, type FakeEtherscan } from './fake-etherscan';

/** Fake Date and timers; real setImmediate/nextTick so sockets and this driver keep working. */
export function useFakeClock(now: number): void {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}

const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs timers, one at a time, until `work` settles; then its result (or its rejection). */
export async function settle<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  work.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  while (!settled) {
    // A request in flight: let the socket work before time moves on.
    await realTurn();
    await realTurn();
    if (!settled && jest.getTimerCount() > 0) await jest.advanceTimersToNextTimerAsync();
  }
  return work;
}

/**
 * For a suite: a fresh fake Etherscan and the fake clock at `now` before each test, both undone after.
 * Returns the current test's server.
 */
export function fakeEtherscanEachTest(now: number): () => FakeEtherscan {
  let etherscan: FakeEtherscan | undefined;
  beforeEach(async () => {
    etherscan = await startFakeEtherscan();
    useFakeClock(now);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await etherscan?.close();
  });
  return () => {
    if (!etherscan) throw new Error('the fake Etherscan runs inside tests only');
    return etherscan;
  };
}
