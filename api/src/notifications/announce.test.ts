// Announcing news to the streams: one NOTIFY for a whole block's users (PostgreSQL queues each NOTIFY and
// takes a global lock at commit), split only where a payload would pass its 8,000-byte limit, and every
// user named heard by the hub.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { createTestDatabase } from '../testing/test-app';
import { createNotificationHub } from './hub';
import { announce, announcedUsers, announcementPayloads, MOST_PAYLOAD_BYTES, NOTIFICATIONS_CHANNEL } from './repo';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const users = (count: number) => Array.from({ length: count }, () => randomUUID());

describe('announcement payloads', () => {
  it('names each user once, in as few payloads as fit under the limit', () => {
    const ids = users(500);
    const payloads = announcementPayloads([...ids, ...ids.slice(0, 50)]);
    expect(payloads).toHaveLength(Math.ceil((500 * 37 - 1) / MOST_PAYLOAD_BYTES));
    expect(payloads.every((payload) => Buffer.byteLength(payload) <= MOST_PAYLOAD_BYTES)).toBe(true);
    expect(payloads.flatMap(announcedUsers)).toEqual(ids);
  });

  it('sends nothing for no one, and one payload for a few', () => {
    expect(announcementPayloads([])).toEqual([]);
    const [one, two] = users(2);
    expect(announcementPayloads([one, two, one])).toEqual([`${one},${two}`]);
  });
});

describe('announce', () => {
  it('sends a block of 500 users as 3 NOTIFYs on commit, and the hub delivers to each user’s streams', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload));
    const hub = createNotificationHub(database, { streamsPerUser: 10 });
    const ids = users(500);
    const changed: string[] = [];
    for (const userId of [ids[0], ids[250], ids[499]]) {
      await hub.subscribe({ userId, sessionId: null, onChange: () => changed.push(userId), end: () => undefined });
    }

    await database.db.transaction(async (tx) => {
      await announce(tx, ids);
      expect(heard).toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(heard).toHaveLength(3);
    expect(heard.flatMap(announcedUsers)).toEqual(ids);
    expect(changed.sort()).toEqual([ids[0], ids[250], ids[499]].sort());
    await unlisten();
    await hub.close();
  });
});
