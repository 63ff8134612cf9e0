// GET /wallets/:address/{profile,value,activity} on a devnet: a scripted wallet makes known trades at
// known times, and the api's realized and unrealized profit and loss equal the figures worked out here
// from the devnet's own price path; its activity reads as alerts do; bad input, a protected wallet and
// a wallet without history answer as users expect.
import { startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { devnetPriceAt } from '@whalewatch/devnet/price-path';
import type { WalletActivityPage, WalletProfile, WalletValueHistory } from '@whalewatch/contracts';
import { formatCompactUsd } from '@whalewatch/shared/format';
import {
  createTestClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
  type Address,
  type Hash,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { PricesUnavailableError } from '../prices';
import { atCurrentPrices } from '../testing/current-prices';
import { signUp, signUpOn, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, type TestApp } from '../testing/test-app';

const DAY = 86_400;

let devnet: Devnet;
let mailbox: Mailbox;
let t: TestApp;
let user: SessionBody;
/** The api's clock: an hour after the last trade (the trades are dated ahead of the wall clock). */
let now: number;

const traderKey = generatePrivateKey();
const trader = privateKeyToAccount(traderKey).address.toLowerCase() as Address;
const LINK = tokenBySymbol('LINK').address.toLowerCase() as Address;
/** Each trade's transaction and block time, in the order made. */
const trades: { hash: Hash; at: number }[] = [];

const anvil = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const get = (url: string, session: SessionBody | null = user) => t.app.inject({ method: 'GET', url, headers: session ? as(session) : {} });

/** Mines `send`'s transaction in a block an hour after the newest. */
async function tradeAtNext(send: () => Promise<Hash>): Promise<Hash> {
  const latest = await anvil().getBlock();
  await tradeAt(Number(latest.timestamp) + 3600, send);
  return trades[trades.length - 1].hash;
}

/** Mines `send`'s transaction in a block at `at`. */
async function tradeAt(at: number, send: () => Promise<Hash>): Promise<void> {
  const client = anvil();
  await client.setNextBlockTimestamp({ timestamp: BigInt(at) });
  const hash = await send();
  await client.mine({ blocks: 1 });
  expect((await client.getTransactionReceipt({ hash })).status).toBe('success');
  trades.push({ hash, at });
}

beforeAll(async () => {
  [devnet, mailbox] = await Promise.all([
    startDevnet({ port: 0, history: 200, blockTimeSeconds: 3600, simulate: false, seed: 'wallets-test' }),
    startMailbox(),
  ]);

  const client = anvil();
  const whale = devnet.whales[0].toLowerCase() as Address;
  const retail = devnet.retail[0].toLowerCase() as Address;
  await client.setBalance({ address: trader, value: parseEther('1') }); // gas only: no move of its own
  const start = Number((await client.getBlock()).timestamp) + 600;
  const link = (from: Address, to: Address, amount: string) => () =>
    client.writeContract({
      account: from,
      chain: foundry,
      address: LINK,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 18)],
    });
  await tradeAt(start + 1 * DAY, link(whale, trader, '1000'));
  await tradeAt(start + 2 * DAY, link(whale, trader, '500'));
  await tradeAt(start + 3 * DAY, link(trader, retail, '1200'));
  await tradeAt(start + 4 * DAY, () => client.sendTransaction({ account: whale, chain: foundry, to: trader, value: parseEther('3') }));
  await tradeAt(start + 5 * DAY, () => client.sendTransaction({ account: trader, chain: foundry, to: retail, value: parseEther('1') }));
  now = start + 5 * DAY + 3600;
  t = await createTestApp(
    {
      SMTP_URL: mailbox.smtpUrl,
      AUTH_JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      CHAIN_RPC_URL: devnet.rpcUrl,
      PRICES_SOURCE: 'dev',
    },
    { now: () => now },
  );
  user = await signUp(t.app, mailbox);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([devnet?.stop(), mailbox?.close()]);
});

const linkAt = (at: number) => devnetPriceAt(LINK, at) as number;
const etherAt = (at: number) => devnetPriceAt('ETH', at) as number;

describe('GET /wallets/:address/profile', () => {
  it("equals the profit and loss worked out by hand from the trades and the devnet's prices at their times", async () => {
    const response = await get(`/wallets/${trader}/profile?window=all`);
    expect(response.statusCode).toBe(200);
    const profile = response.json<WalletProfile>();
    const [t1, t2, t3, t4, t5] = trades.map((trade) => trade.at);

    // The table: LINK bought 1,000 at t1 and 500 at t2, 1,200 sold at t3 (FIFO: all of t1's, 200 of t2's);
    // 3 ETH in at t4, 1 sold at t5. Left: 300 LINK at t2's price, 2 ETH at t4's.
    const linkRealized = 1200 * linkAt(t3) - (1000 * linkAt(t1) + 200 * linkAt(t2));
    const etherRealized = 1 * etherAt(t5) - 1 * etherAt(t4);
    const linkUnrealized = 300 * (linkAt(now) - linkAt(t2));
    const etherUnrealized = 2 * (etherAt(now) - etherAt(t4));

    expect(profile.address).toBe(getAddress(trader));
    expect(profile.ensName).toBeNull();
    expect(profile.history).toEqual({ transfers: 5, firstAt: t1, lastAt: t5, windowReached: false, windowSize: 100_000 });
    expect(profile.assets).toEqual([
      { asset: 'eth', symbol: 'ETH' },
      { asset: LINK, symbol: 'LINK' },
    ]);
    expect(profile.pnl.status).toBe('ok');
    expect(profile.pnl.window).toBe('all');
    expect(profile.pnl.closedPositions).toBe(2);
    expect(profile.pnl.winRate).toBe([linkRealized, etherRealized].filter((pnl) => pnl > 0).length / 2);
    expect(profile.pnl.realizedUsd).toBeCloseTo(linkRealized + etherRealized, 4);
    expect(profile.pnl.unrealizedUsd).toBeCloseTo(linkUnrealized + etherUnrealized, 4);
    const linkRow = profile.pnl.tokens.find((token) => token.asset === LINK);
    expect(linkRow).toMatchObject({ symbol: 'LINK', heldAmount: 300 });
    expect(linkRow?.realizedUsd).toBeCloseTo(linkRealized, 4);
    expect(linkRow?.costBasisUsd).toBeCloseTo(300 * linkAt(t2), 4);
    const sale = [...profile.pnl.largestWins, ...profile.pnl.largestLosses].find((position) => position.asset === LINK);
    expect(sale?.hashes).toEqual([trades[2].hash, trades[0].hash, trades[1].hash]);
    expect(profile.pnl.unpricedTokens).toBe(0);
    expect(profile.counterparties.map((party) => party.address).sort()).toEqual(
      [devnet.whales[0], devnet.retail[0]].map((address) => address.toLowerCase()).sort(),
    );
  });

  it('answers 400 with the reason for a bad address, 401 signed out, and says a wallet without history has none', async () => {
    const bad = await get('/wallets/0x1234/profile');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('address: Please enter a valid wallet address');
    expect((await get(`/wallets/${trader}/profile`, null)).statusCode).toBe(401);
    expect((await get(`/wallets/${trader}/profile?window=2y`)).statusCode).toBe(400);

    const empty = privateKeyToAccount(generatePrivateKey()).address;
    const profile = (await get(`/wallets/${empty}/profile`)).json<WalletProfile>();
    expect(profile.history).toEqual({ transfers: 0, firstAt: null, lastAt: null, windowReached: false, windowSize: 100_000 });
    expect(profile.pnl).toMatchObject({ realizedUsd: 0, closedPositions: 0, winRate: null, tokens: [] });
    expect((await get(`/wallets/${empty}/activity`)).json<WalletActivityPage>()).toEqual({
      chain: { id: 1, slug: 'ethereum', name: 'Ethereum' },
      items: [],
      page: 1,
      pages: 1,
      total: 0,
    });
  });

  it("answers 403 'This wallet is protected' to everybody but the owner of a stealth-listed wallet", async () => {
    const owner = await signUpOn(t.app, mailbox, 'privacy-shield');
    const challenge = await t.app.inject({
      method: 'POST',
      url: '/stealth/challenge',
      headers: as(owner),
      payload: { walletAddress: trader },
    });
    const signature = await privateKeyToAccount(traderKey).signMessage({ message: challenge.json<{ message: string }>().message });
    const added = await t.app.inject({
      method: 'POST',
      url: '/stealth',
      headers: as(owner),
      payload: { walletAddress: trader, signature },
    });
    expect(added.statusCode).toBe(201);
    try {
      for (const part of ['profile', 'value', 'activity']) {
        const refused = await get(`/wallets/${trader}/${part}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'This wallet is protected', code: 'wallet_protected' });
        expect((await get(`/wallets/${trader}/${part}`, owner)).statusCode).toBe(200);
      }
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/stealth/${trader}`, headers: as(owner) });
    }
  });
});

describe('a price source that is down', () => {
  it('still answers the history and activity, with profit and loss and the chart marked prices unavailable', async () => {
    const down = async (): Promise<never> => {
      throw new PricesUnavailableError('Prices from DefiLlama are unavailable: connect ECONNREFUSED');
    };
    const other = await createTestApp(
      { SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, CHAIN_RPC_URL: devnet.rpcUrl },
      { prices: atCurrentPrices({ tokenPrices: down, ethPrice: down }), now: () => now },
    );
    try {
      const session = await signUp(other.app, mailbox);
      const ask = (url: string) => other.app.inject({ method: 'GET', url, headers: as(session) });
      const profile = (await ask(`/wallets/${trader}/profile?window=all`)).json<WalletProfile>();
      expect(profile.history.transfers).toBe(5);
      expect(profile.pnl).toMatchObject({ status: 'unavailable', realizedUsd: 0, closedPositions: 0 });
      const value = (await ask(`/wallets/${trader}/value`)).json<WalletValueHistory>();
      expect(value.status).toBe('unavailable');
      expect(value.points.every((point) => point.totalUsd === null)).toBe(true);
      const activity = (await ask(`/wallets/${trader}/activity`)).json<WalletActivityPage>();
      // Without prices at all, no move says "(no price)": the words simply have no dollars.
      expect(activity.items.map((item) => item.text)).toContain(
        'Sent 1,200 LINK to ' + `${devnet.retail[0].slice(0, 6)}…${devnet.retail[0].slice(-4)}`.toLowerCase(),
      );
    } finally {
      await other.close();
    }
  });
});

describe('GET /wallets/:address/activity', () => {
  it('words each transaction as alerts do, newest first, filtered by token and direction', async () => {
    const page = (await get(`/wallets/${trader}/activity`)).json<WalletActivityPage>();
    expect(page).toMatchObject({ page: 1, pages: 1, total: 5 });
    expect(page.items.map((item) => item.hash)).toEqual(trades.map((trade) => trade.hash).reverse());
    const sold = page.items[2];
    expect(sold.text).toMatch(/^Sent 1,200 LINK \(\$[\d.,]+[KM]?\) to 0x/);
    expect(sold.valueUsd).toBeCloseTo(1200 * linkAt(trades[2].at), 4);
    expect(sold.direction).toBe('out');

    const linkIn = (await get(`/wallets/${trader}/activity?token=${LINK}&direction=in`)).json<WalletActivityPage>();
    expect(linkIn.items.map((item) => item.hash)).toEqual([trades[1].hash, trades[0].hash]);
    const ether = (await get(`/wallets/${trader}/activity?token=eth`)).json<WalletActivityPage>();
    expect(ether.items.map((item) => item.text)).toEqual([
      expect.stringMatching(/^Sent 1 ETH /),
      expect.stringMatching(/^Received 3 ETH /),
    ]);
    expect((await get(`/wallets/${trader}/activity?direction=sideways`)).statusCode).toBe(400);
  });
});

describe('GET /wallets/:address/value', () => {
  it('has a point per day, the last one now, valuing what the wallet held at the prices of that day', async () => {
    const history = (await get(`/wallets/${trader}/value?range=30d`)).json<WalletValueHistory>();
    expect(history.range).toBe('30d');
    expect(history.status).toBe('ok');
    expect(history.points).toHaveLength(30);
    const last = history.points[history.points.length - 1];
    expect(last.at).toBe(now);
    const client = anvil();
    const [ether, link] = await Promise.all([
      client.getBalance({ address: trader }),
      client.readContract({ address: LINK, abi: erc20Abi, functionName: 'balanceOf', args: [trader] }),
    ]);
    const expected = (Number(ether) / 1e18) * etherAt(last.at) + (Number(link) / 1e18) * linkAt(last.at);
    expect(last.totalUsd).toBeCloseTo(expected, 2);
    expect(last.tokens.map((token) => token.symbol).sort()).toEqual(['ETH', 'LINK']);
  });
});

describe("a wallet's record with its alerts", () => {
  it("puts a profiled wallet's 30-day PnL and win rate beside its name, and sends an unprofiled wallet's alert without one", async () => {
    const tracker = await signUpOn(t.app, mailbox, 'pro');
    const quiet = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const options = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/users/register',
      headers: as(tracker),
      payload: {
        email: tracker.user.email,
        checkInterval: 60_000,
        wallets: [
          { address: trader, nickname: 'Scripted Trader', monitorOptions: options },
          { address: quiet, nickname: 'Quiet One', monitorOptions: options },
        ],
      },
    });
    expect(registered.statusCode).toBe(200);
    // Somebody looks at the trader's page: its 30-day record is now known.
    const { pnl } = (await get(`/wallets/${trader}/profile?window=30d`, tracker)).json<WalletProfile>();
    expect(pnl.closedPositions).toBe(2);
    await t.app.monitor.step(); // starts at the head

    const client = anvil();
    const whale = devnet.whales[1].toLowerCase() as Address;
    const sent = await tradeAtNext(() =>
      client.writeContract({
        account: trader,
        chain: foundry,
        address: LINK,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [whale, parseUnits('10', 18)],
      }),
    );
    const received = await tradeAtNext(() =>
      client.writeContract({
        account: whale,
        chain: foundry,
        address: LINK,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [quiet, parseUnits('10', 18)],
      }),
    );
    await t.app.monitor.step();

    const listed = (await get('/notifications?limit=20', tracker)).json<{ notifications: { txHash: string; message: string }[] }>()
      .notifications;
    const about = (hash: string) =>
      listed.filter((notification) => notification.txHash === hash).map((notification) => notification.message);
    const sign = pnl.realizedUsd < 0 ? '-' : '+';
    const record = `${sign}${formatCompactUsd(Math.abs(pnl.realizedUsd))} 30 d, ${Math.round((pnl.winRate as number) * 100)} % wins`;
    expect(about(sent)).toEqual([
      expect.stringMatching(new RegExp(`^Scripted Trader \\(${record.replace(/[$.+]/g, '\\$&')}\\) sent 10 LINK `)),
    ]);
    expect(about(received)).toEqual([expect.stringMatching(/^Quiet One received 10 LINK /)]);
  });
});

describe("holders' records in the analyzer", () => {
  it('answers at once with the records known, computes the others in the background, and shows them on the next view', async () => {
    const holdersOf = async () =>
      (await get(`/analyzer/holders/${LINK}?limit=3`)).json<{
        holders: { address: string; record: { realizedUsd: number; winRate: number | null; closedPositions: number } | null }[];
      }>().holders;
    const first = await holdersOf();
    expect(first).toHaveLength(3);
    expect(first.every((holder) => holder.record === null)).toBe(true);

    let later = first;
    for (let attempt = 0; attempt < 100 && !later.every((holder) => holder.record !== null); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      later = await holdersOf();
    }
    // The same figures as the holder's own page over 30 days.
    for (const holder of later) {
      const { pnl } = (await get(`/wallets/${holder.address}/profile?window=30d`)).json<WalletProfile>();
      expect(holder.record).toEqual({ realizedUsd: pnl.realizedUsd, winRate: pnl.winRate, closedPositions: pnl.closedPositions });
    }
  }, 60_000);
});
