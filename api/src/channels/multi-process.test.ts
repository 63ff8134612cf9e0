// Two api processes (`node dist/server.js`) on one real PostgreSQL, both delivering: they share the
// channel outboxes (channels claimed FOR UPDATE SKIP LOCKED, with leases) and no alert reaches a
// receiver twice, none is missing.
import { Pool } from 'pg';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/database';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { testConfig } from '../testing/test-app';
import { storeAlert } from './testing/alerts';
import { recordingServer, type RecordingServer } from './testing/recording-server';

jest.setTimeout(240_000);

/** Channels (webhook endpoints on one receiver), and alerts for each. */
const CHANNELS = 8;
const ALERTS = 40;

let postgres: PostgresCluster;
let mailbox: Mailbox;
let receiver: RecordingServer;
let database: Database | undefined;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  [postgres, mailbox] = await Promise.all([startPostgresCluster(), startMailbox()]);
  // A little latency per answer, so that both processes are busy at once.
  receiver = await recordingServer(() => ({ status: 204, delayMs: 5 }));
}, 60_000);
afterAll(async () => {
  await Promise.all(apis.map((api) => api.kill('SIGTERM')));
  await database?.close();
  await Promise.all([receiver?.close(), mailbox?.close()]);
  await postgres?.stop();
});

async function eventually(what: string, check: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('shares the deliveries between the processes with no alert sent twice and none lost', async () => {
  const url = await postgres.createDatabase('channels');
  const env = {
    DATABASE_URL: url,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    SMTP_URL: mailbox.smtpUrl,
    CHAIN_RPC_URL: 'http://127.0.0.1:9',
    MONITOR: 'off',
    NEWS: 'off',
    API_DOCS: 'off',
    CHANNELS_ALLOW_LOOPBACK: 'on',
    CHANNEL_POLL_MS: '50',
    LOG_LEVEL: 'debug',
  };
  // Both start at once on the empty database and migrate it together.
  apis.push(...(await Promise.all([startApiProcess({ ...env, CHANNELS: 'on' }), startApiProcess({ ...env, CHANNELS: 'on' })])));

  database = await createDatabase({ dataDir: '', databaseUrl: url }, console);
  const setup = await buildApp(testConfig({ ...env, CHANNELS: 'off' }), { database });
  const alice = await signUp(setup, mailbox);
  await setPlan(setup, alice.user.email, 'privacy-shield');
  for (let n = 0; n < CHANNELS; n += 1) {
    const added = await setup.inject({
      method: 'POST',
      url: '/channels/webhooks',
      headers: { authorization: `Bearer ${alice.session.access_token}` },
      payload: { url: `${receiver.url}/hook/${n}` },
    });
    expect(added.statusCode).toBe(201);
  }
  await setup.close();

  const keys: string[] = [];
  for (let n = 0; n < ALERTS; n += 1) keys.push((await storeAlert(database.db, alice.user.id)).idempotencyKey);
  const expected = CHANNELS * ALERTS;
  await eventually(`${expected} deliveries`, () => receiver.received.length >= expected);
  // Anything sent twice would arrive by now.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const deliveries = receiver.received.map((request) => `${request.path} ${String(request.headers['webhook-id'])}`);
  expect(deliveries).toHaveLength(expected);
  expect(new Set(deliveries).size).toBe(expected);
  for (let n = 0; n < CHANNELS; n += 1) {
    const ids = receiver.received
      .filter((request) => request.path === `/hook/${n}`)
      .map((request) => String(request.headers['webhook-id']));
    expect(new Set(ids)).toEqual(new Set(keys));
  }

  // Both processes took part (each logs its attempts at debug level).
  const attemptsBy = apis.map(
    (api) =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('"alert channel attempt"')).length,
  );
  expect(attemptsBy[0] + attemptsBy[1]).toBe(expected);
  expect(Math.min(...attemptsBy)).toBeGreaterThan(0);
  const pool = new Pool({ connectionString: url });
  try {
    const { rows } = await pool.query<{ state: string; count: string }>('select state, count(*) from channel_deliveries group by state');
    expect(rows).toEqual([{ state: 'sent', count: String(expected) }]);
  } finally {
    await pool.end();
  }
});
