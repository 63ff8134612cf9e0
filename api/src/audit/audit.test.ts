// The account's audit log (issue 36): GET /account/audit-log lists the caller's own events of the last 90
// days, newest first; each security-relevant action emails the account through the outbox (a real mailbox
// here), the others are only recorded; a failed write never fails the action; and channels, the stealth
// list and Paddle's plan changes reach the log through their real routes.
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@whalewatch/contracts';
import { DEFAULT_SEED, devnetPrivateKey } from '@whalewatch/devnet';
import { eq, sql } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { signPayload } from '../billing/paddle-signature';
import { subscriptionEvent } from '../billing/testing/paddle-events';
import { startWebhookReceiver, type WebhookReceiver } from '../channels/testing/webhook-receiver';
import { auditEvents } from '../db';
import { signUp, signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { expectAnswer } from '../testing/contract-answer';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deviceOf } from './device';
import { NOT_YOU, NOT_YOU_DELETED, SECURITY_EMAIL_SUBJECTS } from './emails';
import { createAuditLog, type AuditRequest } from './service';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60_000;
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FROM_MAC: AuditRequest = { ip: '203.0.113.7', headers: { 'user-agent': CHROME_ON_MAC } };

const PADDLE_SECRET = 'pdl_ntfset_01test_whalewatch_audit';
const PRO_PRICE = 'pri_01pro';

let mailbox: Mailbox;
let receiver: WebhookReceiver;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    API_DOCS: 'off',
    CHANNELS_ALLOW_LOOPBACK: 'on',
    PADDLE_WEBHOOK_SECRET: PADDLE_SECRET,
    PADDLE_PRICE_PRO: PRO_PRICE,
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await mailbox?.close();
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}`, 'user-agent': FIREFOX_ON_WINDOWS });

async function auditLogOf(session: SessionBody): Promise<AuditEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: '/account/audit-log', headers: as(session) });
  expectAnswer('GET /account/audit-log', response, 200);
  return response.json<{ entries: AuditEntry[] }>().entries;
}

/**
 * A new account (on `plan`), and its events since: what sign-up itself recorded (the auth feature's own
 * events) is left out.
 */
async function newAccount(plan?: string) {
  const session = plan ? await signUpOn(t.app, mailbox, plan) : await signUp(t.app, mailbox);
  const signUpEvents = new Set((await auditLogOf(session)).map((entry) => entry.id));
  const eventsSince = async () => (await auditLogOf(session)).filter((entry) => !signUpEvents.has(entry.id));
  return { session, userId: session.user.id, email: session.user.email, eventsSince, signUpEvents: signUpEvents.size };
}

/** An audit log on the app's database whose clock the test sets. */
function clockedAuditLog(at: () => Date) {
  return createAuditLog({ db: t.database.db, mailer: { send: async () => {}, close: () => {} }, log: t.app.log, now: at });
}

describe('GET /account/audit-log', () => {
  it('lists what happened to the account, newest first, with its IP address and device', async () => {
    const user = await newAccount();
    let clock = new Date(Date.now() - 3 * 60_000);
    const audit = clockedAuditLog(() => clock);
    await audit.record({ userId: user.userId, action: 'sign_in', request: FROM_MAC });
    clock = new Date(clock.getTime() + 60_000);
    const channel = { kind: 'slack', name: 'hooks.slack.com' };
    await audit.record({ userId: user.userId, action: 'channel_added', request: FROM_MAC, details: channel });
    clock = new Date(clock.getTime() + 60_000);
    await audit.record({ userId: user.userId, action: 'plan_changed', details: { from: 'free', to: 'pro' } });

    const entries = await user.eventsSince();

    expect(entries.map((entry) => entry.action)).toEqual(['plan_changed', 'channel_added', 'sign_in']);
    expect(entries[1]).toEqual({
      id: expect.any(String),
      action: 'channel_added',
      at: new Date(clock.getTime() - 60_000).toISOString(),
      ip: '203.0.113.7',
      device: 'Chrome on macOS',
      details: channel,
    });
    expect(entries[0]).toMatchObject({ ip: null, device: null, details: { from: 'free', to: 'pro' } });
  });

  it('leaves out what is older than 90 days, and the periodic prune deletes it', async () => {
    const user = await newAccount();
    await clockedAuditLog(() => new Date(Date.now() - 91 * DAY_MS)).record({ userId: user.userId, action: 'stealth_added' });
    await clockedAuditLog(() => new Date(Date.now() - 89 * DAY_MS)).record({ userId: user.userId, action: 'stealth_removed' });

    expect((await user.eventsSince()).map((entry) => entry.action)).toEqual(['stealth_removed']);

    await t.app.audit.prune();
    const kept = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.userId, user.userId));
    expect(kept).toContainEqual({ action: 'stealth_removed' });
    expect(kept).not.toContainEqual({ action: 'stealth_added' });
  });

  it("never lists another user's events", async () => {
    const alice = await newAccount();
    const bob = await newAccount();
    await t.app.audit.record({ userId: alice.userId, action: 'sign_out', request: FROM_MAC });

    expect(await bob.eventsSince()).toEqual([]);
    expect((await alice.eventsSince()).map((entry) => entry.action)).toEqual(['sign_out']);
  });

  it('lists at most the newest 200', async () => {
    const user = await newAccount();
    const start = Date.now() - DAY_MS;
    await t.database.db
      .insert(auditEvents)
      .values(
        Array.from({ length: 205 }, (_, index) => ({ userId: user.userId, action: 'sign_in', createdAt: new Date(start + index * 1000) })),
      );

    const entries = await auditLogOf(user.session);

    expect(entries).toHaveLength(200);
    // After what sign-up recorded (newer), the newest of these.
    expect(entries[user.signUpEvents].at).toBe(new Date(start + 204 * 1000).toISOString());
  });

  it('refuses a caller without a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/account/audit-log' });
    expectAnswer('GET /account/audit-log', response, 401, 'no_authorization');
  });
});

describe('security emails', () => {
  const securityActions = Object.keys(SECURITY_EMAIL_SUBJECTS) as AuditAction[];

  it('emails the account once for each security-relevant action, saying when, from where and on what', async () => {
    const user = await newAccount();
    const before = (await mailbox.emailsTo(user.email)).length;

    for (const [index, action] of securityActions.entries()) {
      await t.app.audit.record({ userId: user.userId, action, request: FROM_MAC });
      await t.app.audit.idle();
      const email = await mailbox.latestTo(user.email, before + index + 1);
      expect(email.subject).toBe(SECURITY_EMAIL_SUBJECTS[action]);
      expect(email.text).toContain('IP address: 203.0.113.7');
      expect(email.text).toContain('Device: Chrome on macOS');
      expect(email.text).toMatch(/When: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(email.text).toContain(action === 'account_deleted' ? NOT_YOU_DELETED : NOT_YOU);
    }

    // Nothing more is due, and nothing went twice.
    expect(await t.app.audit.sendDueEmails()).toBe(0);
    const sent = (await mailbox.emailsTo(user.email)).slice(before).map((email) => email.subject);
    expect(sent).toEqual(securityActions.map((action) => SECURITY_EMAIL_SUBJECTS[action]));
  });

  it('says "A new two-factor method was added to your account" when a factor is enrolled', () => {
    expect(SECURITY_EMAIL_SUBJECTS.factor_enrolled).toBe('A new two-factor method was added to your account');
  });

  it('queues no email for the other actions', async () => {
    const user = await newAccount();
    const others = AUDIT_ACTIONS.filter((action) => !securityActions.includes(action));
    expect(others).toHaveLength(10);

    for (const action of others) await t.app.audit.record({ userId: user.userId, action, request: FROM_MAC });
    await t.app.audit.idle();

    const rows = await t.database.db
      .select({ emailTo: auditEvents.emailTo, emailDueAt: auditEvents.emailDueAt })
      .from(auditEvents)
      .where(eq(auditEvents.userId, user.userId));
    expect(rows.length).toBeGreaterThanOrEqual(others.length);
    expect(rows.filter((row) => row.emailTo !== null || row.emailDueAt !== null)).toEqual([]);
    expect(await t.app.audit.sendDueEmails()).toBe(0);
  });

  it('queues none for an account without an email address (signed in with a wallet)', async () => {
    const walletOnly = '00000000-0000-4000-8000-00000000a11e';
    await t.app.audit.record({ userId: walletOnly, action: 'wallet_linked', request: FROM_MAC });

    const [row] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, walletOnly));
    expect(row).toMatchObject({ action: 'wallet_linked', emailTo: null, emailDueAt: null });
  });
});

describe('recording', () => {
  it('never fails the action: a write that fails is logged, and the channel is still added', async () => {
    const user = await newAccount('starter');
    const headers = as(user.session);
    const logged = jest.spyOn(t.app.log, 'error');
    await t.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      const added = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers, payload: { url: receiver.url } });
      expect(added.statusCode).toBe(201);
    } finally {
      await t.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ action: 'channel_added' }), 'audit event not recorded');
    logged.mockRestore();

    const channels = await t.app.inject({ method: 'GET', url: '/channels', headers });
    expect(channels.json().channels).toHaveLength(1);
    expect(await user.eventsSince()).toEqual([]);
  });
});

describe('what the features record', () => {
  it('records a channel added, its secret rotated and its removal, from the browser that did it', async () => {
    const user = await newAccount('starter');
    const headers = as(user.session);
    const added = await t.app.inject({ method: 'POST', url: '/channels/webhooks', headers, payload: { url: receiver.url } });
    expect(added.statusCode).toBe(201);
    const { channel } = added.json<{ channel: { id: string; name: string } }>();
    expect((await t.app.inject({ method: 'POST', url: `/channels/webhooks/${channel.id}/secret`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/channels/${channel.id}`, headers })).statusCode).toBe(204);

    const details = { channelId: channel.id, kind: 'webhook', name: channel.name };
    expect(await user.eventsSince()).toMatchObject([
      { action: 'channel_removed', details, ip: '127.0.0.1', device: 'Firefox on Windows' },
      { action: 'webhook_secret_rotated', details: { channelId: channel.id } },
      { action: 'channel_added', details, ip: '127.0.0.1', device: 'Firefox on Windows' },
    ]);
  });

  it('records a wallet added to the stealth list and removed from it', async () => {
    const user = await newAccount('privacy-shield');
    const headers = as(user.session);
    const whale = privateKeyToAccount(devnetPrivateKey(DEFAULT_SEED, 'whale', 23));
    const challenge = await t.app.inject({ method: 'POST', url: '/stealth/challenge', headers, payload: { walletAddress: whale.address } });
    const signature = await whale.signMessage({ message: challenge.json<{ message: string }>().message });
    const listed = await t.app.inject({ method: 'POST', url: '/stealth', headers, payload: { walletAddress: whale.address, signature } });
    expect(listed.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/stealth/${whale.address}`, headers })).statusCode).toBe(204);

    const walletAddress = whale.address.toLowerCase();
    expect(await user.eventsSince()).toMatchObject([
      { action: 'stealth_removed', details: { walletAddress }, device: 'Firefox on Windows' },
      { action: 'stealth_added', details: { walletAddress }, device: 'Firefox on Windows' },
    ]);
  });

  it("records a plan changed by a signed Paddle webhook, once, with no IP address or device (the request was Paddle's)", async () => {
    const user = await newAccount();
    const event = subscriptionEvent('subscription.created', new Date(), {
      id: 'sub_01audit',
      customerId: 'ctm_01audit',
      priceId: PRO_PRICE,
      userId: user.userId,
    });
    const raw = JSON.stringify(event);
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/billing/paddle/webhook',
        headers: { 'content-type': 'application/json', 'paddle-signature': signPayload(raw, PADDLE_SECRET) },
        payload: raw,
      });

    expect((await deliver()).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver()).json()).toEqual({ received: true, outcome: 'duplicate' });

    expect(await user.eventsSince()).toEqual([
      {
        id: expect.any(String),
        action: 'plan_changed',
        at: expect.any(String),
        ip: null,
        device: null,
        details: { from: 'free', to: 'pro' },
      },
    ]);
  });
});

describe('deviceOf', () => {
  it.each([
    [CHROME_ON_MAC, 'Chrome on macOS'],
    [FIREFOX_ON_WINDOWS, 'Firefox on Windows'],
    [SAFARI_ON_IPHONE, 'Safari on iOS'],
    ['curl/8.4.0', null],
    [undefined, null],
  ])('names %s as %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
