// The outbox on a fake clock, against a real webhook receiver: failed deliveries are retried with
// exponential backoff (10 s doubling, to an hour), a server's Retry-After is honoured, and a channel that
// has failed for 24 hours is disabled and its owner emailed; turned back on, it delivers again. In
// production mode every send checks the address again (DNS rebinding is refused at send time).
import { and, eq } from 'drizzle-orm';
import { alertChannels, channelDeliveries } from '../../db/schema';
import { createSmtpMailer } from '../../email/mailer';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../../testing/accounts';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { buildTransports } from '..';
import type { Lookup } from '../network/target-guard';
import { storeAlert } from '../testing/alerts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { GIVE_UP_AFTER_MS } from './backoff';
import { createDisableNotices, NOTIFICATION_SETTINGS_PATH } from './notices';
import { createChannelOutbox, type ChannelOutbox } from './outbox';
import { pruneOutbox } from './prune';

jest.setTimeout(120_000);

const SECOND = 1_000;
const ENV = {
  AUTH_JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  CHANNELS_ALLOW_LOOPBACK: 'on',
  CHANNEL_TIMEOUT_MS: '2000',
  API_DOCS: 'off',
};

let mailbox: Mailbox;
let t: TestApp;
let receiver: WebhookReceiver;
let alice: SessionBody;
let clock: number;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ ...ENV, SMTP_URL: mailbox.smtpUrl });
  receiver = await startWebhookReceiver();
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'starter');
  clock = Date.now();
});
afterEach(async () => {
  await receiver.close();
  await t.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

/** The outbox on the test clock, with no jitter (backoff exactly 10 s, 20 s, 40 s …). */
function outbox(lookup?: Lookup, env: NodeJS.ProcessEnv = ENV): ChannelOutbox {
  const config = testConfig({ ...env, SMTP_URL: mailbox.smtpUrl }).channels;
  return createChannelOutbox({
    db: t.database.db,
    transports: buildTransports(config, t.database.db, lookup),
    siteUrl: 'http://127.0.0.1:3000',
    leaseMs: config.leaseMs,
    log: { error: () => undefined, warn: () => undefined },
    now: () => new Date(clock),
    random: () => 0,
  });
}

async function addWebhook(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers: as(alice), payload: { url: receiver.url } });
  expect(response.statusCode).toBe(201);
  // The test clock starts when the channel exists (it may send from then on).
  clock = Date.now();
  return response.json<{ channel: { id: string } }>().channel.id;
}

const channelRow = async (id: string) => (await t.database.db.select().from(alertChannels).where(eq(alertChannels.id, id)))[0];

describe('retries', () => {
  it('retries a failing endpoint after 10 s, 20 s, 40 s — not before — and sends the same webhook-id each time', async () => {
    await addWebhook();
    const sender = outbox();
    receiver.answerNext({ status: 500 }, { status: 502 }, { status: 500 });
    const alert = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    const start = clock;

    const sendsAt = async (offsetMs: number) => {
      clock = start + offsetMs;
      await sender.flush();
      return receiver.received.length;
    };
    expect(await sendsAt(0)).toBe(1);
    expect(await sendsAt(9.9 * SECOND)).toBe(1);
    expect(await sendsAt(10 * SECOND)).toBe(2);
    expect(await sendsAt(29.9 * SECOND)).toBe(2);
    expect(await sendsAt(30 * SECOND)).toBe(3);
    expect(await sendsAt(69.9 * SECOND)).toBe(3);
    expect(await sendsAt(70 * SECOND)).toBe(4);
    expect(await sendsAt(10 * 60 * SECOND)).toBe(4);

    expect(receiver.ids()).toEqual([alert.idempotencyKey, alert.idempotencyKey, alert.idempotencyKey, alert.idempotencyKey]);
    const [delivery] = await t.database.db.select().from(channelDeliveries);
    expect(delivery).toMatchObject({ state: 'sent', attempts: 4, messageSize: 1 });
  });

  it("waits as long as the endpoint's Retry-After says (seconds or an HTTP date), longer than its backoff", async () => {
    await addWebhook();
    const sender = outbox();
    const start = clock;
    receiver.answerNext(
      { status: 503, headers: { 'retry-after': '120' } },
      { status: 429, headers: { 'retry-after': new Date(start + 300 * SECOND).toUTCString() } },
    );
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });

    await sender.flush();
    clock = start + 119 * SECOND;
    await sender.flush();
    expect(receiver.received).toHaveLength(1);
    clock = start + 120 * SECOND;
    await sender.flush();
    expect(receiver.received).toHaveLength(2);
    // The date is second-precise: allow for the milliseconds it drops.
    clock = start + 298 * SECOND;
    await sender.flush();
    expect(receiver.received).toHaveLength(2);
    clock = start + 301 * SECOND;
    await sender.flush();
    expect(receiver.received).toHaveLength(3);
  });

  it('disables a channel that has failed for 24 hours, emails its owner once, and delivers again once turned back on', async () => {
    const id = await addWebhook();
    const sender = outbox();
    const start = clock;
    const alert = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    // The receiver fails every time until the day is over.
    const failAll = () => receiver.answerNext(...Array.from({ length: 100 }, () => ({ status: 500, body: 'database is down' })));
    failAll();
    for (let round = 0; round < 100; round += 1) {
      await sender.flush();
      const channel = await channelRow(id);
      if (channel.state === 'disabled') break;
      clock = Math.max(clock, channel.nextSendAt.getTime());
    }
    const channel = await channelRow(id);
    expect(channel.state).toBe('disabled');
    expect(channel.disabledReason).toBe('No delivery succeeded for 24 hours (last: HTTP 500: database is down)');
    const elapsed = channel.disabledAt!.getTime() - start;
    expect(elapsed).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(elapsed).toBeLessThan(GIVE_UP_AFTER_MS + 60 * 60 * SECOND + 10 * SECOND);
    // 9 doublings from 10 s to 2560 s, then hourly: about 32 tries in the day, never a flood.
    expect(receiver.received.length).toBeGreaterThan(25);
    expect(receiver.received.length).toBeLessThan(40);
    const [delivery] = await t.database.db
      .select()
      .from(channelDeliveries)
      .where(eq(channelDeliveries.idempotencyKey, alert.idempotencyKey));
    expect(delivery.state).toBe('failed');

    const notices = createDisableNotices({
      db: t.database.db,
      mailer: createSmtpMailer({ smtpUrl: mailbox.smtpUrl, from: 'Whalewatch <no-reply@whalewatch.local>' }),
      siteUrl: 'http://127.0.0.1:3000',
      leaseMs: 60_000,
      now: () => new Date(clock),
    });
    expect(await notices.send()).toBe(1);
    expect(await notices.send()).toBe(0);
    const email = await mailbox.latestTo(alice.user.email, 2);
    expect(email.subject).toBe(`Whalewatch: alerts to your webhook channel ${new URL(receiver.url).host} are paused`);
    expect(email.text).toContain('No delivery succeeded for 24 hours (last: HTTP 500: database is down)');
    expect(email.text).toContain(`http://127.0.0.1:3000${NOTIFICATION_SETTINGS_PATH}`);

    // Disabled: a new alert is not queued for it, nothing is sent.
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    const before = receiver.received.length;
    clock += 2 * 60 * 60 * SECOND;
    await sender.flush();
    expect(receiver.received).toHaveLength(before);

    receiver.answerOk();
    receiver.received.length = 0;
    const testWhileOff = await t.app.inject({ method: 'POST', url: `/channels/${id}/test`, headers: as(alice) });
    expect(testWhileOff.statusCode).toBe(409);
    expect(testWhileOff.json().error).toBe('This channel is off: turn it back on to send a test');
    const enabled = await t.app.inject({ method: 'POST', url: `/channels/${id}/enable`, headers: as(alice) });
    expect(enabled.json().channel).toMatchObject({ state: 'connected', disabledReason: null, failingSince: null });
    const next = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    expect(receiver.ids()).toEqual([next.idempotencyKey]);
  });

  it("keeps one alert's failure from holding up the others (a 400 for one, 2xx for the rest)", async () => {
    await addWebhook();
    const sender = outbox();
    receiver.answerNext({ status: 400, body: 'bad payload' });
    const alerts = [];
    for (let n = 0; n < 3; n += 1) alerts.push(await storeAlert(t.database.db, alice.user.id, { at: new Date(clock + n) }));
    clock += 10;
    await sender.flush();
    expect(receiver.ids()).toEqual(alerts.map((alert) => alert.idempotencyKey));
    const states = await t.database.db
      .select({ key: channelDeliveries.idempotencyKey, state: channelDeliveries.state })
      .from(channelDeliveries);
    expect(states.filter((row) => row.state === 'pending').map((row) => row.key)).toEqual([alerts[0].idempotencyKey]);
  });
});

describe('pruning', () => {
  it('forgets deliveries done with after a week, never one still waiting', async () => {
    await addWebhook();
    const sender = outbox();
    const done = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    receiver.answerNext({ status: 500 });
    const waiting = await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();
    await pruneOutbox(t.database.db, new Date(clock + 6 * 24 * 3600_000));
    expect((await t.database.db.select().from(channelDeliveries)).map((row) => row.idempotencyKey).sort()).toEqual(
      [done.idempotencyKey, waiting.idempotencyKey].sort(),
    );
    await pruneOutbox(t.database.db, new Date(clock + 8 * 24 * 3600_000));
    expect((await t.database.db.select().from(channelDeliveries)).map((row) => [row.idempotencyKey, row.state])).toEqual([
      [waiting.idempotencyKey, 'pending'],
    ]);
  });
});

describe('production mode at send time', () => {
  it('refuses to send when the name now resolves to the metadata address (DNS rebinding after the URL was checked)', async () => {
    // Saved while it resolved to a public address; the attacker's DNS has changed its answer since.
    const [channel] = await t.database.db
      .insert(alertChannels)
      .values({
        userId: alice.user.id,
        kind: 'webhook',
        target: 'https://hooks.attacker.example/whalewatch',
        name: 'hooks.attacker.example',
        secret: 'whsec_' + Buffer.alloc(32, 1).toString('base64'),
      })
      .returning();
    clock = Date.now() + SECOND;
    const rebound: Lookup = async () => [{ address: '169.254.169.254', family: 4 }];
    const sender = outbox(rebound, { ...ENV, CHANNELS_ALLOW_LOOPBACK: 'off' });
    await storeAlert(t.database.db, alice.user.id, { at: new Date(clock) });
    await sender.flush();

    const log = (await t.app.inject({ method: 'GET', url: `/channels/${channel.id}/deliveries`, headers: as(alice) })).json<{
      attempts: { outcome: string; status: null; excerpt: string }[];
    }>();
    expect(log.attempts).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        status: null,
        excerpt:
          'hooks.attacker.example leads to a private or reserved address (169.254.169.254); alerts are sent to public addresses only',
      }),
    ]);
    const [delivery] = await t.database.db
      .select()
      .from(channelDeliveries)
      .where(and(eq(channelDeliveries.channelId, channel.id)));
    expect(delivery.state).toBe('pending');
  });

  it('refuses to add a webhook that leads to this computer or uses http', async () => {
    const production = await createTestApp({ ...ENV, SMTP_URL: mailbox.smtpUrl, CHANNELS_ALLOW_LOOPBACK: 'off' });
    try {
      const bob = await signUp(production.app, mailbox);
      await setPlan(production.app, bob.user.email, 'pro');
      const add = (url: string) => production.app.inject({ method: 'POST', url: '/channels/webhooks', headers: as(bob), payload: { url } });
      const localhost = await add('https://localhost:8443/hook');
      expect(localhost.statusCode).toBe(400);
      expect(localhost.json().error).toMatch(/^localhost leads to a private or reserved address/);
      expect((await add('https://169.254.169.254/latest/meta-data/')).json().error).toMatch(
        /private or reserved address \(169\.254\.169\.254\)/,
      );
      expect((await add('https://[::ffff:127.0.0.1]/')).json().error).toMatch(/private or reserved address/);
      expect((await add(receiver.url)).json().error).toBe('The URL must start with https://');
      expect((await add('not a url')).json().error).toBe('Please enter a valid URL');
    } finally {
      await production.close();
    }
  });
});
