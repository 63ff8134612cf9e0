// Webhooks to a user's own system, end to end through the api: added over HTTP (Starter and above),
// each alert POSTed as JSON signed by the Standard Webhooks spec and verified here with the
// `standardwebhooks` package's own verifier, de-duplicable by webhook-id (the alert's idempotency key),
// with a delivery log, "Send test", secret rotation, per-wallet choices, and bounded answers.
import { Webhook } from 'standardwebhooks';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { channelDeliveries, notifications } from '../db/schema';
import { upsertNotifications } from '../monitor/repo';
import { TEST_NOTIFICATION_MESSAGE } from '../notifications/describe';
import type { WebhookPayload } from './formats/webhook-payload';
import { EXCERPT_BYTES } from './network/post';
import { storeAlert, OTHER_WHALE, WHALE } from './testing/alerts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

jest.setTimeout(60_000);

let mailbox: Mailbox;
let t: TestApp;
let receiver: WebhookReceiver;
let alice: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  // The embedded default's rule: webhooks may lead to this computer (the receiver is on loopback).
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    CHANNELS_ALLOW_LOOPBACK: 'on',
    CHANNEL_TIMEOUT_MS: '500',
    API_DOCS: 'off',
  });
  receiver = await startWebhookReceiver();
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'starter');
});
afterEach(async () => {
  await receiver.close();
  await t.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

async function addWebhook(url = receiver.url, session = alice) {
  const response = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers: as(session), payload: { url } });
  expect(response.statusCode).toBe(201);
  return response.json<{ channel: { id: string; name: string; url: string; state: string }; secret: string }>();
}

const verified = (secret: string, index = 0) => {
  const request = receiver.received[index];
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as WebhookPayload;
};

describe('webhooks', () => {
  it('gives a whsec_ secret once and POSTs each alert signed, verified by the standardwebhooks package, with the alert key as webhook-id', async () => {
    const { channel, secret } = await addWebhook();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(channel).toMatchObject({ name: receiver.url.replace('http://', '').replace('/hooks/whalewatch', ''), state: 'connected' });
    const listed = await t.app.inject({ method: 'GET', url: '/channels', headers: as(alice) });
    expect(listed.body).not.toContain(secret.slice(6));

    const alert = await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();

    expect(receiver.ids()).toEqual([alert.idempotencyKey]);
    const payload = verified(secret);
    expect(payload).toMatchObject({
      type: 'alert.created',
      data: {
        id: alert.idempotencyKey,
        message: alert.message,
        wallet: { address: WHALE, nickname: 'Big Whale' },
        valueUsd: 1_250_000,
        txHash: alert.txHash,
        link: `http://127.0.0.1:3000/tx/${alert.txHash}`,
      },
    });
    expect(receiver.received[0].headers['content-type']).toBe('application/json');
    // A signature made with another secret does not verify.
    expect(() => verified('whsec_' + Buffer.alloc(32, 7).toString('base64'))).toThrow('No matching signature found');
  });

  it('sends each alert once: a second flush, or the same alert stored again, sends nothing more', async () => {
    await addWebhook();
    await storeAlert(t.database.db, alice.user.id);
    await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();
    await t.app.channels.outbox.flush();
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.ids()).size).toBe(2);
  });

  it("queues what the wallet monitor stores, once however often it stores it (a reorg's re-store included)", async () => {
    await addWebhook();
    const row = {
      idempotencyKey: `31337:0x${'ab'.repeat(32)}:${alice.user.id}:${WHALE}`,
      userId: alice.user.id,
      kind: 'transaction',
      walletAddress: WHALE,
      walletNickname: 'Big Whale',
      direction: 'out',
      amount: '1',
      symbol: 'ETH',
      message: 'Big Whale sent 1 ETH to Binance 14',
      lines: [],
      moves: [],
      txHash: `0x${'ab'.repeat(32)}`,
      blockNumber: 7,
      blockHash: `0x${'cd'.repeat(32)}`,
      status: 'pending',
    };
    await upsertNotifications(t.database.db, [row]);
    await t.database.db.update(notifications).set({ status: 'retracted' });
    await upsertNotifications(t.database.db, [row]);
    await t.app.channels.outbox.flush();
    expect(receiver.ids()).toEqual([row.idempotencyKey]);
  });

  it('logs each attempt (time, status, latency, a bounded excerpt) and "Send test" goes through the outbox', async () => {
    const { channel, secret } = await addWebhook();
    receiver.answerNext({ status: 500, body: 'x'.repeat(5 * 1024 * 1024) });
    const test = await t.app.inject({ method: 'POST', url: `/channels/${channel.id}/test`, headers: as(alice) });
    expect(test.statusCode).toBe(202);
    const { id } = test.json<{ id: string }>();
    expect(id).toMatch(/^test:/);
    await t.app.channels.outbox.flush();

    const log = await t.app.inject({ method: 'GET', url: `/channels/${channel.id}/deliveries`, headers: as(alice) });
    const [attempt] = log.json<{
      attempts: { at: string; alertId: string; outcome: string; status: number; latencyMs: number; excerpt: string }[];
    }>().attempts;
    expect(attempt).toMatchObject({ alertId: id, outcome: 'http-error', status: 500 });
    expect(attempt.excerpt).toBe('x'.repeat(EXCERPT_BYTES));
    expect(attempt.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(attempt.at)).not.toBeNaN();

    // The test is tried again (the channel's "Send test" works once the receiver is fixed).
    await t.app.inject({ method: 'POST', url: `/channels/${channel.id}/test`, headers: as(alice) });
    await t.app.channels.outbox.flush();
    const tests = receiver.received.filter((request) => String(request.headers['webhook-id']).startsWith('test:'));
    expect(tests.length).toBeGreaterThanOrEqual(2);
    expect(verified(secret, receiver.received.length - 1)).toMatchObject({
      type: 'alert.test',
      data: { message: TEST_NOTIFICATION_MESSAGE },
    });
  });

  it('follows no redirect, and gives up on an endpoint that does not answer at its deadline', async () => {
    const { channel } = await addWebhook();
    receiver.answerNext({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();
    expect(receiver.received).toHaveLength(1);

    receiver.answerNext({ status: 204, hang: true });
    await t.app.inject({ method: 'POST', url: `/channels/${channel.id}/test`, headers: as(alice) });
    const started = Date.now();
    await t.app.channels.outbox.flush();
    expect(Date.now() - started).toBeLessThan(3_000);

    const { attempts } = (await t.app.inject({ method: 'GET', url: `/channels/${channel.id}/deliveries`, headers: as(alice) })).json<{
      attempts: { outcome: string; status: number | null; excerpt: string }[];
    }>();
    expect(attempts.map((attempt) => attempt.outcome)).toEqual(['timeout', 'http-error']);
    expect(attempts[1]).toMatchObject({ status: 302, excerpt: expect.stringContaining('not followed') });
  });

  it('rotates the secret: the old one keeps signing beside the new one for 24 h', async () => {
    const { channel, secret: old } = await addWebhook();
    const rotated = await t.app.inject({ method: 'POST', url: `/channels/webhooks/${channel.id}/secret`, headers: as(alice) });
    const { secret, previousSecretValidUntil } = rotated.json<{ secret: string; previousSecretValidUntil: string }>();
    expect(secret).not.toBe(old);
    expect(Date.parse(previousSecretValidUntil) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();
    expect(verified(secret).type).toBe('alert.created');
    expect(verified(old).type).toBe('alert.created');
  });

  it("sends a wallet's alerts only to the channels chosen for it (every channel by default)", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/users/register',
      headers: as(alice),
      payload: {
        email: alice.user.email,
        checkInterval: 60_000,
        wallets: [WHALE, OTHER_WHALE].map((address) => ({
          address,
          monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 },
        })),
      },
    });
    const { channel } = await addWebhook();
    const second = await startWebhookReceiver('/second');
    try {
      const { channel: other } = await addWebhook(second.url);
      const before = (await t.app.inject({ method: 'GET', url: '/channels/wallets', headers: as(alice) })).json<{
        wallets: { address: string; channels: string[] }[];
      }>();
      expect(before.wallets.map((wallet) => wallet.channels)).toEqual([
        [channel.id, other.id],
        [channel.id, other.id],
      ]);

      const chose = await t.app.inject({
        method: 'PUT',
        url: `/channels/wallets/${OTHER_WHALE}`,
        headers: as(alice),
        payload: { channels: [other.id] },
      });
      expect(chose.json()).toEqual({ address: OTHER_WHALE, channels: [other.id] });
      await storeAlert(t.database.db, alice.user.id, { wallet: WHALE });
      await storeAlert(t.database.db, alice.user.id, { wallet: OTHER_WHALE });
      await t.app.channels.outbox.flush();

      expect(receiver.received.map((request) => JSON.parse(request.body).data.wallet.address)).toEqual([WHALE]);
      expect(second.received.map((request) => JSON.parse(request.body).data.wallet.address).sort()).toEqual([OTHER_WHALE, WHALE].sort());
    } finally {
      await second.close();
    }
  });

  it('keeps the free plan to in-app and email alerts, in the plan wording with a pointer to /pricing', async () => {
    const bob = await signUp(t.app, mailbox);
    const refused = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers: as(bob), payload: { url: receiver.url } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Subscription limit reached: the Free plan sends alerts in the app and by email. Webhooks, Telegram, Discord and Slack come with Starter and above: see /pricing.',
    );
    // The plan is the answer whatever the URL.
    const alsoBadUrl = await t.app.inject({ method: 'POST', url: '/channels/discord', headers: as(bob), payload: { url: 'not a url' } });
    expect(alsoBadUrl.json()).toEqual(refused.json());
    const listed = (await t.app.inject({ method: 'GET', url: '/channels', headers: as(bob) })).json();
    expect(listed).toMatchObject({ allowed: false, upgrade: refused.json().error, channels: [] });
  });

  it("stops delivering once the user's plan has lapsed: what waits is skipped, not sent", async () => {
    await addWebhook();
    await setPlan(t.app, alice.user.email, 'free');
    await storeAlert(t.database.db, alice.user.id);
    await t.app.channels.outbox.flush();
    expect(receiver.received).toHaveLength(0);
    expect(await t.database.db.select({ state: channelDeliveries.state }).from(channelDeliveries)).toEqual([{ state: 'skipped' }]);
  });

  it('refuses a duplicate, and answers 404 for a channel of another user', async () => {
    const { channel } = await addWebhook();
    const again = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
    expect(again.statusCode).toBe(409);
    const bob = await signUp(t.app, mailbox);
    await setPlan(t.app, bob.user.email, 'pro');
    for (const request of [
      { method: 'DELETE' as const, url: `/channels/${channel.id}` },
      { method: 'POST' as const, url: `/channels/${channel.id}/test` },
      { method: 'GET' as const, url: `/channels/${channel.id}/deliveries` },
    ]) {
      expect((await t.app.inject({ ...request, headers: as(bob) })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/channels/${channel.id}`, headers: as(alice) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/channels', headers: as(alice) })).json().channels).toEqual([]);
  });
});
