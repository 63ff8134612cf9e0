// The tracking routes answer what their contracts (@whalewatch/contracts trackingRoutes) say: each
// route's success, and each error code it declares, through the app as a client calls it.
import { startDevnet, type Devnet } from '@whalewatch/devnet';
import { stealthWallets } from '../db/schema';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { expectAnswer } from '../testing/contract-answer';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

const WHALE = '0x6c3bb5073e059b7b9b02496f58b5ff6d5b331866';
const OTHER = '0x7343c70c730cb350c4258ad9e7a81768346040e1';
const PROTECTED = `0x${'5'.repeat(40)}`;
const options = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 };

let mailbox: Mailbox;
let devnet: Devnet;
let t: TestApp;
let alice: SessionBody;
let bob: SessionBody;

beforeAll(async () => {
  [mailbox, devnet] = await Promise.all([
    startMailbox(),
    startDevnet({ port: 0, history: 20, simulate: false, seed: 'tracking-contract' }),
  ]);
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl });
  alice = await signUp(t.app, mailbox);
  bob = await signUp(t.app, mailbox, 'bob@example.com');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([mailbox?.close(), devnet?.stop()]);
});

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const inject = (session: SessionBody | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session ? as(session) : {}, ...(payload ? { payload } : {}) });

describe('the tracking routes answer by their contracts', () => {
  it('GET /users/settings: the settings; no_authorization without a token', async () => {
    expectAnswer('GET /users/settings', await inject(alice, 'GET', '/users/settings'), 200);
    expectAnswer('GET /users/settings', await inject(null, 'GET', '/users/settings'), 401, 'no_authorization');
  });

  it('POST /users/wallets: 201 with the wallet; already_tracked, subscription_limit, invalid_request', async () => {
    expectAnswer('POST /users/wallets', await inject(alice, 'POST', '/users/wallets', { address: WHALE }), 201);
    expectAnswer('POST /users/wallets', await inject(alice, 'POST', '/users/wallets', { address: WHALE }), 409, 'already_tracked');
    // The free plan tracks one wallet.
    expectAnswer('POST /users/wallets', await inject(alice, 'POST', '/users/wallets', { address: OTHER }), 403, 'subscription_limit');
    expectAnswer('POST /users/wallets', await inject(alice, 'POST', '/users/wallets', { address: '0x12' }), 400, 'invalid_request');
  });

  it('POST /users/register and PUT /users/settings: the settings; email_mismatch, tracking_refused', async () => {
    const wallets = [{ address: OTHER, monitorOptions: options }];
    expectAnswer(
      'POST /users/register',
      await inject(bob, 'POST', '/users/register', { email: 'bob@example.com', wallets, checkInterval: 5000 }),
      200,
    );
    expectAnswer(
      'POST /users/register',
      await inject(bob, 'POST', '/users/register', { email: 'someone@example.com', wallets, checkInterval: 5000 }),
      403,
      'email_mismatch',
    );
    expectAnswer(
      'PUT /users/settings',
      await inject(bob, 'PUT', '/users/settings', { settings: { email: 'bob@example.com', wallets, checkInterval: 6000 } }),
      200,
    );
    expectAnswer(
      'PUT /users/settings',
      await inject(bob, 'PUT', '/users/settings', { settings: { email: 'x@example.com', wallets, checkInterval: 6000 } }),
      403,
      'email_mismatch',
    );

    // Alice protects a wallet: Bob may not start tracking it.
    await t.database.db.insert(stealthWallets).values({ userId: alice.user.id, walletAddress: PROTECTED });
    const refused = await inject(bob, 'PUT', '/users/settings', {
      settings: { email: 'bob@example.com', wallets: [{ address: PROTECTED, monitorOptions: options }], checkInterval: 6000 },
    });
    expectAnswer('PUT /users/settings', refused, 403, 'tracking_refused');
  });

  it('GET /users/transactions/:address/latest: the transactions; wallet_protected; chain_unavailable when the node is gone', async () => {
    expectAnswer('GET /users/transactions/:address/latest', await inject(alice, 'GET', `/users/transactions/${WHALE}/latest?limit=2`), 200);
    expectAnswer(
      'GET /users/transactions/:address/latest',
      await inject(bob, 'GET', `/users/transactions/${PROTECTED}/latest`),
      403,
      'wallet_protected',
    );

    const offline = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET });
    try {
      const carol = await signUp(offline.app, mailbox, 'carol@example.com');
      const answer = await offline.app.inject({ method: 'GET', url: `/users/transactions/${WHALE}/latest`, headers: as(carol) });
      expectAnswer('GET /users/transactions/:address/latest', answer, 502, 'chain_unavailable');
    } finally {
      await offline.close();
    }
  }, 60_000);

  it('PUT /users/wallets/:address/mute: the mute; not_tracked', async () => {
    expectAnswer('PUT /users/wallets/:address/mute', await inject(alice, 'PUT', `/users/wallets/${WHALE}/mute`, { duration: '1h' }), 200);
    expectAnswer(
      'PUT /users/wallets/:address/mute',
      await inject(alice, 'PUT', `/users/wallets/${OTHER}/mute`, { duration: '1h' }),
      404,
      'not_tracked',
    );
  });
});
