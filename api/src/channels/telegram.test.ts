// Telegram against a fake Bot API server (TELEGRAM_API_URL): "Connect Telegram" gives a t.me deep link
// with a one-time code; the bot (grammY, long polling) binds the chat on /start <code>, answers /stop,
// /mute and /unmute; alerts arrive as HTML messages with the alert's words, dollars, wallet and a link
// to /tx/:hash, as HTML the fake parses as Telegram does (hostile words shown as typed, a huge symbol cut
// within 4096 characters); bursts roll into digests; 429's retry_after is honoured; a blocked bot disables
// the channel.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alertChannels } from '../db/schema';
import { vaultOf } from '../secrets';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { buildTransports } from '.';
import { openTarget } from './at-rest';
import { telegramDigest, telegramMessage } from './formats/telegram-message';
import { alertOf } from './formats/channel-alert';
import { createChannelOutbox } from './outbox/outbox';
import { saveChannel } from './repo';
import { createLinkCode } from './telegram/link-codes';
import { CONNECTED, LINK_INVALID, NOT_CONNECTED, START_WITHOUT_CODE, STOPPED } from './telegram/replies';
import { storeAlert, WHALE } from './testing/alerts';
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, startFakeTelegram, type FakeTelegram } from './testing/fake-telegram';
import { TELEGRAM_CHAT_GONE } from './transports/telegram';

jest.setTimeout(90_000);

const SITE = 'http://127.0.0.1:3000';
const env = (telegram: FakeTelegram) => ({
  AUTH_JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  API_DOCS: 'off',
  TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
  TELEGRAM_API_URL: telegram.apiUrl,
});

/** The chat ids of the stored channels (sealed in the database: opened here). */
async function storedChats(db: Db): Promise<string[]> {
  const vault = await vaultOf(db);
  return (await db.select().from(alertChannels)).map((channel) => openTarget(vault, channel));
}

let mailbox: Mailbox;
let telegram: FakeTelegram;
let t: TestApp;
let alice: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('connecting a chat (the bot long-polling, the outbox running)', () => {
  beforeEach(async () => {
    telegram = await startFakeTelegram();
    t = await createTestApp({ ...env(telegram), SMTP_URL: mailbox.smtpUrl, CHANNELS: 'on', CHANNEL_POLL_MS: '100' });
    await t.app.ready();
    alice = await signUp(t.app, mailbox);
    await setPlan(t.app, alice.user.email, 'starter');
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  async function connect(chat = { id: 4242, username: 'alice_tg' }) {
    const link = await t.app.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(alice) });
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(new RegExp(`^https://t\\.me/${FAKE_BOT_USERNAME}\\?start=[A-Za-z0-9_-]{32}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const code = new URL(url).searchParams.get('start') ?? '';
    return { code, reply: await telegram.say(`/start ${code}`, chat) };
  }

  it('binds the chat on /start <code> from the deep link, and sends it each alert formatted with its words, dollars, wallet and link', async () => {
    const { reply } = await connect();
    expect(reply).toBe(CONNECTED);
    const { channels } = (await t.app.inject({ method: 'GET', url: '/channels', headers: as(alice) })).json<{
      channels: { kind: string; name: string; state: string }[];
    }>();
    expect(channels).toEqual([expect.objectContaining({ kind: 'telegram', name: '@alice_tg', state: 'connected' })]);

    const alert = await storeAlert(t.database.db, alice.user.id);
    const message = await eventually('the alert in Telegram', () => telegram.sent.find((sent) => sent.text.includes('Big Whale sent')));
    expect(message).toMatchObject({ chatId: '4242', parseMode: 'HTML' });
    expect(message.text).toBe(
      [
        '🐋 <b>Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14</b>',
        `Wallet: Big Whale (${WHALE})`,
        'Value: $1.25M',
        'Not final yet: waiting for confirmations',
        `<a href="${SITE}/tx/${alert.txHash}">View transaction</a>`,
      ].join('\n'),
    );
  });

  it('takes a code once: another chat presenting it, or an expired one, is refused; /start alone explains', async () => {
    const { code } = await connect();
    expect(await telegram.say(`/start ${code}`, { id: 5151, username: 'mallory' })).toBe(LINK_INVALID);
    // Telegram redelivering the same /start to the same chat is not an error.
    expect(await telegram.say(`/start ${code}`)).toBe(CONNECTED);
    const expired = await createLinkCode(t.database.db, alice.user.id, new Date(Date.now() - 16 * 60_000));
    expect(await telegram.say(`/start ${expired.code}`, { id: 6161, username: 'late' })).toBe(LINK_INVALID);
    expect(await telegram.say('/start', { id: 7171, username: 'curious' })).toBe(START_WITHOUT_CODE);
    expect(await storedChats(t.database.db)).toEqual(['4242']);
  });

  it("/mute <wallet> mutes it with the api's own mute, /unmute brings it back, /stop disconnects the chat", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/users/register',
      headers: as(alice),
      payload: {
        email: alice.user.email,
        checkInterval: 60_000,
        wallets: [
          {
            address: WHALE,
            nickname: 'Big Whale',
            monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 },
          },
        ],
      },
    });
    await connect();
    const mutedUntil = async () =>
      (await t.app.inject({ method: 'GET', url: '/users/settings', headers: as(alice) })).json<{
        wallets: { mutedUntil: string | null }[];
      }>().wallets[0].mutedUntil;

    expect(await telegram.say(`/mute ${WHALE} 24h`)).toBe('Muted alerts from Big Whale for 24 hours.');
    expect(Date.parse((await mutedUntil()) ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await telegram.say(`/unmute ${WHALE.toUpperCase().replace('0X', '0x')}`)).toBe('Alerts from Big Whale are back on.');
    expect(await mutedUntil()).toBeNull();
    expect(await telegram.say(`/mute ${WHALE}`)).toBe('Muted alerts from Big Whale until you /unmute it.');
    expect(await mutedUntil()).toBe('forever');
    expect(await telegram.say('/mute 0x1234')).toBe('Please enter a valid wallet address');
    expect(await telegram.say(`/mute 0x${'1'.repeat(40)}`)).toBe('This wallet is not on your tracked list');

    expect(await telegram.say('/stop')).toBe(STOPPED);
    expect(await t.database.db.select().from(alertChannels)).toEqual([]);
    expect(await telegram.say('/stop')).toBe(NOT_CONNECTED);
  });

  it('keeps the free plan out, in the plan wording with the pricing link, in the app and in the chat', async () => {
    const bob = await signUp(t.app, mailbox);
    const refused = await t.app.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(bob) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(
      /^Subscription limit reached: the Free plan sends alerts in the app and by email\..*see \/pricing\.$/,
    );
    // A code made while on Starter, used after the plan lapsed.
    const { code } = await createLinkCode(t.database.db, bob.user.id, new Date());
    expect(await telegram.say(`/start ${code}`, { id: 8181, username: 'bob' })).toContain(`see ${SITE}/pricing.`);
  });
});

describe('sending (on a fake clock)', () => {
  let clock: number;
  beforeEach(async () => {
    clock = Date.now();
    telegram = await startFakeTelegram({ now: () => clock, perChatGapMs: 1_000 });
    t = await createTestApp({ ...env(telegram), SMTP_URL: mailbox.smtpUrl });
    alice = await signUp(t.app, mailbox);
    await setPlan(t.app, alice.user.email, 'starter');
    clock = Date.now();
    await saveChannel(t.database.db, { userId: alice.user.id, kind: 'telegram', target: '4242', name: '@alice_tg' }, new Date(clock));
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  const outbox = () =>
    createChannelOutbox({
      db: t.database.db,
      transports: buildTransports(testConfig(env(telegram)).channels, t.database.db),
      siteUrl: SITE,
      leaseMs: 60_000,
      log: { error: () => undefined, warn: () => undefined },
      now: () => new Date(clock),
      random: () => 0,
    });

  it('rolls a burst into one digest per second, never dropping an alert', async () => {
    const sender = outbox();
    const first = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    const burst = [];
    for (let n = 0; n < 7; n += 1) burst.push(await storeAlert(t.database.db, alice.user.id, { at: new Date(clock + 100 + n) }));
    clock += 500;
    await sender.flush();
    expect(telegram.sent).toHaveLength(1);
    clock += 500;
    await sender.flush();
    expect(telegram.sent).toHaveLength(2);
    expect(telegram.sent[0].text).toContain(first.message);
    const digest = telegram.sent[1].text;
    expect(digest.split('\n')[0]).toBe('🐋 <b>7 new alerts</b>');
    for (const alert of burst) expect(digest).toContain(`${SITE}/tx/${alert.txHash}`);
  });

  it('sends a wallet nickname and a token symbol made of HTML as the words they are', async () => {
    const nickname = '<b>Whale</b> & <a href="https://evil.example">co</a>';
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock), nickname, symbol: '<tg-spoiler>USDC' });
    await outbox().flush();
    expect(telegram.sent.map((message) => message.shown.split('\n')[0])).toEqual([
      `🐋 ${nickname} sent 1,250,000 <tg-spoiler>USDC ($1.25M) to Binance 14`,
    ]);
  });

  it("delivers an alert about a token whose symbol is 5,000 '<' as HTML Telegram parses, within its 4096 characters", async () => {
    const alert = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock), symbol: '<'.repeat(5_000) });
    await outbox().flush();
    const [channel] = await t.database.db.select().from(alertChannels);
    expect(channel.failingSince).toBeNull();
    const [message] = telegram.sent;
    expect(message.shown).toMatch(
      /^🐋 Big Whale sent 1,250,000 <{200,}…\nWallet: Big Whale \(0x[0-9a-f]{40}\)\nValue: \$1\.25M\nNot final yet: waiting for confirmations\nView transaction$/,
    );
    expect(message.text).toContain(`<a href="${SITE}/tx/${alert.txHash}">View transaction</a>`);
  });

  it("waits as long as a 429's parameters.retry_after says, without counting it as the chat failing", async () => {
    const sender = outbox();
    telegram.failNext({ error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    const start = clock;
    await sender.flush();
    expect(telegram.sent).toHaveLength(0);
    const [channel] = await t.database.db.select().from(alertChannels);
    expect(channel.failingSince).toBeNull();
    expect(channel.nextSendAt.getTime()).toBe(start + 7_000);
    clock = start + 6_900;
    await sender.flush();
    expect(telegram.sent).toHaveLength(0);
    clock = start + 7_000;
    await sender.flush();
    expect(telegram.sent).toHaveLength(1);
  });

  it("shows Telegram's failures on /health until it answers again", async () => {
    const sender = createChannelOutbox({
      db: t.database.db,
      transports: buildTransports(testConfig(env(telegram)).channels, t.database.db),
      siteUrl: SITE,
      leaseMs: 60_000,
      log: { error: () => undefined, warn: () => undefined },
      services: t.app.services,
      now: () => new Date(clock),
      random: () => 0,
    });
    telegram.failNext({ error_code: 502, description: 'Bad Gateway' });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    const health = async () =>
      (await t.app.inject({ method: 'GET', url: '/health' })).json<{
        status: string;
        services: Record<string, { lastError: string }>;
        reasons: string[];
      }>();
    const failing = await health();
    expect(failing.services.telegram.lastError).toBe('http-error 502: 502 Bad Gateway');
    expect(failing.reasons).toContainEqual(expect.stringMatching(/^telegram: last call failed at .*: http-error 502: 502 Bad Gateway$/));
    clock += 60_000;
    await sender.flush();
    expect(telegram.sent).toHaveLength(1);
    expect((await health()).services.telegram).toBeUndefined();
  });

  it('disables the channel at once when the bot was blocked (403), and says why', async () => {
    const sender = outbox();
    telegram.failNext({ error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    const [channel] = await t.database.db.select().from(alertChannels).where(eq(alertChannels.kind, 'telegram'));
    expect(channel).toMatchObject({ state: 'disabled', disabledReason: TELEGRAM_CHAT_GONE });
    expect(channel.noticeDueAt).not.toBeNull();
  });
});

describe('webhook mode (TELEGRAM_WEBHOOK_URL)', () => {
  const SECRET = 'telegram-webhook-secret-0123456789';
  beforeEach(async () => {
    telegram = await startFakeTelegram();
    t = await createTestApp({
      ...env(telegram),
      SMTP_URL: mailbox.smtpUrl,
      CHANNELS: 'on',
      TELEGRAM_WEBHOOK_URL: 'https://api.whalewatch.example/channels/telegram/webhook',
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    });
    await t.app.ready();
    alice = await signUp(t.app, mailbox);
    await setPlan(t.app, alice.user.email, 'starter');
  });
  afterEach(async () => {
    await t.close();
    await telegram.close();
  });

  it('registers the webhook with its secret, takes updates only with that secret, and binds the chat on /start', async () => {
    expect(telegram.calls).toContain('setWebhook');
    expect(telegram.calls).not.toContain('getUpdates');
    const { code } = await createLinkCode(t.database.db, alice.user.id, new Date());
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: 9191, type: 'private', username: 'alice_tg', first_name: 'Alice' },
        from: { id: 9191, is_bot: false, first_name: 'Alice' },
        text: `/start ${code}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/channels/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': 'wrong' },
      payload: update,
    });
    expect(forged.statusCode).toBe(401);
    expect(await t.database.db.select().from(alertChannels)).toEqual([]);

    const delivered = await t.app.inject({
      method: 'POST',
      url: '/channels/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: update,
    });
    expect(delivered.statusCode).toBe(200);
    await eventually('the reply', () => telegram.sent.find((message) => message.chatId === '9191'));
    expect(telegram.sent.find((message) => message.chatId === '9191')?.text).toBe(CONNECTED);
    expect(await storedChats(t.database.db)).toEqual(['9191']);
  });
});

describe('the Telegram format', () => {
  const alert = (message: string) =>
    alertOf(
      {
        id: 'n',
        idempotencyKey: 'k',
        kind: 'transaction',
        userId: 'u',
        walletAddress: WHALE,
        walletNickname: '<b>Whale</b> & co',
        chainId: 1,
        direction: 'out',
        amount: '1',
        symbol: 'ETH',
        counterparty: null,
        message,
        lines: ['Sent 1 ETH', 'Received 2 <X>'],
        moves: [],
        valueUsd: null,
        venue: null,
        blockTime: null,
        seenAt: null,
        deliveredAt: null,
        txHash: '0xabc',
        logIndex: null,
        blockNumber: 1,
        blockHash: null,
        status: 'confirmed',
        eventSeq: 1,
        createdAt: new Date(0),
        readAt: null,
        emailedAt: null,
        emailLeaseUntil: null,
      },
      SITE,
    );

  it('escapes the HTML Telegram parses, so words can never turn into markup', () => {
    expect(telegramMessage(alert('<script>alert(1)</script> & more'))).toBe(
      [
        '🐋 <b>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</b>',
        'Sent 1 ETH',
        'Received 2 &lt;X&gt;',
        `Wallet: &lt;b&gt;Whale&lt;/b&gt; &amp; co (${WHALE})`,
        `<a href="${SITE}/tx/0xabc">View transaction</a>`,
      ].join('\n'),
    );
  });

  it('fits a digest in 4096 characters, carrying the rest to the next message', () => {
    const many = Array.from({ length: 80 }, (_, n) => alert(`Whale ${n} sent ${'9'.repeat(60)} ETH`));
    const { text, count } = telegramDigest(many);
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThan(80);
    expect(text.split('\n')[0]).toBe(`🐋 <b>${count} new alerts</b>`);
  });
});
