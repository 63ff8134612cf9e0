// Hostile and malformed input on every route answers a 4xx with {error} (or the route's own success),
// never a 5xx: malformed JSON, NUL characters, huge strings, wrong types, unknown filters, odd paths.
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from '../channels/testing/fake-telegram';
import { PASSWORD, signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

let mailbox: Mailbox;
let telegram: FakeTelegram;
let t: TestApp;
let user: SessionBody;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  telegram = await startFakeTelegram();
  // Rate limits out of the way: the sweep signs in again for every route. Billing and Telegram configured
  // (webhook secret, Paddle's API, a bot on a fake Bot API): unconfigured, their routes answer 503 by design.
  // The user has no Paddle customer, so Paddle's API (a closed port) is never called.
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_test_secret',
    PADDLE_API_KEY: 'pdl_sdbx_apikey_01test',
    PADDLE_API_URL: 'http://127.0.0.1:9',
    TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
    TELEGRAM_API_URL: telegram.apiUrl,
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    WRITE_RATE_LIMIT_PER_IP: '100000',
    WRITE_RATE_LIMIT_PER_USER: '100000',
  });
  user = await signUp(t.app, mailbox);
  // Fastify's route tree: each line a path segment under the one indented above it, with its methods.
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = url;
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await mailbox.close();
  await telegram.close();
});

const HUGE = 'x'.repeat(200_000);
const PATH_VALUES = ['%00', 'not-an-address', `0x${'g'.repeat(40)}`, HUGE.slice(0, 4_000), '..%2F..%2Fetc', '0x' + 'a'.repeat(64)];
const BODIES: (string | object)[] = [
  '{"unterminated":',
  'null',
  '[]',
  '42',
  '"text"',
  { a: '\u0000' },
  {
    email: HUGE,
    password: HUGE,
    walletAddress: HUGE,
    wallets: HUGE,
    settings: HUGE,
    ids: HUGE,
    emailPolicy: HUGE,
    duration: HUGE,
    address: HUGE,
  },
  { wallets: [{}], checkInterval: 'soon', email: 1 },
];
const QUERIES = [
  '?limit=-1',
  '?limit=abc',
  `?cursor=${HUGE.slice(0, 8_000)}`,
  '?token=%00',
  '?select=*,balance',
  '?created_at=eq.never',
  '?user_id=in.(1,2)',
  '?access_token=forged',
  '?last_event_id=99999999999999999999',
];

const withParams = (url: string, value: string) => url.replace(/:\w+/g, value);

async function freshToken(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email: user.user.email, password: PASSWORD } });
  return response.json<SessionBody>().session.access_token;
}

describe('bad input on every route', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'PUT', url: '/users/wallets/:address/mute' },
        { method: 'POST', url: '/notifications/read' },
      ]),
    );
  });

  it.each(['signed in', 'signed out'])(
    'never answers 5xx, %s',
    async (who) => {
      const failures: string[] = [];
      for (const { method, url } of routes) {
        // A new session for each route: the sweep signs itself out on /auth/v1/logout.
        const headers: Record<string, string> =
          who === 'signed in' ? { authorization: `Bearer ${await freshToken()}`, apikey: 'whalewatch-embedded-anon-key' } : {};
        if (url.includes('/stream')) continue; // a live stream never ends: its inputs are covered by its own suite
        const urls = url.includes(':') ? PATH_VALUES.map((value) => withParams(url, value)) : [url];
        for (const target of urls) {
          const attempts =
            method === 'GET' || method === 'DELETE'
              ? QUERIES.map((query) => ({ method, url: `${target}${query}` }))
              : BODIES.map((body) => ({ method, url: target, payload: typeof body === 'string' ? body : JSON.stringify(body) }));
          for (const attempt of attempts) {
            const response = await t.app.inject({
              ...attempt,
              method: attempt.method as 'GET',
              headers: { ...headers, 'content-type': 'application/json' },
            });
            if (response.statusCode >= 500)
              failures.push(
                `${attempt.method} ${attempt.url.slice(0, 120)} ${'payload' in attempt ? String(attempt.payload).slice(0, 60) : ''} → ${response.statusCode} ${response.body.slice(0, 120)}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    240_000,
  );
});
