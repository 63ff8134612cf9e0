// kill -9 of the api as operators run it (`node dist/server.js`, embedded PGlite) while a webhook is
// in flight — after the receiver has it, before the api could mark it sent. Another api started on the
// same data directory sends that one delivery again, with the same webhook-id, once the dead process's
// lease has expired, and sends the rest: one repeat, nothing lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { testConfig } from '../testing/test-app';
import { storeAlert } from './testing/alerts';
import { recordingServer, type RecordingServer } from './testing/recording-server';

jest.setTimeout(240_000);

const ALERTS = 20;
/** The receiver has this request (1-based) when the api is killed. */
const KILLED_DURING = 5;

let mailbox: Mailbox;
let root: string;
let receiver: RecordingServer;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-channel-crash-'));
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.kill('SIGKILL')));
  await receiver?.close();
  await mailbox.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function eventually<T>(what: string, check: () => T | null | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('repeats only the delivery in flight, with the same webhook-id, and loses none', async () => {
  const kill: { done: Promise<void> | null } = { done: null };
  receiver = await recordingServer(() => {
    // The api dies after sending this one, before it could record the answer.
    if (receiver.received.length === KILLED_DURING) {
      kill.done = apis[0].kill('SIGKILL');
      return { status: 204, hang: true };
    }
    return { status: 204 };
  });
  const env = {
    PGLITE_DIR: path.join(root, 'pglite'),
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    SMTP_URL: mailbox.smtpUrl,
    CHAIN_RPC_URL: 'http://127.0.0.1:9',
    MONITOR: 'off',
    NEWS: 'off',
    API_DOCS: 'off',
    CHANNELS_ALLOW_LOOPBACK: 'on',
    CHANNEL_TIMEOUT_MS: '1000',
    CHANNEL_LEASE_MS: '3000',
    CHANNEL_POLL_MS: '100',
  };

  // A Starter user with a webhook and 20 alerts waiting, written by an api in this process.
  const database = await createDatabase({ dataDir: env.PGLITE_DIR }, console);
  const setup = await buildApp(testConfig({ ...env, CHANNELS: 'off' }), { database });
  const alice = await signUp(setup, mailbox);
  await setPlan(setup, alice.user.email, 'starter');
  const added = await setup.inject({
    method: 'POST',
    url: '/channels/webhooks',
    headers: { authorization: `Bearer ${alice.session.access_token}` },
    payload: { url: `${receiver.url}/hook` },
  });
  expect(added.statusCode).toBe(201);
  const keys: string[] = [];
  for (let n = 0; n < ALERTS; n += 1) keys.push((await storeAlert(database.db, alice.user.id)).idempotencyKey);
  await setup.close();
  await database.close();

  apis.push(await startApiProcess({ ...env, CHANNELS: 'on' }));
  await eventually('the kill mid-delivery', () => kill.done);
  await kill.done;
  expect(receiver.received).toHaveLength(KILLED_DURING);

  // The next api on the same data directory picks up after the dead one's lease.
  apis.push(await startApiProcess({ ...env, CHANNELS: 'on' }));
  await eventually('every alert at the receiver', () => new Set(ids()).size === ALERTS);
  // Nothing more comes: the one repeat is all.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const received = ids();
  expect(new Set(received)).toEqual(new Set(keys));
  const repeated = received.filter((id, index) => received.indexOf(id) !== index);
  expect(repeated).toEqual([keys[KILLED_DURING - 1]]);
  expect(received).toHaveLength(ALERTS + 1);
});

const ids = () => receiver.received.map((request) => String(request.headers['webhook-id']));
