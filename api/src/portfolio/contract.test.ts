// The portfolio route answers what its contract (@whalewatch/contracts portfolioRoutes) says: its success
// answer, and each error code it declares, through the app as a client calls it.
import { stealthWallets } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expectAnswer } from '../testing/contract-answer';
import { SCRIPTED_HOLDER, scriptedChain } from '../testing/scripted-chain';

jest.setTimeout(120_000);

const KEY = 'GET /balance/portfolio/:address';
const URL = `/balance/portfolio/${SCRIPTED_HOLDER}`;
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

describe('GET /balance/portfolio/:address, each answer by its contract', () => {
  it('answers the portfolio', async () => {
    const response = await get(URL);
    expectAnswer(KEY, response, 200);
    expect(response.json()).toMatchObject({ address: SCRIPTED_HOLDER, label: null, nativeToken: { symbol: 'ETH', balance: 1 } });
  });

  it('answers chain_unavailable while the chain is down, and chain_busy with Retry-After while it is busy', async () => {
    chain.mode = 'down';
    expectAnswer(KEY, await get(URL), 502, 'chain_unavailable');
    chain.mode = 'busy';
    const busy = await get(URL);
    expectAnswer(KEY, busy, 503, 'chain_busy');
    expect(busy.headers['retry-after']).toBe('30');
  });

  it("answers wallet_protected for a wallet on another user's stealth list, and shows it to its owner", async () => {
    await t.database.db.insert(stealthWallets).values({ walletAddress: SCRIPTED_HOLDER, userId: bob.user.id });
    try {
      expectAnswer(KEY, await get(URL), 403, 'wallet_protected');
      expectAnswer(KEY, await get(URL, bob), 200);
    } finally {
      await t.database.db.delete(stealthWallets);
    }
  });

  it('answers invalid_request for a malformed address, and no_authorization without a token', async () => {
    expectAnswer(KEY, await get('/balance/portfolio/0x1234'), 400, 'invalid_request');
    expectAnswer(KEY, await get(URL, null), 401, 'no_authorization');
  });
});
