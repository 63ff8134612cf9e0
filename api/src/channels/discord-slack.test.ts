// Discord and Slack incoming webhooks against fake servers (accepted in place of discord.com and
// hooks.slack.com through DISCORD_WEBHOOK_HOSTS / SLACK_WEBHOOK_HOSTS): pasted URLs checked, alerts as a
// Discord embed and a Slack Block Kit message (through @slack/webhook) with a nickname's mentions and
// markdown escaped (formats/hostile-words.test.ts has the full tables), bursts as one digest, the services'
// rate limits honoured (Discord's retry_after and X-RateLimit-* headers, Slack's Retry-After), and a
// deleted webhook disabling its channel.
import { eq } from 'drizzle-orm';
import { alertChannels } from '../db/schema';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { buildTransports } from '.';
import { createChannelOutbox, type ChannelOutbox } from './outbox/outbox';
import { INVALID_DISCORD_URL, INVALID_SLACK_URL } from './targets';
import { storeAlert, WHALE } from './testing/alerts';
import { SLACK_WEBHOOK_PATH, startFakeDiscord, startFakeSlack, type FakeChatService } from './testing/fake-chat-webhooks';
import { DISCORD_WEBHOOK_GONE } from './transports/discord';
import { SLACK_WEBHOOK_GONE } from './transports/slack';

jest.setTimeout(90_000);

const SITE = 'http://127.0.0.1:3000';
let mailbox: Mailbox;
let discord: FakeChatService;
let slack: FakeChatService;
let t: TestApp;
let alice: SessionBody;
let clock: number;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  clock = Date.now();
  [discord, slack] = await Promise.all([startFakeDiscord({ now: () => clock }), startFakeSlack({ now: () => clock })]);
  // Production mode (no loopback): the fakes are let in by the operator's host lists only.
  env = {
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    API_DOCS: 'off',
    SMTP_URL: mailbox.smtpUrl,
    CHANNELS_ALLOW_LOOPBACK: 'off',
    DISCORD_WEBHOOK_HOSTS: `127.0.0.1:${discord.port}`,
    SLACK_WEBHOOK_HOSTS: `127.0.0.1:${slack.port}`,
  };
  t = await createTestApp(env);
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'pro');
});
afterEach(async () => {
  await t.close();
  await Promise.all([discord.close(), slack.close()]);
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

function outbox(): ChannelOutbox {
  return createChannelOutbox({
    db: t.database.db,
    transports: buildTransports(testConfig(env).channels, t.database.db),
    siteUrl: SITE,
    leaseMs: 60_000,
    log: { error: () => undefined, warn: () => undefined },
    now: () => new Date(clock),
    random: () => 0,
  });
}

async function add(kind: 'discord' | 'slack', url: string) {
  const response = await t.app.inject({ method: 'POST', url: `/channels/${kind}`, headers: as(alice), payload: { url } });
  clock = Date.now();
  return response;
}

describe('pasted URLs', () => {
  it.each([
    ['discord', 'https://discord.com/api/v10/channels/123/messages', INVALID_DISCORD_URL],
    ['discord', 'https://evil.example/api/webhooks/123/token', INVALID_DISCORD_URL],
    ['discord', 'http://discord.com/api/webhooks/123/token', INVALID_DISCORD_URL],
    ['discord', 'https://discord.com.evil.example/api/webhooks/123/token', INVALID_DISCORD_URL],
    ['slack', 'https://hooks.slack.com/services/T0001/B0002', INVALID_SLACK_URL],
    ['slack', 'https://hooks.slack.com.evil.example/services/T0001/B0002/abc', INVALID_SLACK_URL],
    ['slack', 'https://slack.com/api/chat.postMessage', INVALID_SLACK_URL],
    ['slack', 'not a url', INVALID_SLACK_URL],
  ] as const)('refuses a %s URL that is not its incoming webhook: %s', async (kind, url, message) => {
    const response = await add(kind, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('shows a pasted webhook without its token', async () => {
    const response = await add('discord', discord.webhookUrl);
    expect(response.statusCode).toBe(201);
    expect(response.json().channel).toMatchObject({
      kind: 'discord',
      name: `127.0.0.1:${discord.port}/api/webhooks/1234567890123456789/…`,
      url: null,
    });
    expect(response.body).not.toContain('AbCdEf_token-123');
  });
});

describe('Discord', () => {
  it('sends an alert as an embed linked to its page, mentions off', async () => {
    await add('discord', discord.webhookUrl);
    const alert = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await outbox().flush();
    expect(discord.messages()).toEqual([
      {
        username: 'Whalewatch',
        allowed_mentions: { parse: [] },
        embeds: [
          {
            title: 'Big Whale sent 1,250,000 USDC \\($1.25M\\) to Binance 14',
            url: `${SITE}/tx/${alert.txHash}`,
            description: [`Wallet: Big Whale \\(${WHALE}\\)`, 'Value: $1.25M', 'Not final yet: waiting for confirmations'].join('\n'),
            color: 0x1e88e5,
            timestamp: new Date(clock).toISOString(),
          },
        ],
      },
    ]);
  });

  it("rolls a burst into one digest, and waits out a 429's retry_after and an exhausted X-RateLimit bucket", async () => {
    await add('discord', discord.webhookUrl);
    const sender = outbox();
    const start = clock;
    discord.answerNext({
      status: 429,
      headers: { 'retry-after': '4' },
      body: JSON.stringify({ message: 'You are being rate limited.', retry_after: 3.5, global: false }),
    });
    for (let n = 0; n < 6; n += 1) await storeAlert(t.database.db, alice.user.id, { at: new Date(start) });
    await sender.flush();
    expect(discord.messages()).toHaveLength(0);
    clock = start + 3_400;
    await sender.flush();
    expect(discord.messages()).toHaveLength(0);
    clock = start + 3_500;
    await sender.flush();
    const [digest] = discord.messages() as { embeds: { title: string; description: string }[] }[];
    expect(digest.embeds[0].title).toBe('6 new alerts');
    expect(digest.embeds[0].description.split('\n')).toHaveLength(6);

    // The bucket says 0 left for 4 s: the next message waits for it, beyond Discord's 2 s pace.
    discord.answerNext({ status: 204, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '4.000' } });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    clock += 2_000;
    await sender.flush();
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    clock += 3_000;
    await sender.flush();
    expect(discord.messages()).toHaveLength(2);
    clock += 1_000;
    await sender.flush();
    expect(discord.messages()).toHaveLength(3);
  });

  it("escapes the markdown and mentions of a wallet's nickname in the embed's title, mentions off", async () => {
    await add('discord', discord.webhookUrl);
    await storeAlert(t.database.db, alice.user.id, {
      at: new Date(clock),
      nickname: '**@everyone** <@&123456789012345678> [claim](https://evil.example)',
    });
    await outbox().flush();
    expect(discord.messages()).toEqual([
      expect.objectContaining({
        allowed_mentions: { parse: [] },
        embeds: [
          expect.objectContaining({
            title:
              '\\*\\*@everyone\\*\\* \\<@&123456789012345678\\> \\[claim\\]\\(https://evil.example\\) sent 1,250,000 USDC \\($1.25M\\) to Binance 14',
          }),
        ],
      }),
    ]);
  });

  it('disables the channel when Discord says the webhook is gone', async () => {
    await add('discord', discord.webhookUrl);
    discord.answerNext({ status: 404, body: JSON.stringify({ message: 'Unknown Webhook', code: 10015 }) });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await outbox().flush();
    const [channel] = await t.database.db.select().from(alertChannels).where(eq(alertChannels.kind, 'discord'));
    expect(channel).toMatchObject({ state: 'disabled', disabledReason: DISCORD_WEBHOOK_GONE });
  });
});

describe('Slack', () => {
  it('sends an alert as a Block Kit message with a text fallback, through @slack/webhook', async () => {
    expect((await add('slack', slack.webhookUrl)).statusCode).toBe(201);
    const alert = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await outbox().flush();
    expect(slack.messages()).toEqual([
      {
        text: alert.message,
        unfurl_links: false,
        blocks: [
          {
            type: 'section',
            text: { type: 'mrkdwn', text: `*${alert.message}*  <${SITE}/tx/${alert.txHash}|View transaction>`, verbatim: true },
          },
          {
            type: 'context',
            elements: [
              {
                type: 'mrkdwn',
                text: `Wallet: Big Whale (${WHALE})\nValue: $1.25M\nNot final yet: waiting for confirmations`,
                verbatim: true,
              },
            ],
          },
        ],
      },
    ]);
    expect(slack.received[0].headers['user-agent']).toBe('Whalewatch-Alerts/1.0');
    expect(slack.received[0].path).toBe(SLACK_WEBHOOK_PATH);
  });

  it('escapes the mentions in a wallet nickname in the text fallback as in the blocks, as Slack documents', async () => {
    await add('slack', slack.webhookUrl);
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock), nickname: '<!channel> & <@U123>' });
    await outbox().flush();
    const [message] = slack.messages();
    expect(message.text).toBe('&lt;!channel&gt; &amp; &lt;@U123&gt; sent 1,250,000 USDC ($1.25M) to Binance 14');
    expect(JSON.stringify(message.blocks)).toContain('*&lt;!channel&gt; &amp; &lt;@U123&gt; sent 1,250,000 USDC ($1.25M) to Binance 14*');
  });

  it("waits out Slack's Retry-After, then sends what piled up as one digest", async () => {
    await add('slack', slack.webhookUrl);
    const sender = outbox();
    const start = clock;
    slack.answerNext({ status: 429, headers: { 'retry-after': '30', 'content-type': 'text/plain' }, body: 'rate_limited' });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(start) });
    await sender.flush();
    for (let n = 0; n < 4; n += 1) await storeAlert(t.database.db, alice.user.id, { at: new Date(start + 1_000 * (n + 1)) });
    clock = start + 29_000;
    await sender.flush();
    expect(slack.messages()).toHaveLength(0);
    clock = start + 30_000;
    await sender.flush();
    const [digest] = slack.messages() as { text: string; blocks: { type: string }[] }[];
    expect(digest.text).toBe('5 new alerts');
    expect(digest.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'section', 'section', 'section']);
  });

  it('disables the channel when Slack says the webhook was revoked', async () => {
    await add('slack', slack.webhookUrl);
    slack.answerNext({ status: 404, headers: { 'content-type': 'text/plain' }, body: 'no_service' });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await outbox().flush();
    const [channel] = await t.database.db.select().from(alertChannels).where(eq(alertChannels.kind, 'slack'));
    expect(channel).toMatchObject({ state: 'disabled', disabledReason: SLACK_WEBHOOK_GONE });
    const { attempts } = (await t.app.inject({ method: 'GET', url: `/channels/${channel.id}/deliveries`, headers: as(alice) })).json();
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'http-error', status: 404, excerpt: 'no_service' })]);
  });
});
