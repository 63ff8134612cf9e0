import { startDevnet, type Devnet } from '@whalewatch/devnet';
import { signUp, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NO_SUCH_USER } from '../plans/operator-routes';
import { DUPLICATE_WALLET, INVALID_WALLET_ADDRESS } from '@whalewatch/contracts';
import { ALREADY_TRACKED, EMAIL_MISMATCH, NOT_TRACKED } from './service';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789abcdef';
const WHALE_A = '0x6C3Bb5073e059B7b9b02496F58b5fF6d5b331866';
const WHALE_B = '0x7343c70c730cb350c4258ad9e7a81768346040e1';
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const options = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 };
const wallet = (walletAddress: string, nickname?: string) => ({ address: walletAddress, nickname, monitorOptions: options });
/** As saved: the spec's options with our two defaults, and no mute. */
const savedOptions = { ...options, direction: 'both', alertUnpricedTokens: false, chainsOff: [] };

let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN });
  alice = await signUp(t.app, mailbox);
});
afterEach(() => t.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const register = (session: SessionBody, body: object) =>
  t.app.inject({ method: 'POST', url: '/users/register', headers: as(session), payload: body });
const settings = (session: SessionBody) => t.app.inject({ method: 'GET', url: '/users/settings', headers: as(session) });
const saveSettings = (session: SessionBody, body: object) =>
  t.app.inject({ method: 'PUT', url: '/users/settings', headers: as(session), payload: { settings: body } });
const track = (session: SessionBody, walletAddress: string) =>
  t.app.inject({ method: 'POST', url: '/users/wallets', headers: as(session), payload: { address: walletAddress } });
const mute = (session: SessionBody, walletAddress: string, duration: string) =>
  t.app.inject({ method: 'PUT', url: `/users/wallets/${walletAddress}/mute`, headers: as(session), payload: { duration } });
const setPlan = (email: string, plan: string, token = ADMIN_TOKEN) =>
  t.app.inject({ method: 'PUT', url: '/admin/plans', headers: { authorization: `Bearer ${token}` }, payload: { email, plan } });

describe('wallet tracking', () => {
  it('starts with no wallets and the 60000 ms default interval', async () => {
    const response = await settings(alice);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ wallets: [], check_interval: 60_000 });
  });

  it('registers wallets (nickname defaulting to the address, stored lower-case) and the settings show them', async () => {
    await setPlan(alice.user.email, 'starter');

    const registered = await register(alice, {
      email: alice.user.email,
      wallets: [wallet(WHALE_A), wallet(WHALE_B, 'Whale B')],
      checkInterval: 5000,
    });
    const loaded = await settings(alice);

    expect(registered.statusCode).toBe(200);
    expect(loaded.json()).toEqual({
      wallets: [
        { address: WHALE_A.toLowerCase(), nickname: WHALE_A.toLowerCase(), monitorOptions: savedOptions, mutedUntil: null },
        { address: WHALE_B, nickname: 'Whale B', monitorOptions: savedOptions, mutedUntil: null },
      ],
      check_interval: 5000,
    });
  });

  it('keeps a nickname as one visible line, since alerts word it on every channel', async () => {
    await register(alice, { email: alice.user.email, wallets: [wallet(WHALE_A, 'Big\nWhale\r\nValue: $0\u202E')], checkInterval: 60_000 });

    expect((await settings(alice)).json().wallets.map((saved: { nickname: string }) => saved.nickname)).toEqual(['Big Whale Value: $0']);
  });

  it('adds newly registered wallets to those already tracked, updating one registered again', async () => {
    await setPlan(alice.user.email, 'starter');
    await register(alice, { email: alice.user.email, wallets: [wallet(address(1), 'one')], checkInterval: 60_000 });

    await register(alice, { email: alice.user.email, wallets: [wallet(address(1), 'renamed'), wallet(address(2))], checkInterval: 30_000 });

    const { wallets, check_interval } = (await settings(alice)).json();
    expect(wallets.map((saved: { nickname: string }) => saved.nickname)).toEqual(['renamed', address(2)]);
    expect(check_interval).toBe(30_000);
  });

  it('replaces the whole settings on save, including edited options and removals', async () => {
    await setPlan(alice.user.email, 'pro');
    await register(alice, { email: alice.user.email, wallets: [wallet(address(1)), wallet(address(2))], checkInterval: 60_000 });
    const edited = {
      ...wallet(address(2), 'kept'),
      monitorOptions: { ...options, tokenApprovals: false, minTransactionValue: 2.5, direction: 'in', alertUnpricedTokens: true },
    };
    // Chains it is not watched on: each once, in order, whatever the client sent.
    const offBase = { ...edited, monitorOptions: { ...edited.monitorOptions, chainsOff: [8453, 8453, 10] } };

    const saved = await saveSettings(alice, { email: alice.user.email, wallets: [offBase], checkInterval: 1000 });

    expect(saved.statusCode).toBe(200);
    expect((await settings(alice)).json()).toEqual({
      wallets: [{ ...edited, monitorOptions: { ...edited.monitorOptions, chainsOff: [10, 8453] }, address: address(2), mutedUntil: null }],
      check_interval: 1000,
    });
  });

  it.each([
    ['an invalid address', { wallets: [wallet('0x123')], checkInterval: 60_000 }, INVALID_WALLET_ADDRESS],
    ['no wallets', { wallets: [], checkInterval: 60_000 }, 'Please add at least one wallet'],
    ['an interval under 1000 ms', { wallets: [wallet(address(1))], checkInterval: 999 }, 'at least 1000 milliseconds'],
    ['a fractional interval', { wallets: [wallet(address(1))], checkInterval: 1500.5 }, 'whole number'],
    [
      'an unknown direction',
      { wallets: [{ ...wallet(address(1)), monitorOptions: { ...options, direction: 'sideways' } }], checkInterval: 60_000 },
      'monitorOptions.direction',
    ],
    [
      'a negative minimum value',
      { wallets: [{ ...wallet(address(1)), monitorOptions: { ...options, minTransactionValue: -1 } }], checkInterval: 60_000 },
      'at least 0',
    ],
    ['a nickname over 100 characters', { wallets: [wallet(address(1), 'x'.repeat(101))], checkInterval: 60_000 }, 'at most 100'],
    [
      'the same address twice',
      { wallets: [wallet(address(1)), wallet(address(1).toUpperCase().replace('0X', '0x'))], checkInterval: 60_000 },
      DUPLICATE_WALLET,
    ],
  ])('refuses %s with 400 and says why', async (_case, body, message) => {
    const response = await register(alice, { email: alice.user.email, ...body });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("holds the free account to 1 wallet and Starter to 3, with 'Subscription limit reached'", async () => {
    const overFree = await register(alice, {
      email: alice.user.email,
      wallets: [wallet(address(1)), wallet(address(2))],
      checkInterval: 60_000,
    });
    await setPlan(alice.user.email, 'starter');
    await register(alice, {
      email: alice.user.email,
      wallets: [wallet(address(1)), wallet(address(2)), wallet(address(3))],
      checkInterval: 60_000,
    });
    const overStarter = await register(alice, { email: alice.user.email, wallets: [wallet(address(4))], checkInterval: 60_000 });
    const saveOverStarter = await saveSettings(alice, {
      email: alice.user.email,
      wallets: [1, 2, 3, 4].map((n) => wallet(address(n))),
      checkInterval: 60_000,
    });

    expect(overFree.statusCode).toBe(403);
    expect(overFree.json().error).toBe('Subscription limit reached: the Free plan tracks up to 1 wallet.');
    expect(overStarter.statusCode).toBe(403);
    expect(overStarter.json().error).toContain('Subscription limit reached');
    expect(saveOverStarter.statusCode).toBe(403);
    expect((await settings(alice)).json().wallets).toHaveLength(3);
  });

  it("never reads or writes another user's data, and refuses someone else's email", async () => {
    const bob = await signUp(t.app, mailbox);
    await register(alice, { email: alice.user.email, wallets: [wallet(address(7))], checkInterval: 60_000 });

    const bobsView = await settings(bob);
    const asAlice = await register(bob, { email: alice.user.email, wallets: [wallet(address(8))], checkInterval: 60_000 });

    expect(bobsView.json()).toEqual({ wallets: [], check_interval: 60_000 });
    expect(asAlice.statusCode).toBe(403);
    expect(asAlice.json()).toEqual({ error: EMAIL_MISMATCH, code: 'email_mismatch' });
    expect((await settings(alice)).json().wallets).toHaveLength(1);
  });

  it('tracks one wallet from anywhere with the default options, within the plan, keeping the check interval', async () => {
    await register(alice, { email: alice.user.email, wallets: [wallet(address(1))], checkInterval: 30_000 });
    const overFree = await track(alice, address(2));
    expect(overFree.statusCode).toBe(403);
    expect(overFree.json().error).toContain('Subscription limit reached');

    await setPlan(alice.user.email, 'starter');
    const tracked = await track(alice, WHALE_A);
    expect(tracked.statusCode).toBe(201);
    const expected = {
      address: WHALE_A.toLowerCase(),
      nickname: WHALE_A.toLowerCase(),
      monitorOptions: { ...savedOptions, minTransactionValue: 0.1 },
      mutedUntil: null,
    };
    expect(tracked.json()).toEqual({ wallet: expected });
    expect((await settings(alice)).json()).toMatchObject({
      wallets: [expect.objectContaining({ address: address(1) }), expected],
      check_interval: 30_000,
    });

    const again = await track(alice, WHALE_A.toUpperCase().replace('0X', '0x'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_TRACKED, code: 'already_tracked' });
    expect((await track(alice, '0x12')).json().error).toContain(INVALID_WALLET_ADDRESS);
  });

  it('mutes a wallet for an hour, a day or until unmuted, keeps the mute across saves, and unmutes', async () => {
    await register(alice, { email: alice.user.email, wallets: [wallet(address(1), 'Whale')], checkInterval: 60_000 });
    const before = Date.now();
    const hour = await mute(alice, address(1), '1h');
    expect(hour.statusCode).toBe(200);
    const until = Date.parse(hour.json().mutedUntil);
    expect(until - before).toBeGreaterThanOrEqual(3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3_600_000);

    expect((await mute(alice, address(1), 'forever')).json()).toEqual({ address: address(1), mutedUntil: 'forever' });
    // The Settings tab saves the whole list without the mute: it stays.
    await saveSettings(alice, { email: alice.user.email, wallets: [wallet(address(1), 'Renamed')], checkInterval: 60_000 });
    expect((await settings(alice)).json().wallets[0]).toMatchObject({ nickname: 'Renamed', mutedUntil: 'forever' });

    expect((await mute(alice, address(1), 'off')).json()).toEqual({ address: address(1), mutedUntil: null });
    expect((await settings(alice)).json().wallets[0].mutedUntil).toBeNull();

    const notTracked = await mute(alice, address(9), '24h');
    expect(notTracked.statusCode).toBe(404);
    expect(notTracked.json()).toEqual({ error: NOT_TRACKED, code: 'not_tracked' });
    expect((await mute(alice, address(1), '2h')).statusCode).toBe(400);
  });

  it('requires a signed-in user on every route', async () => {
    for (const [method, url] of [
      ['GET', '/users/settings'],
      ['POST', '/users/register'],
      ['PUT', '/users/settings'],
      ['GET', `/users/transactions/${address(1)}/latest`],
      ['POST', '/users/wallets'],
      ['PUT', `/users/wallets/${address(1)}/mute`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});

describe('npm run plan (PUT /admin/plans)', () => {
  it('needs the operator token and a known email', async () => {
    expect((await setPlan(alice.user.email, 'pro', 'wrong-token')).statusCode).toBe(401);
    expect((await setPlan('nobody@example.com', 'pro')).json()).toEqual({ error: NO_SUCH_USER, code: 'no_such_user' });
    expect((await setPlan(alice.user.email, 'gold')).statusCode).toBe(400);
    expect((await setPlan(alice.user.email.toUpperCase(), 'pro')).json()).toMatchObject({ plan: 'pro', userId: alice.user.id });
  });
});

describe('GET /users/transactions/:address/latest on the devnet', () => {
  let devnet: Devnet;
  let chainApp: TestApp;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0, history: 200, blockTimeSeconds: 1, seed: 'tracking-test' });
  }, 120_000);
  afterAll(() => devnet?.stop());

  it("answers a whale's newest transactions in the explorer's shape, newest first, at most `limit`", async () => {
    chainApp = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl });
    try {
      const user = await signUp(chainApp.app, mailbox);
      const whale = devnet.whales[0] ?? '';
      const response = await chainApp.app.inject({ method: 'GET', url: `/users/transactions/${whale}/latest?limit=2`, headers: as(user) });
      const invalid = await chainApp.app.inject({ method: 'GET', url: '/users/transactions/0x12/latest', headers: as(user) });

      expect(response.statusCode).toBe(200);
      const { transactions } = response.json();
      expect(transactions.length).toBeGreaterThan(0);
      expect(transactions.length).toBeLessThanOrEqual(2);
      expect(transactions[0]).toEqual({
        hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        value: expect.stringMatching(/^\d+$/),
        from: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        to: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        timeStamp: expect.stringMatching(/^\d+$/),
        // A devnet whale deals with real exchange wallets now and then: those have a public label.
        fromLabel: transactions[0].fromLabel === null ? null : { name: expect.any(String), kind: expect.any(String) },
        toLabel: transactions[0].toLabel === null ? null : { name: expect.any(String), kind: expect.any(String) },
      });
      expect([transactions[0].from, transactions[0].to]).toContain(whale.toLowerCase());
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toContain(INVALID_WALLET_ADDRESS);
    } finally {
      await chainApp.close();
    }
  });
});
