// Secrets at rest on a real PostgreSQL: the startup pass run by two api processes at once shares the rows
// (FOR UPDATE SKIP LOCKED, batch by batch) and seals each exactly once — a webhook added over HTTP under
// key A and 250 plaintext rows stored before sealing existed — and the webhook still delivers, signed,
// under the new key.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { buildApp, type App } from '../app';
import { createDatabase, type Database } from '../db/database';
import { createVault, secretsKey } from '../secrets';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { testConfig } from '../testing/test-app';
import { resealChannels } from './reseal';
import { storeAlert } from './testing/alerts';
import { UnreadableChannels } from './unreadable';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

jest.setTimeout(180_000);

const KEY_A = Buffer.alloc(32, 0xa1).toString('base64url');
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64url');
const LEGACY_ROWS = 250;
const quiet = { error: () => undefined };

let postgres: PostgresCluster;
let mailbox: Mailbox;
let receiver: WebhookReceiver;
const opened: Database[] = [];
const apps: App[] = [];

beforeAll(async () => {
  [postgres, mailbox, receiver] = await Promise.all([startPostgresCluster(), startMailbox(), startWebhookReceiver()]);
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of opened) await database.close();
  await Promise.all([receiver?.close(), mailbox?.close()]);
  await postgres?.stop();
});

it('two processes re-seal the rows together, each row once, and the channel delivers under the new key', async () => {
  const url = await postgres.createDatabase('secrets_at_rest');
  const open = async () => {
    const database = await createDatabase({ dataDir: '', databaseUrl: url }, quiet);
    opened.push(database);
    return database;
  };
  const [one, two] = [await open(), await open()];
  const env = {
    DATABASE_URL: url,
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    API_DOCS: 'off',
    CHANNELS_ALLOW_LOOPBACK: 'on',
  };

  const first = await buildApp(testConfig({ ...env, SECRETS_KEY: KEY_A }), { database: one });
  apps.push(first);
  const alice = await signUp(first, mailbox);
  await setPlan(first, alice.user.email, 'pro');
  const added = await first.inject({
    method: 'POST',
    url: '/channels/webhooks',
    headers: { authorization: `Bearer ${alice.session.access_token}` },
    payload: { url: receiver.url },
  });
  expect(added.statusCode).toBe(201);
  const { secret } = added.json<{ secret: string }>();
  for (let n = 0; n < LEGACY_ROWS; n += 1) {
    await one.db.execute(
      sql`insert into alert_channels (user_id, kind, target, name, secret) values (${randomUUID()}, 'webhook', ${`https://hooks.example/${n}`}, 'legacy', ${`whsec_legacy${n}`})`,
    );
  }

  const rotated = createVault(secretsKey(KEY_B), [secretsKey(KEY_A)]);
  const reports = await Promise.all([one, two].map((database) => resealChannels(database.db, rotated, new UnreadableChannels())));
  expect(reports[0].resealed + reports[1].resealed).toBe(LEGACY_ROWS + 1);

  const result: unknown = await one.db.execute(sql`select id, target, target_digest, secret from alert_channels`);
  const { rows } = result as { rows: { id: string; target: string; target_digest: string; secret: string }[] };
  expect(rows).toHaveLength(LEGACY_ROWS + 1);
  const current = `enc:v1:${rotated.keyId}:`;
  expect(rows.filter((row) => !row.target.startsWith(current) || !row.secret.startsWith(current))).toEqual([]);
  const legacy = rows.find((row) => rotated.open(row.target, `alert_channels.target:${row.id}`) === 'https://hooks.example/7');
  expect(legacy && rotated.open(legacy.secret, `alert_channels.secret:${legacy.id}`)).toBe('whsec_legacy7');
  expect(legacy?.target_digest).toBe(rotated.digest('https://hooks.example/7'));

  // The api started with B (A still read): nothing left to do, and the webhook signs with its secret.
  await first.close();
  apps.pop();
  const second = await buildApp(testConfig({ ...env, SECRETS_KEY: KEY_B, SECRETS_PREVIOUS_KEYS: KEY_A }), { database: one });
  apps.push(second);
  await second.ready();
  const alert = await storeAlert(one.db, alice.user.id);
  await second.channels.outbox.flush();
  expect(receiver.ids()).toEqual([alert.idempotencyKey]);
  const request = receiver.received[0];
  expect(new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).toMatchObject({
    data: { id: alert.idempotencyKey },
  });
});
