// The wallet monitor on a real devnet: whales' transactions made by the test (anvil impersonation),
// matched, stored exactly once across a crash mid-step, confirmed later, and streamed over SSE.
import { disperseAbi, DISPERSE_ADDRESS, PERMIT2_ADDRESS, startDevnet, swapOnDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import {
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
  type Address,
} from 'viem';
import { foundry } from 'viem/chains';
import { createChainSource } from '../chain';
import type { ChainSource } from '../chain/chain-source';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { devnetPriceAt } from '@whalewatch/devnet/price-path';
import { formatAmount, formatCompactUsd } from '@whalewatch/shared/format';
import { devPrices } from '../prices/dev-prices';
import type { PriceSource } from '../prices';
import { createWalletMonitor } from './wallet-monitor';

let devnet: Devnet;
let mailbox: Mailbox;
let t: TestApp;
let alice: SessionBody;

beforeAll(async () => {
  mailbox = await startMailbox();
  // No automatic blocks: each test mines exactly what it means to.
  devnet = await startDevnet({ port: 0, history: 50, blockTimeSeconds: 3600, seed: 'monitor-test' });
}, 120_000);
afterAll(async () => {
  await devnet?.stop();
  await mailbox.close();
});
beforeEach(async () => {
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    CHAIN_RPC_URL: devnet.rpcUrl,
    MONITOR_CONFIRMATIONS: '2',
    CHAIN_ID: '31337',
    PRICES_SOURCE: 'dev',
  });
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'pro');
});
afterEach(() => t.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const anvil = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);

async function track(wallets: { address: string; nickname: string; monitorOptions?: object }[]) {
  const options = { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.5 };
  const response = await t.app.inject({
    method: 'POST',
    url: '/users/register',
    headers: as(alice),
    payload: { email: alice.user.email, checkInterval: 60_000, wallets: wallets.map((wallet) => ({ monitorOptions: options, ...wallet })) },
  });
  expect(response.statusCode).toBe(200);
}

/** Sends from `from` (impersonated) and mines a block; returns the transaction hash. */
async function sendAs(from: Address, request: { to: Address; value?: bigint; data?: `0x${string}` }) {
  const client = anvil();
  await client.impersonateAccount({ address: from });
  const hash = await client.sendTransaction({ account: from, chain: foundry, ...request });
  await client.mine({ blocks: 1 });
  return hash;
}

const transferData = (to: Address, amount: bigint) => ({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) as const;

type Move = { kind: string; direction: string; amount: string; symbol: string; counterparty: string; valueUsd: number | null };
async function notificationsOf(session: SessionBody) {
  const response = await t.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(session) });
  return response.json<{
    notifications: {
      txHash: string;
      kind: string;
      message: string;
      lines: string[];
      moves: Move[];
      status: string;
      wallet: { nickname: string };
    }[];
    unread: number;
  }>();
}
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`.toLowerCase();

/** USD per unit of `asset` at the block of transaction `hash`: the devnet's prices move, and alerts are valued at the block. */
async function priceAtBlockOf(hash: `0x${string}`, asset: 'ETH' | Address): Promise<number> {
  const client = anvil();
  const { blockNumber } = await client.getTransactionReceipt({ hash });
  const { timestamp } = await client.getBlock({ blockNumber });
  return devnetPriceAt(asset, Number(timestamp)) as number;
}

describe('wallet monitor on the devnet', () => {
  it('alerts each side of a transfer once, in words with USD, and nothing under the minimum (tokens included, through their USD value)', async () => {
    const [whale, otherWhale] = devnet.whales;
    const retail = devnet.retail[0];
    await track([
      { address: whale, nickname: 'Whale A' },
      { address: otherWhale, nickname: 'Whale B' },
    ]);
    await t.app.monitor.step(); // starts at the head

    const big = await sendAs(whale, { to: otherWhale, value: parseEther('2') });
    const small = await sendAs(whale, { to: retail, value: parseEther('0.1') });
    const usdc = tokenBySymbol('USDC').address;
    // 5,000 USDC is about $5,000, 1.6 ETH at about $3,000: over the 0.5 ETH minimum; 1,234.5 USDC (0.4 ETH) is under it.
    const token = await sendAs(otherWhale, { to: usdc, data: encodeFunctionData(transferData(retail, parseUnits('5000', 6))) });
    const smallToken = await sendAs(otherWhale, { to: usdc, data: encodeFunctionData(transferData(retail, parseUnits('1234.5', 6))) });
    await t.app.monitor.step();

    const { notifications, unread } = await notificationsOf(alice);
    const about = (hash: string) => notifications.filter((notification) => notification.txHash === hash);
    const twoEther = formatCompactUsd(2 * (await priceAtBlockOf(big, 'ETH')));
    const usdcUsd = 5000 * (await priceAtBlockOf(token, usdc));
    expect(about(big).map(({ wallet, message, kind }) => ({ nickname: wallet.nickname, message, kind }))).toEqual(
      expect.arrayContaining([
        { nickname: 'Whale A', message: `Whale A sent 2 ETH (${twoEther}) to Whale B`, kind: 'transaction' },
        { nickname: 'Whale B', message: `Whale B received 2 ETH (${twoEther}) from Whale A`, kind: 'transaction' },
      ]),
    );
    expect(about(small)).toEqual([]);
    expect(about(smallToken)).toEqual([]);
    expect(about(token)).toEqual([
      expect.objectContaining({
        kind: 'transaction',
        message: `Whale B sent 5,000 USDC (${formatCompactUsd(usdcUsd)}) to ${short(retail)}`,
        moves: [
          expect.objectContaining({
            kind: 'token',
            direction: 'out',
            amount: '5000',
            symbol: 'USDC',
            counterparty: retail.toLowerCase(),
            valueUsd: usdcUsd,
          }),
        ],
        status: 'pending',
      }),
    ]);
    expect(unread).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('turns a swap, a multi-transfer and an approval into exactly one alert each, in words, with USD and labels', async () => {
    const [, , , , , , whale] = devnet.whales;
    const [first, second] = devnet.retail;
    const binance14 = '0x28c6c06298d514db089934071355e5743bf21d60';
    const usdc = tokenBySymbol('USDC').address;
    // The spec's defaults: tokens, approvals and ether on, 0.1 ETH minimum.
    await track([
      {
        address: whale,
        nickname: 'Whale G',
        monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0.1 },
      },
    ]);
    await t.app.monitor.step();

    // 10 ETH for USDC on the devnet's Uniswap V3 router: its dollars in USDC at the block's prices, less the router's 0.3 % fee.
    const swap = await swapOnDevnet(devnet.rpcUrl, { whale, ethIn: parseEther('10'), tokenOut: usdc });
    const permit2 = await sendAs(whale, {
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, maxUint256] }),
    });
    const revoke = await sendAs(whale, {
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PERMIT2_ADDRESS, 0n] }),
    });
    await sendAs(whale, {
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DISPERSE_ADDRESS, maxUint256] }),
    });
    // One transaction paying three wallets through Disperse.app.
    const payout = await sendAs(whale, {
      to: DISPERSE_ADDRESS,
      data: encodeFunctionData({
        abi: disperseAbi,
        functionName: 'disperseTokenSimple',
        args: [usdc, [first, second, binance14], [parseUnits('1000', 6), parseUnits('2000', 6), parseUnits('5000', 6)]],
      }),
    });
    await t.app.monitor.step();

    const { notifications } = await notificationsOf(alice);
    const about = (hash: string) => notifications.filter((notification) => notification.txHash === hash);
    const etherUsd = 10 * (await priceAtBlockOf(swap.hash, 'ETH'));
    const usdcOut = Number(swap.amountOut) / 1e6;
    const usdcPrice = await priceAtBlockOf(swap.hash, usdc);
    expect(about(swap.hash)).toEqual([
      expect.objectContaining({
        message: `Whale G swapped 10 ETH (${formatCompactUsd(etherUsd)}) for ${formatAmount(usdcOut)} USDC on Uniswap V3`,
        moves: [
          expect.objectContaining({ kind: 'ether', direction: 'out', amount: '10', symbol: 'ETH', valueUsd: etherUsd }),
          expect.objectContaining({
            kind: 'token',
            direction: 'in',
            amount: String(usdcOut),
            symbol: 'USDC',
            valueUsd: usdcOut * usdcPrice,
          }),
        ],
      }),
    ]);
    expect(about(permit2).map((notification) => notification.message)).toEqual([
      'Whale G approved Uniswap: Permit2 to spend unlimited USDC',
    ]);
    expect(about(revoke).map((notification) => notification.message)).toEqual(['Whale G revoked USDC approval for Uniswap: Permit2']);
    // $1,000 + $2,000 + $5,000, at USDC's price then (about $1).
    const usdcThen = await priceAtBlockOf(payout, usdc);
    const usd = (amount: number) => formatCompactUsd(amount * usdcThen);
    expect(about(payout)).toEqual([
      expect.objectContaining({
        message: `Whale G made 3 moves (${usd(8000)})`,
        lines: [
          `Sent 1,000 USDC (${usd(1000)}) to ${short(first)}`,
          `Sent 2,000 USDC (${usd(2000)}) to ${short(second)}`,
          `Sent 5,000 USDC (${usd(5000)}) to Binance 14`,
        ],
      }),
    ]);
  }, 60_000);

  it("applies each wallet's direction and unpriced-token options to real blocks", async () => {
    // SHIB without a price (as an airdropped token on mainnet would be): the devnet's table less SHIB.
    const shib = tokenBySymbol('SHIB').address.toLowerCase() as Address;
    const table = devPrices();
    const withoutShib: PriceSource = {
      ...table,
      tokenPrices: async (contracts) => {
        const prices = await table.tokenPrices(contracts);
        prices.delete(shib);
        return prices;
      },
      pricesAt: async (queries) => table.pricesAt(queries.filter((query) => query.asset !== shib)),
    };
    const unpriced = await createTestApp(
      {
        SMTP_URL: mailbox.smtpUrl,
        AUTH_JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        CHAIN_RPC_URL: devnet.rpcUrl,
        MONITOR_CONFIRMATIONS: '2',
        CHAIN_ID: '31337',
      },
      { prices: withoutShib },
    );
    try {
      const bob = await signUp(unpriced.app, mailbox);
      await setPlan(unpriced.app, bob.user.email, 'pro');
      const [, , , , , , , outgoing] = devnet.whales;
      const [, , , , , , , , airdropped, quiet] = devnet.retail;
      const options = (overrides: object) => ({
        tokenTransfers: true,
        tokenApprovals: true,
        etherTransfers: true,
        minTransactionValue: 0.1,
        ...overrides,
      });
      const registered = await unpriced.app.inject({
        method: 'POST',
        url: '/users/register',
        headers: as(bob),
        payload: {
          email: bob.user.email,
          checkInterval: 60_000,
          wallets: [
            { address: outgoing, nickname: 'Outgoing only', monitorOptions: options({ direction: 'out' }) },
            { address: airdropped, nickname: 'Wants airdrops', monitorOptions: options({ alertUnpricedTokens: true }) },
            { address: quiet, nickname: 'No airdrops', monitorOptions: options({}) },
          ],
        },
      });
      expect(registered.statusCode).toBe(200);
      await unpriced.app.monitor.step();

      const received = await sendAs(devnet.whales[0], { to: outgoing, value: parseEther('5') });
      const sent = await sendAs(outgoing, { to: devnet.retail[0], value: parseEther('5') });
      const shibTo = (to: Address) =>
        sendAs(devnet.whales[1], { to: shib, data: encodeFunctionData(transferData(to, parseEther('50000000'))) });
      const airdrop = await shibTo(airdropped);
      const ignored = await shibTo(quiet);
      await unpriced.app.monitor.step();

      const listed = (await unpriced.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(bob) })).json<{
        notifications: { txHash: string; message: string }[];
      }>().notifications;
      const about = (hash: string) =>
        listed.filter((notification) => notification.txHash === hash).map((notification) => notification.message);
      expect(about(received)).toEqual([]);
      expect(about(sent)).toEqual([
        `Outgoing only sent 5 ETH (${formatCompactUsd(5 * (await priceAtBlockOf(sent, 'ETH')))}) to ${short(devnet.retail[0])}`,
      ]);
      expect(about(airdrop)).toEqual([`Wants airdrops received 50,000,000 SHIB (no price) from ${short(devnet.whales[1])}`]);
      expect(about(ignored)).toEqual([]);
    } finally {
      await unpriced.close();
    }
  }, 60_000);

  it('confirms a notification once the block has the configured confirmations', async () => {
    const [whale] = devnet.whales;
    await track([{ address: whale, nickname: 'Whale A' }]);
    await t.app.monitor.step();
    const hash = await sendAs(whale, { to: devnet.retail[1], value: parseEther('1') });
    await t.app.monitor.step();
    expect((await notificationsOf(alice)).notifications.find((n) => n.txHash === hash)?.status).toBe('pending');

    await anvil().mine({ blocks: 2 });
    await t.app.monitor.step();
    expect((await notificationsOf(alice)).notifications.find((n) => n.txHash === hash)?.status).toBe('confirmed');
  }, 60_000);

  it('loses nothing and repeats nothing when a step dies half-way and the monitor starts again', async () => {
    const [, , whale] = devnet.whales;
    await track([{ address: whale, nickname: 'Whale C' }]);
    await t.app.monitor.step();
    const dai = tokenBySymbol('DAI').address;
    const ether = await sendAs(whale, { to: devnet.retail[2], value: parseEther('3') });
    const token = await sendAs(whale, { to: dai, data: encodeFunctionData(transferData(devnet.retail[2], parseEther('7000'))) });

    // A process that dies after reading the blocks and matching the ether move, before committing.
    const real = createChainSource(testConfig({ CHAIN_RPC_URL: devnet.rpcUrl }).chain);
    const dying: ChainSource = Object.assign(Object.create(real) as ChainSource, {
      tokenMetadata: async () => {
        throw new Error('killed mid-step');
      },
    });
    const crashed = createWalletMonitor(
      { database: t.database, chain: dying, prices: t.app.prices, log: t.app.log },
      { chainId: 31337, confirmations: 2, pollIntervalMs: 1000, batchSize: 50 },
    );
    await expect(crashed.step()).rejects.toThrow('killed mid-step');
    await crashed.stop();
    expect((await notificationsOf(alice)).notifications).toEqual([]);

    // Restarted (a new monitor on the same database): both, once; a further step adds nothing.
    const restarted = createWalletMonitor(
      { database: t.database, chain: real, prices: t.app.prices, log: t.app.log },
      { chainId: 31337, confirmations: 2, pollIntervalMs: 1000, batchSize: 50 },
    );
    await restarted.step();
    const afterRestart = (await notificationsOf(alice)).notifications;
    await restarted.step();
    await t.app.monitor.step();
    await restarted.stop();
    const later = (await notificationsOf(alice)).notifications;

    // The devnet's simulator acts in mined blocks too: count ours, and see nothing doubled.
    expect(afterRestart.filter((notification) => notification.txHash === ether)).toHaveLength(1);
    expect(afterRestart.filter((notification) => notification.txHash === token)).toHaveLength(1);
    const identities = later.map((notification) => `${notification.txHash}/${notification.wallet.nickname}`);
    expect(new Set(identities).size).toBe(identities.length);
    expect(later.map((notification) => notification.txHash)).toEqual(
      expect.arrayContaining(afterRestart.map((notification) => notification.txHash)),
    );
  }, 60_000);

  it('reads a wallet tracked after it started, and forgets a removed one', async () => {
    const [, , , whale, otherWhale] = devnet.whales;
    await track([{ address: whale, nickname: 'Whale D' }]);
    await t.app.monitor.step();
    const before = await sendAs(otherWhale, { to: devnet.retail[3], value: parseEther('1') });
    await t.app.monitor.step();
    await t.app.inject({
      method: 'PUT',
      url: '/users/settings',
      headers: as(alice),
      payload: {
        settings: {
          email: alice.user.email,
          checkInterval: 60_000,
          wallets: [
            {
              address: otherWhale,
              nickname: 'Whale E',
              monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 },
            },
          ],
        },
      },
    });
    const after = await sendAs(otherWhale, { to: devnet.retail[3], value: parseEther('1') });
    const removed = await sendAs(whale, { to: devnet.retail[3], value: parseEther('1') });
    await t.app.monitor.step();

    const hashes = (await notificationsOf(alice)).notifications.map((notification) => notification.txHash);
    expect(hashes).toContain(after);
    expect(hashes).not.toContain(before);
    expect(hashes).not.toContain(removed);
  }, 60_000);

  it('retracts what a reorganised block had notified, and picks the chain up again', async () => {
    const [, , , , , whale] = devnet.whales;
    await track([{ address: whale, nickname: 'Whale F' }]);
    await t.app.monitor.step();
    const client = anvil();
    const snapshot = await client.snapshot();
    const dropped = await sendAs(whale, { to: devnet.retail[4], value: parseEther('4') });
    await t.app.monitor.step();
    expect((await notificationsOf(alice)).notifications.find((n) => n.txHash === dropped)?.status).toBe('pending');

    // The block with the transaction is replaced: back to the snapshot, and a longer chain without it.
    await client.revert({ id: snapshot });
    await client.mine({ blocks: 3 });
    const replacement = await sendAs(whale, { to: devnet.retail[4], value: parseEther('6') });
    for (let steps = 0; steps < 5; steps += 1) await t.app.monitor.step();

    const { notifications, unread } = await notificationsOf(alice);
    expect(notifications.find((n) => n.txHash === dropped)?.status).toBe('retracted');
    expect(notifications.find((n) => n.txHash === replacement)).toMatchObject({
      moves: [expect.objectContaining({ amount: '6' })],
      status: 'pending',
    });
    expect(unread).toBe(notifications.filter((n) => n.status !== 'retracted').length);
  }, 60_000);
});
