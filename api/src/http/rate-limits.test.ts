// Floods are refused early and cheaply: a per-IP ceiling on every route, anonymous writes per route and
// IP, a signed-in user's writes per user (each 429 with Retry-After and {error}), and bodies past the
// limit 413 before they are read.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';
import { demoRequests } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fixedWindowCounter } from './request-ceiling';
import { TOO_MANY_REQUESTS } from './rate-limit';

let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
afterEach(() => t.close());

const start = async (env: NodeJS.ProcessEnv) => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ...env });
};
const demoRequest = (remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/demo-requests', payload: { name: 'Ada', email: 'ada@example.com' }, remoteAddress });
const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });

function expectTooManyRequests(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ error: TOO_MANY_REQUESTS });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('the per-IP ceiling on every route', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_PER_IP requests a minute, to that IP only', async () => {
    await start({ RATE_LIMIT_PER_IP: '3' });
    const get = (url: string, remoteAddress = '203.0.113.1') =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY } });
    for (const url of ['/news', '/no-such-route', '/notifications']) expect((await get(url)).statusCode).not.toBe(429);

    const fourth = await get('/news');
    // The Supabase-compatible and PostgREST-compatible routes answer in their own shapes, with `error` too.
    const auth = await get('/auth/v1/user');
    const watchlist = await get('/rest/v1/watchlist');

    expectTooManyRequests(fourth, 60);
    expect(fourth.json()).toEqual({ error: TOO_MANY_REQUESTS, code: 'over_request_rate_limit' });
    expectTooManyRequests(auth, 60);
    expectTooManyRequests(watchlist, 60);
    expect((await get('/news', '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts in fixed windows shared by all keys', () => {
    let now = 0;
    const count = fixedWindowCounter(60_000, () => now);
    expect(count('a')).toEqual({ hits: 1, windowEndsAt: 60_000 });
    now = 59_999;
    expect(count('a')).toEqual({ hits: 2, windowEndsAt: 60_000 });
    expect(count('b').hits).toBe(1);
    now = 60_000;
    expect(count('a')).toEqual({ hits: 1, windowEndsAt: 120_000 });
  });
});

describe('anonymous writes', () => {
  it('stores WRITE_RATE_LIMIT_PER_IP demo requests from one IP, then answers 429 with Retry-After and stores nothing', async () => {
    await start({ WRITE_RATE_LIMIT_PER_IP: '3' });
    for (let n = 1; n <= 3; n += 1) expect((await demoRequest()).statusCode).toBe(201);

    const fourth = await demoRequest();

    expectTooManyRequests(fourth, 15 * 60);
    expect(await t.database.db.$count(demoRequests)).toBe(3);
    expect((await demoRequest('198.51.100.7')).statusCode).toBe(201);
  });

  it('limits token refreshes per IP too', async () => {
    await start({ WRITE_RATE_LIMIT_PER_IP: '2' });
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=refresh_token',
        headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY },
        payload: { refresh_token: 'not-a-token' },
      });
    expect((await refresh()).statusCode).toBe(400);
    expect((await refresh()).statusCode).toBe(400);

    const third = await refresh();

    expectTooManyRequests(third, 15 * 60);
    expect(third.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });
});

describe("a signed-in user's writes", () => {
  it('answers 429 with Retry-After past WRITE_RATE_LIMIT_PER_USER writes, while reads and other users go on', async () => {
    await start({ WRITE_RATE_LIMIT_PER_USER: '3' });
    const alice = await signUp(t.app, mailbox);
    const bob = await signUp(t.app, mailbox);
    const save = (session: SessionBody) =>
      t.app.inject({ method: 'PUT', url: '/notifications/preferences', headers: as(session), payload: { emailPolicy: 'daily' } });
    for (let n = 1; n <= 3; n += 1) expect((await save(alice)).statusCode).toBe(200);

    const fourth = await save(alice);
    // Every write route counts, the watchlist's too.
    const watchlist = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/watchlist',
      headers: { ...as(alice), apikey: EMBEDDED_SUPABASE_ANON_KEY },
      payload: { user_id: alice.user.id, token_address: '0x6b175474e89094c44da98b954eedeac495271d0f' },
    });

    expectTooManyRequests(fourth, 15 * 60);
    expect(fourth.json()).toEqual({ error: TOO_MANY_REQUESTS, code: 'over_request_rate_limit' });
    expectTooManyRequests(watchlist, 15 * 60);
    expect((await t.app.inject({ method: 'GET', url: '/notifications/preferences', headers: as(alice) })).statusCode).toBe(200);
    expect((await save(bob)).statusCode).toBe(200);
    // Nobody spending the user's writes can keep them from changing the password or signing out.
    const supabase = { ...as(alice), apikey: EMBEDDED_SUPABASE_ANON_KEY };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: supabase, payload: { password: 'a brand new password' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: supabase })).statusCode).toBe(204);
  }, 30_000);
});

describe('body limits', () => {
  it('answers 413 with {error} to a body past BODY_LIMIT_BYTES (64 KiB by default), on any route', async () => {
    await start({});
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'ada@example.com' });
    const justOver = JSON.stringify({ name: 'x'.repeat(64 * 1024), email: 'ada@example.com' });

    for (const payload of [big, justOver]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/demo-requests',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: expect.stringMatching(/too large/i), code: 'request_failed' });
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(signIn.statusCode).toBe(413);
    expect(await t.database.db.$count(demoRequests)).toBe(0);
  });

  it("takes Paddle's webhooks up to 1 MiB (their size is Paddle's to choose)", async () => {
    await start({ PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_test_secret' });
    const payload = JSON.stringify({ event_id: 'evt_1', data: { padding: 'x'.repeat(200 * 1024) } });

    const response = await t.app.inject({
      method: 'POST',
      url: '/billing/paddle/webhook',
      headers: { 'content-type': 'application/json', 'paddle-signature': 'ts=1;h1=00' },
      payload,
    });

    // Read, and refused for its signature rather than its size.
    expect(response.statusCode).toBe(401);
  });

  it('refuses a 1 MiB body from its Content-Length, before a byte of it arrives', async () => {
    await start({});
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = net.connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        answer += chunk.toString();
        if (answer.includes('\r\n\r\n')) resolve();
      }),
    );
    socket.write(
      `POST /demo-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
    );
    const started = Date.now();

    await answered;
    socket.destroy();

    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
