// Secrets at rest (issue 36), through the api: a webhook, a Discord and a Slack URL and a Telegram chat
// added over HTTP are stored sealed (no URL, signing secret or chat id in the rows, each opening with the
// configured key and bound to its row and column), still deduplicated, still delivered and signed; a
// restart with a new SECRETS_KEY (the old one in SECRETS_PREVIOUS_KEYS) re-seals every row under it; a
// restart without the key the rows are under reports them, by key id, and nothing else stops; rows stored
// in plaintext before are sealed on start.
import { sql, type SQL } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { buildApp, type App } from '../app';
import type { Database } from '../db/database';
import { createVault, secretsKey, type Vault } from '../secrets';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestDatabase, testConfig } from '../testing/test-app';
import { storeAlert } from './testing/alerts';
import { startFakeDiscord, startFakeSlack, type FakeChatService } from './testing/fake-chat-webhooks';
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './testing/fake-telegram';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

jest.setTimeout(120_000);

const KEY_A = Buffer.alloc(32, 0xa1).toString('base64url');
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64url');
const KEY_C = Buffer.alloc(32, 0xc3).toString('base64url');
const [A, B, C] = [KEY_A, KEY_B, KEY_C].map((key) => createVault(secretsKey(key)));
const TELEGRAM_SECRET = 'telegram-webhook-secret-0123456789';
const CHAT_ID = 987654321;

let mailbox: Mailbox;
let telegram: FakeTelegram;
let receiver: WebhookReceiver;
let discord: FakeChatService;
let slack: FakeChatService;
let database: Database;
let app: App | null = null;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  [telegram, receiver, discord, slack, database] = await Promise.all([
    startFakeTelegram(),
    startWebhookReceiver(),
    startFakeDiscord(),
    startFakeSlack(),
    createTestDatabase(),
  ]);
});
afterEach(async () => {
  await app?.close();
  app = null;
  await database.close();
  await Promise.all([telegram.close(), receiver.close(), discord.close(), slack.close()]);
});

/** The api (re)started on the same database with these keys; the one before is stopped first. */
async function restart(keys: { SECRETS_KEY?: string; SECRETS_PREVIOUS_KEYS?: string }): Promise<App> {
  await app?.close();
  app = await buildApp(
    testConfig({
      SMTP_URL: mailbox.smtpUrl,
      AUTH_JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      API_DOCS: 'off',
      CHANNELS_ALLOW_LOOPBACK: 'on',
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_URL: telegram.apiUrl,
      TELEGRAM_WEBHOOK_URL: 'https://api.whalewatch.example/channels/telegram/webhook',
      TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
      ...keys,
    }),
    { database },
  );
  // Ready: the startup pass has re-sealed what it could.
  await app.ready();
  return app;
}

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

type AddedChannels = { webhookId: string; secret: string };

/** A webhook, a Discord and a Slack URL over HTTP, and a Telegram chat through the bot's /start. */
async function addChannels(api: App, alice: SessionBody): Promise<AddedChannels> {
  const webhook = await api.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
  expect(webhook.statusCode).toBe(201);
  for (const [kind, url] of [
    ['discord', discord.webhookUrl],
    ['slack', slack.webhookUrl],
  ]) {
    expect((await api.inject({ method: 'POST', url: `/channels/${kind}`, headers: as(alice), payload: { url } })).statusCode).toBe(201);
  }
  await connectChat(api, alice);
  const { channel, secret } = webhook.json<{ channel: { id: string }; secret: string }>();
  return { webhookId: channel.id, secret };
}

/** "Connect Telegram": the deep link's code, sent by the chat as /start through the bot's webhook. */
async function connectChat(api: App, alice: SessionBody): Promise<void> {
  const link = await api.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(alice) });
  const code = new URL(link.json<{ url: string }>().url).searchParams.get('start');
  const update = await api.inject({
    method: 'POST',
    url: '/channels/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET },
    payload: {
      update_id: Date.now(),
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: CHAT_ID, type: 'private', username: 'alice_tg', first_name: 'Alice' },
        from: { id: CHAT_ID, is_bot: false, first_name: 'Alice' },
        text: `/start ${code}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    },
  });
  expect(update.statusCode).toBe(200);
}

type RawChannel = {
  id: string;
  kind: string;
  target: string;
  target_digest: string | null;
  secret: string | null;
  previous_secret: string | null;
  state: string;
};

/** What a raw query returns, as stored (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The rows as stored, read with SQL (not through the api's code). */
const rawChannels = () =>
  rowsOf<RawChannel>(sql`select id, kind, target, target_digest, secret, previous_secret, state from alert_channels order by kind`);

/** What each row's target opens to under `vault` (the context: its row and column). */
const openedTargets = (vault: Vault, rows: RawChannel[]) =>
  Object.fromEntries(rows.map((row) => [row.kind, vault.open(row.target, `alert_channels.target:${row.id}`)]));

/** One new alert, delivered by the api's outbox to every channel: what each received. */
async function deliverOneAlert(api: App, alice: SessionBody) {
  // Each service's pace (a second or two between messages) is not what is tested here.
  await database.db.execute(sql`update alert_channels set next_send_at = now() - interval '1 second'`);
  const before = { webhook: receiver.received.length, discord: discord.received.length, slack: slack.received.length };
  const sentBefore = telegram.sent.length;
  const alert = await storeAlert(database.db, alice.user.id);
  await api.channels.outbox.flush();
  return {
    alert,
    webhook: receiver.received.slice(before.webhook),
    discord: discord.received.length - before.discord,
    slack: slack.received.length - before.slack,
    telegram: telegram.sent.slice(sentBefore).filter((message) => message.text.includes('Big Whale sent')),
  };
}

/** The webhook request verifies with `secret` and carries `key` (the standardwebhooks package's verifier). */
function expectSigned(request: { body: string; headers: Record<string, unknown> }, secret: string, key: string) {
  const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { data: { id: string } };
  expect(payload.data.id).toBe(key);
}

async function expectDelivered(api: App, alice: SessionBody, secrets: string[]) {
  const delivered = await deliverOneAlert(api, alice);
  expect(delivered.webhook).toHaveLength(1);
  for (const secret of secrets) expectSigned(delivered.webhook[0], secret, delivered.alert.idempotencyKey);
  expect([delivered.discord, delivered.slack]).toEqual([1, 1]);
  expect(delivered.telegram.map((message) => message.chatId)).toEqual([String(CHAT_ID)]);
}

async function signedUpAlice(api: App): Promise<SessionBody> {
  const alice = await signUp(api, mailbox);
  await setPlan(api, alice.user.email, 'pro');
  return alice;
}

describe('secrets at rest', () => {
  it('stores no URL, signing secret or chat id in plaintext: each opens under the key, bound to its row and column, and deliveries still go out signed', async () => {
    const api = await restart({ SECRETS_KEY: KEY_A });
    const alice = await signedUpAlice(api);
    const { webhookId, secret } = await addChannels(api, alice);

    const rows = await rawChannels();
    const everything = JSON.stringify(rows);
    for (const plain of [receiver.url, discord.webhookUrl, slack.webhookUrl, secret, secret.slice('whsec_'.length), String(CHAT_ID)]) {
      expect(everything).not.toContain(plain);
    }
    // The link code keeps the chat's digest, not its id.
    const codes = await rowsOf<{ chat_id: string }>(sql`select chat_id from telegram_link_codes`);
    expect(codes).toEqual([{ chat_id: A.digest(String(CHAT_ID)) }]);

    for (const row of rows) {
      expect(row.target).toMatch(new RegExp(`^enc:v1:${A.keyId}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$`));
      expect(row.target_digest).toBe(A.digest(A.open(row.target, `alert_channels.target:${row.id}`)));
    }
    expect(openedTargets(A, rows)).toEqual({
      discord: discord.webhookUrl,
      slack: slack.webhookUrl,
      telegram: String(CHAT_ID),
      webhook: receiver.url,
    });
    const webhook = rows.find((row) => row.id === webhookId);
    expect(A.open(webhook?.secret ?? '', `alert_channels.secret:${webhookId}`)).toBe(secret);
    // Bound to its row and column: the same value does not open as another's, nor as another column.
    const discordRow = rows.find((row) => row.kind === 'discord');
    expect(() => A.open(webhook?.target ?? '', `alert_channels.target:${discordRow?.id}`)).toThrow(
      `sealed under key id ${A.keyId} but does not authenticate (altered, or moved from another row or column)`,
    );
    expect(() => A.open(webhook?.secret ?? '', `alert_channels.previous_secret:${webhookId}`)).toThrow('does not authenticate');
    expect(() => B.open(webhook?.secret ?? '', `alert_channels.secret:${webhookId}`)).toThrow(
      `sealed under key id ${A.keyId}, which neither SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds`,
    );

    // What users see has not changed: the webhook's URL, the chat's name, no secret.
    const listed = await api.inject({ method: 'GET', url: '/channels', headers: as(alice) });
    expect(listed.json<{ channels: { kind: string; url: string | null; name: string }[] }>().channels).toEqual([
      expect.objectContaining({ kind: 'webhook', url: receiver.url, name: new URL(receiver.url).host }),
      expect.objectContaining({ kind: 'discord', url: null }),
      expect.objectContaining({ kind: 'slack', url: null }),
      expect.objectContaining({ kind: 'telegram', url: null, name: '@alice_tg' }),
    ]);
    expect(listed.body).not.toContain(secret.slice('whsec_'.length));

    await expectDelivered(api, alice, [secret]);
  });

  it('still refuses the same URL twice, and the same chat connecting again keeps its one channel', async () => {
    const api = await restart({ SECRETS_KEY: KEY_A });
    const alice = await signedUpAlice(api);
    await addChannels(api, alice);
    for (const [kind, url] of [
      ['webhooks', receiver.url],
      ['discord', discord.webhookUrl],
      ['slack', slack.webhookUrl],
    ]) {
      const again = await api.inject({ method: 'POST', url: `/channels/${kind}`, headers: as(alice), payload: { url } });
      expect([kind, again.statusCode, again.json<{ code: string }>().code]).toEqual([kind, 409, 'already_connected']);
    }
    await connectChat(api, alice);
    expect((await rawChannels()).map((row) => row.kind)).toEqual(['discord', 'slack', 'telegram', 'webhook']);

    // After a rotation too: the rows now under B are found by the digest under B.
    const rotated = await restart({ SECRETS_KEY: KEY_B, SECRETS_PREVIOUS_KEYS: KEY_A });
    const again = await rotated.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
    expect(again.statusCode).toBe(409);
    // Another user may add the same URL: the digest is per user, as the plaintext index was.
    const bob = await signedUpAlice(rotated);
    const bobs = await rotated.inject({ method: 'POST', url: '/channels/webhooks', headers: as(bob), payload: { url: receiver.url } });
    expect(bobs.statusCode).toBe(201);
  });

  it('re-seals every row under a new key on restart, keeps delivering, and reports the channels whose key is gone by its id', async () => {
    const first = await restart({ SECRETS_KEY: KEY_A });
    const alice = await signedUpAlice(first);
    const { webhookId, secret: oldSecret } = await addChannels(first, alice);
    // A rotated signing secret: the previous one is sealed (in its own column) too.
    const rotation = await first.inject({ method: 'POST', url: `/channels/webhooks/${webhookId}/secret`, headers: as(alice) });
    const { secret } = rotation.json<{ secret: string }>();
    const underA = await rawChannels();

    // B is the key now, A still read: every row is sealed again under B, its digest recomputed.
    const second = await restart({ SECRETS_KEY: KEY_B, SECRETS_PREVIOUS_KEYS: KEY_A });
    const underB = await rawChannels();
    for (const row of underB) {
      const sealed = [row.target, row.secret, row.previous_secret].filter((value): value is string => value !== null);
      expect(sealed.map((value) => value.split(':').slice(0, 3).join(':'))).toEqual(sealed.map(() => `enc:v1:${B.keyId}`));
      expect(row.target_digest).toBe(B.digest(B.open(row.target, `alert_channels.target:${row.id}`)));
    }
    expect(underB.map((row) => row.target)).not.toEqual(underA.map((row) => row.target));
    expect(openedTargets(B, underB)).toEqual(openedTargets(A, underA));
    const webhook = underB.find((row) => row.id === webhookId);
    expect(B.open(webhook?.previous_secret ?? '', `alert_channels.previous_secret:${webhookId}`)).toBe(oldSecret);
    // Signed with both secrets while the old one is still valid.
    await expectDelivered(second, alice, [secret, oldSecret]);

    // A dropped: nothing is under it any more.
    const third = await restart({ SECRETS_KEY: KEY_B });
    expect(await rawChannels()).toEqual(underB);
    await expectDelivered(third, alice, [secret]);
    const healthy = await third.inject({ method: 'GET', url: '/health' });
    expect(healthy.json<{ reasons: string[] }>().reasons.filter((reason) => reason.includes('alert channel'))).toEqual([]);

    // C alone: the four channels cannot be opened. They are reported with the missing key id, left as they
    // are (not failed, not disabled), and the rest of the api works — a new channel included.
    const fourth = await restart({ SECRETS_KEY: KEY_C });
    const problem = `4 alert channels cannot be read: sealed under key id ${B.keyId}, which neither SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds; they send nothing until that key is configured again`;
    const health = await fourth.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json<{ status: string; reasons: string[] }>()).toMatchObject({
      status: 'degraded',
      reasons: expect.arrayContaining([problem]),
    });
    const delivered = await deliverOneAlert(fourth, alice);
    expect([delivered.webhook.length, delivered.discord, delivered.slack, delivered.telegram.length]).toEqual([0, 0, 0, 0]);
    const waiting = [delivered.alert.idempotencyKey];
    expect((await rawChannels()).map((row) => [row.kind, row.state])).toEqual(underB.map((row) => [row.kind, 'active']));
    const listed = await fourth.inject({ method: 'GET', url: '/channels', headers: as(alice) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ channels: { kind: string; url: string | null }[] }>().channels.map((channel) => channel.url)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const other = await startWebhookReceiver('/hooks/other');
    try {
      const added = await fourth.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: other.url } });
      expect(added.statusCode).toBe(201);
      const later = await storeAlert(database.db, alice.user.id);
      await fourth.channels.outbox.flush();
      expect(other.ids()).toEqual([later.idempotencyKey]);
      waiting.push(later.idempotencyKey);
    } finally {
      await other.close();
    }

    // B back (C stays the current key): the rows move to C and the alerts that waited go out.
    const fifth = await restart({ SECRETS_KEY: KEY_C, SECRETS_PREVIOUS_KEYS: KEY_B });
    expect((await rawChannels()).every((row) => row.target.startsWith(`enc:v1:${C.keyId}:`))).toBe(true);
    await database.db.execute(sql`update alert_channels set next_send_at = now() - interval '1 second'`);
    await fifth.channels.outbox.flush();
    expect(receiver.ids().slice(-2)).toEqual(waiting);
  });

  it('seals plaintext rows stored before sealing existed on start, and they keep working', async () => {
    const first = await restart({ SECRETS_KEY: KEY_A });
    const alice = await signedUpAlice(first);
    const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    // As the code before issue 36 stored a webhook: plaintext, no digest.
    await database.db.execute(
      sql`insert into alert_channels (user_id, kind, target, name, secret) values (${alice.user.id}, 'webhook', ${receiver.url}, 'legacy', ${secret})`,
    );
    await first.close();
    app = null;

    await restart({ SECRETS_KEY: KEY_A });
    const [row] = await rawChannels();
    expect(row.target).toMatch(new RegExp(`^enc:v1:${A.keyId}:`));
    expect(row.secret).toMatch(new RegExp(`^enc:v1:${A.keyId}:`));
    expect(row.target_digest).toBe(A.digest(receiver.url));
    expect(A.open(row.target, `alert_channels.target:${row.id}`)).toBe(receiver.url);
    expect(A.open(row.secret ?? '', `alert_channels.secret:${row.id}`)).toBe(secret);
    // Sealed once: a second start finds nothing to do.
    const api = await restart({ SECRETS_KEY: KEY_A });
    expect(await rawChannels()).toEqual([row]);

    const alert = await storeAlert(database.db, alice.user.id);
    await api.channels.outbox.flush();
    expect(receiver.received).toHaveLength(1);
    expectSigned(receiver.received[0], secret, alert.idempotencyKey);
    const again = await api.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a sealed secret copied to another row: that channel sends nothing and is reported, the other still delivers', async () => {
    const api = await restart({ SECRETS_KEY: KEY_A });
    const alice = await signedUpAlice(api);
    const first = await api.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
    const other = await startWebhookReceiver('/hooks/other');
    try {
      const second = await api.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: other.url } });
      const [firstId, secondId] = [first, second].map((response) => response.json<{ channel: { id: string } }>().channel.id);
      // Someone with write access to the database gives the second channel the first one's secret.
      await database.db.execute(
        sql`update alert_channels set secret = (select secret from alert_channels where id = ${firstId}) where id = ${secondId}`,
      );
      const alert = await storeAlert(database.db, alice.user.id);
      await api.channels.outbox.flush();
      expect(receiver.ids()).toEqual([alert.idempotencyKey]);
      expect(other.received).toEqual([]);
      const health = await api.inject({ method: 'GET', url: '/health' });
      expect(health.json<{ reasons: string[] }>().reasons).toContain(
        '1 alert channel cannot be read: their stored secrets do not authenticate (altered, or moved from another row); they send nothing',
      );
    } finally {
      await other.close();
    }
  });

  it('without SECRETS_KEY seals under a key kept in the database, which a configured key then takes over from', async () => {
    const first = await restart({});
    const alice = await signedUpAlice(first);
    await addChannels(first, alice);
    const kept = await rowsOf<{ value: string }>(sql`select value from instance_secrets where name = 'secrets_at_rest_key'`);
    expect(kept).toHaveLength(1);
    const stored = createVault(secretsKey(kept[0].value));
    expect((await rawChannels()).every((row) => row.target.startsWith(`enc:v1:${stored.keyId}:`))).toBe(true);

    const second = await restart({ SECRETS_KEY: KEY_A });
    expect((await rawChannels()).every((row) => row.target.startsWith(`enc:v1:${A.keyId}:`))).toBe(true);
    await expectDelivered(second, alice, []);
  });
});
