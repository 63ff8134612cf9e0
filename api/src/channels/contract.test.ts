// The channel routes answer what their contracts (@whalewatch/contracts channelsRoutes) say: each
// route's success answer, and each error code it declares, through the app as a client calls it.
import { ERRORS, errorMessage, ROUTES, type RouteKey } from '@whalewatch/contracts';
import { eq } from 'drizzle-orm';
import { alertChannels } from '../db/schema';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeAlert, WHALE } from './testing/alerts';
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from './testing/fake-telegram';
import { expectAnswer } from '../testing/contract-answer';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

jest.setTimeout(120_000);

const env = {
  AUTH_JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  API_DOCS: 'off',
  CHANNELS_ALLOW_LOOPBACK: 'on',
  CHANNEL_TIMEOUT_MS: '500',
};

let mailbox: Mailbox;
let receiver: WebhookReceiver;

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await mailbox.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the channel routes, each answer by its contract', () => {
  let t: TestApp;
  let alice: SessionBody;
  beforeAll(async () => {
    t = await createTestApp({ ...env, SMTP_URL: mailbox.smtpUrl });
    alice = await signUp(t.app, mailbox);
    await setPlan(t.app, alice.user.email, 'starter');
  });
  afterAll(() => t.close());

  const inject = (key: RouteKey, url: string, payload?: object, session = alice) =>
    t.app.inject({ method: ROUTES[key].method, url, headers: as(session), ...(payload ? { payload } : {}) });

  it('adds, lists, tests, logs, rotates, enables, chooses and removes channels', async () => {
    const webhook = await inject('POST /channels/webhooks', '/channels/webhooks', { url: receiver.url });
    expectAnswer('POST /channels/webhooks', webhook, 201);
    const { channel } = webhook.json<{ channel: { id: string } }>();
    const base = receiver.url.replace('/hooks/whalewatch', '');
    expectAnswer(
      'POST /channels/discord',
      await inject('POST /channels/discord', '/channels/discord', { url: `${base}/api/webhooks/123/token` }),
      201,
    );
    expectAnswer(
      'POST /channels/slack',
      await inject('POST /channels/slack', '/channels/slack', { url: `${base}/services/T0001/B0002/abc` }),
      201,
    );

    const test = await inject('POST /channels/:id/test', `/channels/${channel.id}/test`);
    expectAnswer('POST /channels/:id/test', test, 202);
    await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();
    const deliveries = await inject('GET /channels/:id/deliveries', `/channels/${channel.id}/deliveries`);
    expectAnswer('GET /channels/:id/deliveries', deliveries, 200);
    expect(deliveries.json().attempts.length).toBeGreaterThan(0);
    const listed = await inject('GET /channels', '/channels');
    expectAnswer('GET /channels', listed, 200);
    expect(listed.json().channels.find((one: { id: string }) => one.id === channel.id).lastDelivery).not.toBeNull();

    const rotated = await inject('POST /channels/webhooks/:id/secret', `/channels/webhooks/${channel.id}/secret`);
    expectAnswer('POST /channels/webhooks/:id/secret', rotated, 200);
    expectAnswer('GET /channels', await inject('GET /channels', '/channels'), 200);

    await t.database.db
      .update(alertChannels)
      .set({ state: 'disabled', disabledReason: 'gone', disabledAt: new Date() })
      .where(eq(alertChannels.id, channel.id));
    expectAnswer(
      'POST /channels/:id/test',
      await inject('POST /channels/:id/test', `/channels/${channel.id}/test`),
      409,
      'channel_disabled',
    );
    expectAnswer('GET /channels', await inject('GET /channels', '/channels'), 200);
    expectAnswer('POST /channels/:id/enable', await inject('POST /channels/:id/enable', `/channels/${channel.id}/enable`), 200);

    expect(
      (await t.app.inject({ method: 'POST', url: '/users/wallets', headers: as(alice), payload: { address: WHALE } })).statusCode,
    ).toBe(201);
    expectAnswer('GET /channels/wallets', await inject('GET /channels/wallets', '/channels/wallets'), 200);
    expectAnswer(
      'PUT /channels/wallets/:address',
      await inject('PUT /channels/wallets/:address', `/channels/wallets/${WHALE}`, { channels: [channel.id] }),
      200,
    );
    expectAnswer(
      'PUT /channels/wallets/:address',
      await inject('PUT /channels/wallets/:address', `/channels/wallets/${WHALE}`, { channels: [UNKNOWN_ID] }),
      400,
      'unknown_channels',
    );
    expectAnswer(
      'PUT /channels/wallets/:address',
      await inject('PUT /channels/wallets/:address', `/channels/wallets/0x${'12'.repeat(20)}`, { channels: [] }),
      404,
      'not_tracked',
    );

    expectAnswer('DELETE /channels/:id', await inject('DELETE /channels/:id', `/channels/${channel.id}`), 204);
    expect((await inject('DELETE /channels/:id', `/channels/${channel.id}`)).json()).toEqual({
      error: 'No such channel',
      code: 'channel_not_found',
    });
  });

  it.each([
    ['DELETE /channels/:id', `/channels/${UNKNOWN_ID}`],
    ['POST /channels/:id/enable', `/channels/${UNKNOWN_ID}/enable`],
    ['POST /channels/:id/test', `/channels/${UNKNOWN_ID}/test`],
    ['GET /channels/:id/deliveries', `/channels/${UNKNOWN_ID}/deliveries`],
    ['POST /channels/webhooks/:id/secret', `/channels/webhooks/${UNKNOWN_ID}/secret`],
  ] as const)('%s of a channel not the user’s: channel_not_found', async (key, url) => {
    const response = await inject(key, url);
    expectAnswer(key, response, 404, 'channel_not_found');
    expect(response.json().error).toBe(ERRORS.channel_not_found.text);
  });

  it('answers a second copy of a channel already_connected', async () => {
    const url = `${receiver.url}?copy=1`;
    expectAnswer('POST /channels/webhooks', await inject('POST /channels/webhooks', '/channels/webhooks', { url }), 201);
    const again = await inject('POST /channels/webhooks', '/channels/webhooks', { url });
    expectAnswer('POST /channels/webhooks', again, 409, 'already_connected');
    expect(again.json().error).toBe('This channel is already connected');
  });

  it.each([
    ['POST /channels/webhooks', 'https://', 'invalid_url', 'Please enter a valid URL'],
    ['POST /channels/discord', 'https://evil.example/api/webhooks/123/token', 'invalid_discord_url', errorMessage('invalid_discord_url')],
    ['POST /channels/slack', 'not a url', 'invalid_slack_url', errorMessage('invalid_slack_url')],
    ['POST /channels/webhooks', 'ftp://hooks.example/x', 'target_not_https', 'The URL must start with https://'],
    ['POST /channels/webhooks', 'http://8.8.8.8/hooks', 'target_http_not_loopback', errorMessage('target_http_not_loopback')],
    ['POST /channels/webhooks', 'https://user:pass@127.0.0.1/hooks', 'target_has_credentials', errorMessage('target_has_credentials')],
    [
      'POST /channels/webhooks',
      'https://whalewatch-test.invalid/hooks',
      'target_unresolvable',
      'whalewatch-test.invalid could not be found (DNS)',
    ],
    [
      'POST /channels/webhooks',
      'https://10.0.0.7/hooks',
      'target_private_address',
      errorMessage('target_private_address', '10.0.0.7', '10.0.0.7'),
    ],
  ] as const)('%s of %s: %s', async (key, url, code, text) => {
    const response = await inject(key, ROUTES[key].path, { url });
    expectAnswer(key, response, 400, code);
    expect(response.json().error).toBe(text);
  });

  it('answers the free plan subscription_limit on every change that needs channels, and telegram_not_set_up without a bot', async () => {
    const bob = await signUp(t.app, mailbox);
    const upgrade = errorMessage(
      'subscription_limit',
      'Free',
      'sends alerts in the app and by email. Webhooks, Telegram, Discord and Slack come with Starter and above: see /pricing',
    );
    for (const key of ['POST /channels/webhooks', 'POST /channels/discord', 'POST /channels/slack'] as const) {
      const response = await inject(key, ROUTES[key].path, { url: receiver.url }, bob);
      expectAnswer(key, response, 403, 'subscription_limit');
      expect(response.json().error).toBe(upgrade);
    }
    const listed = await inject('GET /channels', '/channels', undefined, bob);
    expectAnswer('GET /channels', listed, 200);
    expect(listed.json()).toMatchObject({ allowed: false, upgrade, limit: 0 });

    const link = await inject('POST /channels/telegram/link', '/channels/telegram/link');
    expectAnswer('POST /channels/telegram/link', link, 503, 'telegram_not_set_up');
    expect(link.json().error).toBe('Telegram alerts are not set up on this server');
  });

  it('answers enable and test subscription_limit once the plan has lapsed', async () => {
    const carol = await signUp(t.app, mailbox);
    await setPlan(t.app, carol.user.email, 'starter');
    const { channel } = (await inject('POST /channels/webhooks', '/channels/webhooks', { url: receiver.url }, carol)).json<{
      channel: { id: string };
    }>();
    await setPlan(t.app, carol.user.email, 'free');
    expectAnswer(
      'POST /channels/:id/test',
      await inject('POST /channels/:id/test', `/channels/${channel.id}/test`, undefined, carol),
      403,
      'subscription_limit',
    );
    expectAnswer(
      'POST /channels/:id/enable',
      await inject('POST /channels/:id/enable', `/channels/${channel.id}/enable`, undefined, carol),
      403,
      'subscription_limit',
    );
  });
});

describe('Connect Telegram, by its contract', () => {
  let telegram: FakeTelegram;
  afterEach(async () => {
    await telegram?.close();
  });

  it('answers a deep link, subscription_limit on the free plan, and telegram_unreachable while Telegram refuses the bot', async () => {
    telegram = await startFakeTelegram();
    const t = await createTestApp({
      ...env,
      SMTP_URL: mailbox.smtpUrl,
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_URL: telegram.apiUrl,
    });
    try {
      const alice = await signUp(t.app, mailbox);
      const free = await t.app.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(alice) });
      expectAnswer('POST /channels/telegram/link', free, 403, 'subscription_limit');
      await setPlan(t.app, alice.user.email, 'starter');
      const link = await t.app.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(alice) });
      expectAnswer('POST /channels/telegram/link', link, 200);
    } finally {
      await t.close();
    }

    // Telegram refusing the bot's getMe (a token it does not know) is Telegram not reachable for the link.
    const down = await createTestApp({
      ...env,
      SMTP_URL: mailbox.smtpUrl,
      TELEGRAM_BOT_TOKEN: '987654321:not-the-fake-bots-token',
      TELEGRAM_API_URL: telegram.apiUrl,
    });
    try {
      const bob = await signUp(down.app, mailbox);
      await setPlan(down.app, bob.user.email, 'starter');
      const refused = await down.app.inject({ method: 'POST', url: '/channels/telegram/link', headers: as(bob) });
      expectAnswer('POST /channels/telegram/link', refused, 503, 'telegram_unreachable');
      expect(refused.json().error).toBe('Telegram cannot be reached right now. Please try again in a minute.');
    } finally {
      await down.close();
    }
  });
});
