// Alert emails by policy, against the real SMTP mailbox: never a flood, never a lost alert, and no mail
// sent while a database transaction is open.
import type { Mailer } from '../email/mailer';
import { createSmtpMailer } from '../email/mailer';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createEmailOutbox, EMAIL_LEASE_MS, EMAIL_RETRY_MS, INSTANT_EMAIL_GAP_MS, type EmailOutbox } from './email-outbox';
import { insertAndAnnounce } from './repo';

const WHALE = '0x28c6c06298d514db089934071355e5743bf21d60';
const OTHER_WHALE = '0x21a31ee1afc51d94c2efccaa2092ad1028285549';
const T0 = Date.parse('2026-11-24T09:00:00.000Z');
const MINUTE = 60_000;

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;
let clock: number;
let sequence = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  // MONITOR off: this suite's outboxes are the only senders.
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, MONITOR: 'off' });
  alice = await signUp(t.app, mailbox);
  clock = T0;
});
afterEach(() => t.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

function outbox(
  mailer: Mailer = createSmtpMailer({ smtpUrl: mailbox.smtpUrl, from: 'Whalewatch <no-reply@whalewatch.local>' }),
): EmailOutbox {
  return createEmailOutbox({
    db: t.database.db,
    mailer,
    siteUrl: 'http://127.0.0.1:3000',
    explorerUrl: '',
    log: { error: () => undefined },
    now: () => new Date(clock),
  });
}

/** An alert as the monitor stores it, created at the test clock's time. */
async function alert(wallet: string, n: number, userId = alice.user.id) {
  sequence += 1;
  const message = `Big Whale sent ${n} ETH to Binance 14`;
  await insertAndAnnounce(t.database.db, [
    {
      idempotencyKey: `email-policy:${sequence}`,
      userId,
      kind: 'transaction',
      walletAddress: wallet,
      walletNickname: wallet === WHALE ? 'Big Whale' : 'Other Whale',
      direction: 'out',
      amount: String(n),
      symbol: 'ETH',
      message,
      lines: [],
      moves: [],
      txHash: `0x${sequence.toString(16).padStart(64, '0')}`,
      status: 'pending',
      createdAt: new Date(clock),
    },
  ]);
  return message;
}

/** Alert emails only (email #1 to a new user is the sign-up code), once the mailbox has stored `count`. */
async function alertEmails(count = 0) {
  const stored = async () => (await mailbox.emailsTo(alice.user.email)).filter((email) => email.subject.startsWith('Whalewatch: '));
  for (let waited = 0; (await stored()).length < count && waited < 5_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return stored();
}
const setPolicy = (emailPolicy: string) =>
  t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(alice), payload: { emailPolicy } });

describe('alert emails', () => {
  it('sends a burst of 20 alerts in 2 minutes as at most 2 emails per wallet, with every alert in them', async () => {
    const emails = outbox();
    const messages: string[] = [];
    for (let n = 1; n <= 20; n += 1) {
      clock = T0 + n * 6_000; // one every 6 s: 2 minutes
      messages.push(await alert(WHALE, n));
      await emails.flush();
    }
    // Nothing more until 5 minutes after the first email.
    clock = T0 + 6_000 + INSTANT_EMAIL_GAP_MS - 1;
    expect(await emails.flush()).toBe(0);
    clock += 1;
    expect(await emails.flush()).toBe(1);
    expect(await emails.flush()).toBe(0);

    const sent = await alertEmails(2);
    expect(sent).toHaveLength(2);
    expect(sent.map((email) => email.subject)).toEqual([
      'Whalewatch: Big Whale sent 1 ETH to Binance 14',
      'Whalewatch: 19 new alerts from Big Whale',
    ]);
    const text = sent.map((email) => email.text).join('\n');
    for (const message of messages) expect(text).toContain(`${message}\n`);
    // Each alert links to its page in the product; the devnet has no public explorer to link to.
    expect(text).toContain('http://127.0.0.1:3000/tx/0x');
    expect(text).not.toContain('etherscan');
  }, 60_000);

  it('keeps each wallet to its own pace', async () => {
    const emails = outbox();
    await alert(WHALE, 1);
    await alert(OTHER_WHALE, 2);
    expect(await emails.flush()).toBe(2);
    clock += MINUTE;
    await alert(WHALE, 3);
    expect(await emails.flush()).toBe(0);
  }, 60_000);

  it('sends an hourly digest an hour after the first alert waiting, then at most once an hour', async () => {
    await setPolicy('hourly');
    const emails = outbox();
    await alert(WHALE, 1);
    clock += 10 * MINUTE;
    await alert(OTHER_WHALE, 2);
    clock = T0 + 60 * MINUTE - 1;
    expect(await emails.flush()).toBe(0);
    clock = T0 + 60 * MINUTE;
    expect(await emails.flush()).toBe(1);
    await alert(WHALE, 3);
    clock += 30 * MINUTE;
    expect(await emails.flush()).toBe(0);
    clock += 30 * MINUTE;
    expect(await emails.flush()).toBe(1);
    expect((await alertEmails(2)).map((email) => email.subject)).toEqual([
      'Whalewatch: 2 new alerts in your hourly digest',
      'Whalewatch: Big Whale sent 3 ETH to Binance 14',
    ]);
  }, 60_000);

  it("sends one user's alert at once however many alerts another user's daily digest holds back", async () => {
    const bob = await signUp(t.app, mailbox);
    await t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(bob), payload: { emailPolicy: 'daily' } });
    for (let n = 1; n <= 600; n += 1) await alert(WHALE, n, bob.user.id);
    const emails = outbox();
    expect(await emails.flush()).toBe(0);
    clock += MINUTE;
    await alert(OTHER_WHALE, 1);
    expect(await emails.flush()).toBe(1);
    expect((await alertEmails(1)).map((email) => email.subject)).toEqual(['Whalewatch: Big Whale sent 1 ETH to Binance 14']);
  }, 120_000);

  it('sends nothing to a user who turned email off, and nothing later either', async () => {
    await setPolicy('off');
    const emails = outbox();
    await alert(WHALE, 1);
    expect(await emails.flush()).toBe(0);
    await setPolicy('instant');
    clock += 10 * MINUTE;
    expect(await emails.flush()).toBe(0);
    expect(await alertEmails()).toEqual([]);
  }, 60_000);

  it('loses and repeats nothing when the sending process dies after claiming: another sends once the lease ends', async () => {
    // Process A claims the alert, then hangs in SMTP forever (as if killed before sending).
    const hung = outbox({ send: () => new Promise(() => undefined), close: () => undefined });
    await alert(WHALE, 1);
    void hung.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const other = outbox();
    expect(await other.flush()).toBe(0); // claimed by A
    // While A waits on the mail server, the database answers everyone else.
    const started = Date.now();
    expect((await t.app.inject({ method: 'GET', url: '/notifications', headers: as(alice) })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);

    clock += EMAIL_LEASE_MS + 1;
    expect(await other.flush()).toBe(1);
    expect(await other.flush()).toBe(0);
    expect(await alertEmails(1)).toHaveLength(1);
  }, 60_000);

  it("never holds up the monitor's loop: a kick returns at once while the mail server hangs", async () => {
    let release = () => undefined as void;
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    const emails = outbox({
      send: async () => {
        sends += 1;
        await hanging;
      },
      close: () => undefined,
    });
    await alert(WHALE, 1);
    const started = Date.now();
    emails.kick();
    emails.kick();
    expect(Date.now() - started).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sends).toBe(1);
    release();
  }, 60_000);

  it('keeps an alert whose email failed in the outbox, and sends it once the retry delay has passed', async () => {
    let failing = true;
    const real = createSmtpMailer({ smtpUrl: mailbox.smtpUrl, from: 'Whalewatch <no-reply@whalewatch.local>' });
    const emails = outbox({
      send: (email) => (failing ? Promise.reject(new Error('421 try again later')) : real.send(email)),
      close: () => real.close(),
    });
    await alert(WHALE, 1);
    expect(await emails.flush()).toBe(0);
    failing = false;
    // Not at every flush: after the retry delay.
    expect(await emails.flush()).toBe(0);
    clock += EMAIL_RETRY_MS + 1;
    expect(await emails.flush()).toBe(1);
    expect(await alertEmails(1)).toHaveLength(1);
  }, 60_000);
});
