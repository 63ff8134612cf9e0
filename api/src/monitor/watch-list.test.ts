// The monitor's watch list: read once, read again when a change is announced, and at least once per
// max age (a paid period ends by the clock, with nothing announced).
import type { Db } from '../db/database';
import { watchList } from './watch-list';

function fakeDatabase() {
  let announce = () => {};
  return {
    database: {
      db: {} as Db,
      listen: async (_channel: string, onNotify: () => void) => {
        announce = onNotify;
        return async () => {};
      },
    },
    announce: () => announce(),
  };
}

afterEach(() => jest.useRealTimers());

describe('watchList', () => {
  it('reads once, again after an announced change, and again once the list is older than its max age', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { database, announce } = fakeDatabase();
    let reads = 0;
    const list = watchList(database as never, async () => ++reads, 60_000);

    expect(await list.current()).toBe(1);
    expect(await list.current()).toBe(1);
    announce();
    expect(await list.current()).toBe(2);

    jest.setSystemTime(new Date('2026-11-23T12:00:59Z'));
    expect(await list.current()).toBe(2);
    jest.setSystemTime(new Date('2026-11-23T12:01:01Z'));
    expect(await list.current()).toBe(3);
    await list.close();
  });
});
