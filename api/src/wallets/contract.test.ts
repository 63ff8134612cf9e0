// The wallet routes answer what their contracts (@whalewatch/contracts walletsRoutes) say: each route's
// success answer, and each error code it declares, through the app as a client calls it.
import type { RouteKey } from '@whalewatch/contracts';
import { stealthWallets } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectAnswer } from '../testing/contract-answer';
import { SCRIPTED_HOLDER, scriptedChain } from '../testing/scripted-chain';

jest.setTimeout(120_000);

const env = { AUTH_JWT_SECRET: TEST_JWT_SECRET, API_DOCS: 'off' };
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const ROUTES_AND_PARTS: [RouteKey, string][] = [
  ['GET /wallets/:address/profile', 'profile?window=90d'],
  ['GET /wallets/:address/value', 'value?range=1y'],
  ['GET /wallets/:address/activity', 'activity?page=1&token=eth&direction=in'],
];

const get = (t: TestApp, url: string, session: SessionBody | null) =>
  t.app.inject({ method: 'GET', url, headers: session ? { authorization: `Bearer ${session.session.access_token}` } : {} });

describe('the wallet routes, each answer by its contract', () => {
  const chain = scriptedChain();
  let t: TestApp;
  let alice: SessionBody;
  let bob: SessionBody;
  beforeAll(async () => {
    t = await createTestApp({ ...env, SMTP_URL: mailbox.smtpUrl }, { chain });
    [alice, bob] = [await signUp(t.app, mailbox), await signUp(t.app, mailbox)];
  });
  afterAll(() => t?.close());
  afterEach(() => {
    chain.mode = 'ok';
  });

  it.each(ROUTES_AND_PARTS)(
    '%s answers its success, chain_unavailable, chain_busy, invalid_request and no_authorization',
    async (key, part) => {
      const url = `/wallets/${SCRIPTED_HOLDER}/${part}`;
      expectAnswer(key, await get(t, url, alice), 200);
      chain.mode = 'down';
      expectAnswer(key, await get(t, url.replace('bb', 'cc'), alice), 502, 'chain_unavailable');
      chain.mode = 'busy';
      const busy = await get(t, url.replace('bb', 'dd'), alice);
      expectAnswer(key, busy, 503, 'chain_busy');
      expect(busy.headers['retry-after']).toBe('30');
      chain.mode = 'ok';
      expectAnswer(key, await get(t, `/wallets/0x1234/${part}`, alice), 400, 'invalid_request');
      expectAnswer(key, await get(t, url, null), 401, 'no_authorization');
    },
  );

  it.each(ROUTES_AND_PARTS)(
    "%s answers wallet_protected for a wallet on another user's stealth list, and shows it to its owner",
    async (key, part) => {
      const url = `/wallets/${SCRIPTED_HOLDER}/${part}`;
      await t.database.db.insert(stealthWallets).values({ walletAddress: SCRIPTED_HOLDER, userId: bob.user.id });
      try {
        expectAnswer(key, await get(t, url, alice), 403, 'wallet_protected');
        expectAnswer(key, await get(t, url, bob), 200);
      } finally {
        await t.database.db.delete(stealthWallets);
      }
    },
  );
});

describe('the wallet routes on a chain source without wallet histories', () => {
  let t: TestApp;
  let alice: SessionBody;
  beforeAll(async () => {
    t = await createTestApp({ ...env, SMTP_URL: mailbox.smtpUrl }, { chain: scriptedChain({ history: false }) });
    alice = await signUp(t.app, mailbox);
  });
  afterAll(() => t?.close());

  it.each(ROUTES_AND_PARTS)(
    "%s answers history_unsupported, 'Wallet history is not available from this chain source'",
    async (key, part) => {
      const response = await get(t, `/wallets/${SCRIPTED_HOLDER}/${part}`, alice);
      expectAnswer(key, response, 501, 'history_unsupported');
      expect(response.json().error).toBe('Wallet history is not available from this chain source');
    },
  );
});
