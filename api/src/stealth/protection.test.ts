// What a stealth listing protects, on a devnet: another user's lookups of the wallet answer 'This wallet
// is protected' (the analyzer masks it among a token's holders), nobody else can start tracking it, and
// those who tracked it before stop hearing about it — while its owner sees and tracks it as before. The
// protection is the address's, so it holds on every chain watched: the devnet's L2 stands in for Base.
import { DEVNET_L2, DEVNET_L2_TOKENS, devnetPrivateKey, startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createTestClient, http, parseEther, publicActions, walletActions, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { loadWatchers } from '../monitor/repo';
import { signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { trackingRefused, WALLET_PROTECTED } from './protection';

const SEED = 'protection-test';

let devnet: Devnet;
let l2: Devnet;
let mailbox: Mailbox;
let t: TestApp;
let owner: SessionBody;
let other: SessionBody;
let earlyTracker: SessionBody;
/** A top DAI holder that `owner` puts on their stealth list, and its key. */
let wallet: Address;
let walletKey: `0x${string}`;
/** Its rank among DAI's top holders (exchanges and routers, whose keys nobody has, may rank above it). */
let rank: number;

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const call = (session: SessionBody, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(session), ...(payload ? { payload } : {}) });

const userOn = (plan: string) => signUpOn(t.app, mailbox, plan);

const options = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 };
const trackedWallet = (address: string, nickname: string) => ({ address, nickname, monitorOptions: options });
/** As the settings answer it: with the two options the spec does not have at their defaults, unmuted. */
const savedWallet = (address: string, nickname: string) => ({
  address,
  nickname,
  monitorOptions: { ...options, direction: 'both', alertUnpricedTokens: false, chainsOff: [] },
  mutedUntil: null,
});
const register = (session: SessionBody, wallets: object[]) =>
  call(session, 'POST', '/users/register', { email: session.user.email, checkInterval: 60_000, wallets });
const saveSettings = (session: SessionBody, wallets: object[], checkInterval = 60_000) =>
  call(session, 'PUT', '/users/settings', { settings: { email: session.user.email, checkInterval, wallets } });

/** The devnet key behind a whale or retail address; null for others (an exchange's wallet). */
function keyOf(address: Address): `0x${string}` | null {
  for (const [role, list] of [
    ['whale', devnet.whales],
    ['retail', devnet.retail],
  ] as const) {
    const index = list.findIndex((candidate) => candidate.toLowerCase() === address.toLowerCase());
    if (index >= 0) return devnetPrivateKey(SEED, role, index);
  }
  return null;
}

async function stealthList(session: SessionBody, address: Address, key: `0x${string}`) {
  const challenge = await call(session, 'POST', '/stealth/challenge', { walletAddress: address });
  const signature = await privateKeyToAccount(key).signMessage({ message: challenge.json<{ message: string }>().message });
  const added = await call(session, 'POST', '/stealth', { walletAddress: address, signature });
  expect(added.statusCode).toBe(201);
}

async function sendEtherFromWallet(on: Devnet = devnet): Promise<string> {
  const client = createTestClient({ chain: { ...foundry, id: on.chainId }, mode: 'anvil', transport: http(on.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
  const hash = await client.sendTransaction({
    account: privateKeyToAccount(walletKey),
    chain: null,
    to: devnet.retail[5],
    value: parseEther('1'),
  });
  await client.mine({ blocks: 1 });
  return hash;
}

const notifiedHashes = async (session: SessionBody) =>
  (await call(session, 'GET', '/notifications?limit=100'))
    .json<{ notifications: { txHash: string }[] }>()
    .notifications.map((n) => n.txHash);

beforeAll(async () => {
  [devnet, l2, mailbox] = await Promise.all([
    startDevnet({ port: 0, history: 300, blockTimeSeconds: 3600, simulate: false, seed: SEED }),
    startDevnet({ port: 0, history: 300, blockTimeSeconds: 3600, simulate: false, seed: SEED, chain: DEVNET_L2 }),
    startMailbox(),
  ]);
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    CHAINS: '31337,31338',
    CHAIN_RPC_URL: devnet.rpcUrl,
    CHAIN_RPC_URL_31338: l2.rpcUrl,
    CHAIN_WS_URL: 'off',
    CHAIN_WS_URL_31338: 'off',
    MONITOR_CONFIRMATIONS: '2',
  });
  [owner, other, earlyTracker] = [await userOn('privacy-shield'), await userOn('pro'), await userOn('pro')];

  const holders = (await call(other, 'GET', `/analyzer/holders/${tokenBySymbol('DAI').address}?limit=10`)).json<{
    holders: { address: Address }[];
  }>().holders;
  rank = holders.findIndex((holder) => keyOf(holder.address) !== null);
  wallet = holders[rank].address;
  walletKey = keyOf(wallet) as `0x${string}`;

  // Tracked before it is protected: by the user who will protect it, and by somebody else.
  expect((await register(owner, [trackedWallet(wallet, 'Mine')])).statusCode).toBe(200);
  expect((await register(earlyTracker, [trackedWallet(wallet, 'Their whale')])).statusCode).toBe(200);
  await Promise.all(t.app.monitors.map((monitor) => monitor.step()));
  await stealthList(owner, wallet, walletKey);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([devnet?.stop(), l2?.stop(), mailbox?.close()]);
});

describe("another user's lookups of a protected wallet", () => {
  it("mask it among a token's top holders, keeping its rank; its owner sees it", async () => {
    const url = `/analyzer/holders/${tokenBySymbol('DAI').address}?limit=10`;
    const seenByOther = (await call(other, 'GET', url)).json<{ holders: object[] }>().holders;
    const seenByOwner = (await call(owner, 'GET', url)).json<{ holders: { address: string }[] }>().holders;

    expect(seenByOwner[rank].address).toBe(wallet);
    expect(seenByOther[rank]).toEqual({ protected: true, tokenInfo: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 } });
    expect(JSON.stringify(seenByOther)).not.toContain(wallet);
    expect(seenByOther.filter((_, at) => at !== rank)).toEqual(seenByOwner.filter((_, at) => at !== rank));
  });

  it.each([
    ['the portfolio', (address: string) => `/balance/portfolio/${address}`],
    ["the analyzer's token listing", (address: string) => `/analyzer/tokens/${address}`],
    ['the latest transactions', (address: string) => `/users/transactions/${address}/latest`],
  ])("answer 403 'This wallet is protected' for %s, in any letter case; the owner gets it", async (_, url) => {
    for (const spelling of [wallet, wallet.toUpperCase().replace('0X', '0x')]) {
      const refused = await call(other, 'GET', url(spelling));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: WALLET_PROTECTED, code: 'wallet_protected' });
    }
    expect((await call(owner, 'GET', url(wallet))).statusCode).toBe(200);
  });
});

describe('the protected wallet on Base (the devnet L2)', () => {
  it.each([
    ['the portfolio', (address: string) => `/balance/portfolio/${address}?chain=base`],
    ["the analyzer's token listing", (address: string) => `/analyzer/tokens/${address}?chain=base`],
  ])("answers 403 'This wallet is protected' for %s on Base; the owner gets it", async (_, url) => {
    const refused = await call(other, 'GET', url(wallet));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: WALLET_PROTECTED, code: 'wallet_protected' });
    const seen = await call(owner, 'GET', url(wallet));
    expect(seen.statusCode).toBe(200);
    // Read on Base: its tokens are Base's (the L2's USDC, not mainnet's).
    expect(JSON.stringify(seen.json())).toContain(tokenBySymbol('USDC', DEVNET_L2_TOKENS).address);
  });

  it("masks it among a Base token's holders, where its owner sees it", async () => {
    const url = `/analyzer/holders/${tokenBySymbol('DAI', DEVNET_L2_TOKENS).address}?limit=10&chain=base`;
    const seenByOwner = (await call(owner, 'GET', url)).json<{ holders: { address?: string }[] }>().holders;
    const seenByOther = (await call(other, 'GET', url)).json<{ holders: { address?: string; protected?: true }[] }>().holders;
    const at = seenByOwner.findIndex((holder) => holder.address === wallet);

    expect(at).toBeGreaterThanOrEqual(0);
    expect(seenByOther[at]).toEqual({ protected: true, tokenInfo: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 } });
    expect(JSON.stringify(seenByOther)).not.toContain(wallet);
  });

  it('sends its Base transactions to its owner only, naming the chain', async () => {
    const hidden = await sendEtherFromWallet(l2);
    await t.app.monitors[1].step();

    const ownerSees = (await call(owner, 'GET', '/notifications?limit=100')).json<{
      notifications: { txHash: string; chain: { slug: string } | null }[];
    }>().notifications;
    expect(ownerSees.find((notification) => notification.txHash === hidden)?.chain).toMatchObject({ slug: 'base' });
    expect(await notifiedHashes(earlyTracker)).not.toContain(hidden);
  });
});

describe('tracking a protected wallet', () => {
  it('is refused to anybody else, by registration and by a settings save, with the reason', async () => {
    const registered = await register(other, [trackedWallet(wallet, 'Whale')]);
    expect(registered.statusCode).toBe(403);
    expect(registered.json()).toEqual({ error: trackingRefused(wallet), code: 'tracking_refused' });
    const saved = await saveSettings(other, [trackedWallet(wallet, 'Whale')]);
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ error: trackingRefused(wallet), code: 'tracking_refused' });
    expect((await call(other, 'GET', '/users/settings')).json()).toMatchObject({ wallets: [] });
  });

  it('lets an earlier tracker keep the entry, marked protected, and save other changes, but not watch it', async () => {
    const kept = await saveSettings(earlyTracker, [trackedWallet(wallet, 'Renamed')], 120_000);
    expect(kept.statusCode).toBe(200);
    const marked = { ...savedWallet(wallet, 'Renamed'), protected: true };
    expect(kept.json()).toEqual({ wallets: [marked], check_interval: 120_000 });
    expect((await call(earlyTracker, 'GET', '/users/settings')).json()).toEqual({ wallets: [marked], check_interval: 120_000 });
    // Its owner's own entry is not marked.
    expect((await call(owner, 'GET', '/users/settings')).json<{ wallets: object[] }>().wallets).toEqual([savedWallet(wallet, 'Mine')]);

    const watchers = await loadWatchers(t.database.db);
    const watching = watchers.filter((watcher) => watcher.address === wallet).map((watcher) => watcher.userId);
    expect(watching).toEqual([owner.user.id]);
  });

  it('sends its transactions to its owner only, and to everybody again once it leaves the list', async () => {
    const hidden = await sendEtherFromWallet();
    await t.app.monitor.step();
    expect(await notifiedHashes(owner)).toContain(hidden);
    expect(await notifiedHashes(earlyTracker)).not.toContain(hidden);

    expect((await call(owner, 'DELETE', `/stealth/${wallet}`)).statusCode).toBe(204);
    const visible = await sendEtherFromWallet();
    await t.app.monitor.step();
    expect(await notifiedHashes(earlyTracker)).toContain(visible);
    expect((await call(earlyTracker, 'GET', '/users/settings')).json<{ wallets: object[] }>().wallets).toEqual([
      savedWallet(wallet, 'Renamed'),
    ]);
    expect((await call(other, 'GET', `/analyzer/tokens/${wallet}`)).statusCode).toBe(200);
  });
});
