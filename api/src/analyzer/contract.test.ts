// The analyzer's routes answer what their contracts (@whalewatch/contracts analyzerRoutes) say: each
// route's success answer, and each error code it declares, through the app as a client calls it.
import type { RouteKey } from '@whalewatch/contracts';
import { stealthWallets } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectAnswer } from '../testing/contract-answer';
import { SCRIPTED_HOLDER, SCRIPTED_TOKEN, scriptedChain } from '../testing/scripted-chain';

jest.setTimeout(120_000);

const chain = scriptedChain();
let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;
let bob: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, API_DOCS: 'off' }, { chain });
  [alice, bob] = [await signUp(t.app, mailbox), await signUp(t.app, mailbox)];
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
afterEach(() => {
  chain.mode = 'ok';
});

const get = (url: string, session: SessionBody | null = alice) =>
  t.app.inject({ method: 'GET', url, headers: session ? { authorization: `Bearer ${session.session.access_token}` } : {} });

const ROUTES_AND_URLS: [RouteKey, string][] = [
  ['GET /analyzer/holders/:token', `/analyzer/holders/${SCRIPTED_TOKEN}`],
  ['GET /analyzer/token/:token', `/analyzer/token/${SCRIPTED_TOKEN}`],
  ['GET /analyzer/tokens/:wallet', `/analyzer/tokens/${SCRIPTED_HOLDER}`],
];

describe('the analyzer routes, each answer by its contract', () => {
  it.each(ROUTES_AND_URLS)(
    '%s answers its success, chain_unavailable, chain_busy, invalid_request and no_authorization',
    async (key, url) => {
      const ok = await get(url);
      expectAnswer(key, ok, 200);

      chain.mode = 'down';
      expectAnswer(key, await get(url.replace(SCRIPTED_TOKEN, '0x00000000000000000000000000000000000000cc')), 502, 'chain_unavailable');
      chain.mode = 'busy';
      const busy = await get(url.replace(SCRIPTED_TOKEN, '0x00000000000000000000000000000000000000dd'));
      expectAnswer(key, busy, 503, 'chain_busy');
      expect(busy.headers['retry-after']).toBe('30');
      chain.mode = 'ok';

      expectAnswer(key, await get(url.replace(/0x[0-9a-f]{40}/, '0x1234')), 400, 'invalid_request');
      expectAnswer(key, await get(url, null), 401, 'no_authorization');
    },
  );

  it("masks a holder on another user's stealth list, and answers wallet_protected for its tokens", async () => {
    await t.database.db.insert(stealthWallets).values({ walletAddress: SCRIPTED_HOLDER, userId: bob.user.id });
    try {
      const holders = await get(`/analyzer/holders/${SCRIPTED_TOKEN}`);
      expectAnswer('GET /analyzer/holders/:token', holders, 200);
      expect(holders.json().holders).toEqual([{ protected: true, tokenInfo: { name: 'Scripted Token', symbol: 'SCR', decimals: 18 } }]);
      expectAnswer('GET /analyzer/tokens/:wallet', await get(`/analyzer/tokens/${SCRIPTED_HOLDER}`), 403, 'wallet_protected');
      // Its owner sees it.
      expectAnswer('GET /analyzer/tokens/:wallet', await get(`/analyzer/tokens/${SCRIPTED_HOLDER}`, bob), 200);
    } finally {
      await t.database.db.delete(stealthWallets);
    }
  });
});
