// Issue 24's figures: a burst of 200 alerts in one minute to one user with a webhook, a Telegram chat,
// a Discord and a Slack webhook, each fake server enforcing its service's pace against the test clock
// (Telegram 1 message a second per chat, Discord 5 per 2 s, Slack 1 a second) and some failing now and
// then (every 25th webhook answered 503, two of Telegram's answers 429). The outbox runs every 100 ms
// of the clock. Printed per channel: messages, alerts sent alone, in digests, retried, lost (must be 0),
// and the longest wait from alert to delivery.
import { eq } from 'drizzle-orm';
import { alertChannels, channelDeliveries } from '../db/schema';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { buildTransports } from '.';
import { createChannelOutbox } from './outbox/outbox';
import { saveChannel } from './repo';
import { newSigningSecret } from './network/signing';
import { storeAlert } from './testing/alerts';
import { startFakeDiscord, startFakeSlack, type FakeChatService } from './testing/fake-chat-webhooks';
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './testing/fake-telegram';
import { recordingServer, type RecordingServer } from './testing/recording-server';

jest.setTimeout(600_000);

const ALERTS = 200;
const BURST_MS = 60_000;
const TICK_MS = 100;

let mailbox: Mailbox;
let t: TestApp;
let telegram: FakeTelegram;
let discord: FakeChatService;
let slack: FakeChatService;
let receiver: RecordingServer;
let clock: number;

beforeAll(async () => {
  clock = Date.now();
  mailbox = await startMailbox();
  let webhookRequests = 0;
  receiver = await recordingServer(() => {
    webhookRequests += 1;
    return webhookRequests % 25 === 0 ? { status: 503 } : { status: 204 };
  });
  [telegram, discord, slack] = await Promise.all([
    startFakeTelegram({ now: () => clock, perChatGapMs: 1_000 }),
    startFakeDiscord({ now: () => clock }),
    startFakeSlack({ now: () => clock }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([mailbox.close(), telegram.close(), discord.close(), slack.close(), receiver.close()]);
});

it('delivers a burst of 200 alerts in one minute on every channel, losing none', async () => {
  const env = {
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    API_DOCS: 'off',
    SMTP_URL: mailbox.smtpUrl,
    CHANNELS_ALLOW_LOOPBACK: 'on',
    TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
    TELEGRAM_API_URL: telegram.apiUrl,
  };
  t = await createTestApp(env);
  const alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'pro');
  clock = Date.now();
  const db = t.database.db;
  const start = new Date(clock);
  await saveChannel(
    db,
    { userId: alice.user.id, kind: 'webhook', target: `${receiver.url}/hook`, name: 'webhook', secret: newSigningSecret() },
    start,
  );
  await saveChannel(db, { userId: alice.user.id, kind: 'telegram', target: '4242', name: '@alice_tg' }, start);
  await saveChannel(db, { userId: alice.user.id, kind: 'discord', target: discord.webhookUrl, name: 'discord' }, start);
  await saveChannel(db, { userId: alice.user.id, kind: 'slack', target: slack.webhookUrl, name: 'slack' }, start);
  const outbox = createChannelOutbox({
    db,
    transports: buildTransports(testConfig(env).channels, db),
    siteUrl: 'http://127.0.0.1:3000',
    leaseMs: 60_000,
    log: { error: () => undefined, warn: () => undefined },
    now: () => new Date(clock),
  });

  // 200 alerts evenly over a minute (one every 300 ms), the outbox running every 100 ms of the clock.
  const began = clock;
  let stored = 0;
  while (clock - began < BURST_MS || stored < ALERTS) {
    while (stored < ALERTS && began + (stored * BURST_MS) / ALERTS <= clock) {
      await storeAlert(db, alice.user.id, { at: new Date(clock) });
      stored += 1;
      // Two of Telegram's answers are 429s mid-burst.
      if (stored === 50 || stored === 150)
        telegram.failNext({ error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } });
    }
    await outbox.flush();
    clock += TICK_MS;
  }
  // Then until nothing waits (at most 10 minutes of clock).
  for (let waited = 0; waited < 10 * 60_000; waited += TICK_MS) {
    const waiting = await db.select({ id: channelDeliveries.id }).from(channelDeliveries).where(eq(channelDeliveries.state, 'pending'));
    if (waiting.length === 0) break;
    await outbox.flush();
    clock += TICK_MS;
  }

  const channels = await db.select().from(alertChannels);
  const deliveries = await db.select().from(channelDeliveries);
  const messagesOf: Record<string, number> = {
    webhook: receiver.received.filter((_, index) => (index + 1) % 25 !== 0).length,
    telegram: telegram.sent.length,
    discord: discord.messages().length,
    slack: slack.messages().length,
  };
  const rows = channels.map((channel) => {
    const mine = deliveries.filter((delivery) => delivery.channelId === channel.id);
    const sent = mine.filter((delivery) => delivery.state === 'sent');
    return {
      channel: channel.kind,
      alerts: mine.length,
      messages: messagesOf[channel.kind],
      alone: sent.filter((delivery) => delivery.messageSize === 1).length,
      digested: sent.filter((delivery) => (delivery.messageSize ?? 0) > 1).length,
      retried: mine.filter((delivery) => delivery.attempts > 1).length,
      lost: mine.length - sent.length,
      longestWaitS: Math.max(...sent.map((delivery) => ((delivery.sentAt?.getTime() ?? 0) - delivery.createdAt.getTime()) / 1000)),
    };
  });
  console.log(`Burst of ${ALERTS} alerts in ${BURST_MS / 1000} s, per channel:\n${JSON.stringify(rows, null, 1)}`);

  for (const row of rows) {
    expect(row).toMatchObject({ alerts: ALERTS, lost: 0 });
    expect(row.alone + row.digested).toBe(ALERTS);
  }
  // Each chat service was kept to its pace: Telegram and Slack at most one a second, Discord one per 2 s.
  const byKind = Object.fromEntries(rows.map((row) => [row.channel, row]));
  expect(byKind.telegram.messages).toBeLessThanOrEqual(75);
  expect(byKind.slack.messages).toBeLessThanOrEqual(75);
  expect(byKind.discord.messages).toBeLessThanOrEqual(40);
  expect(byKind.webhook).toMatchObject({ alone: ALERTS, digested: 0 });
  expect(byKind.webhook.retried).toBeGreaterThan(0);
  expect(byKind.telegram.retried).toBeGreaterThan(0);
});
