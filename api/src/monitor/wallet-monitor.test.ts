// The wallet monitor on a real devnet: whales' transactions made by the test (anvil impersonation),
// matched, stored exactly once across a crash mid-step, confirmed later, and streamed over SSE.
import { startDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createTestClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, publicActions, walletActions, type Address } from 'viem';
import { foundry } from 'viem/chains';
import { createChainSource } from '../chain';
import type { ChainSource } from '../chain/chain-source';
import { setPlan, signUp, TEST_ADMIN_TOKEN, TEST_JWT_SECRET, type SessionBody } from '../testing/accounts';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
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
  mailbox.close();
});
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: mailbox.smtpUrl, AUTH_JWT_SECRET: TEST_JWT_SECRET, ADMIN_TOKEN: TEST_ADMIN_TOKEN, CHAIN_RPC_URL: devnet.rpcUrl, MONITOR_CONFIRMATIONS: '2', CHAIN_ID: '31337' });
  alice = await signUp(t.app, mailbox);
  await setPlan(t.app, alice.user.email, 'pro');
});
afterEach(() => t.close());

const as = (session: SessionBody) => ({ authorization: `Bearer ${session.session.access_token}` });
const anvil = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) }).extend(publicActions).extend(walletActions);

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

const transferData = (to: Address, amount: bigint) =>
  ({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) as const;

async function notificationsOf(session: SessionBody) {
  const response = await t.app.inject({ method: 'GET', url: '/notifications?limit=100', headers: as(session) });
  return response.json<{ notifications: { txHash: string; kind: string; direction: string; amount: string; symbol: string; counterparty: string; status: string; wallet: { nickname: string } }[]; unread: number }>();
}

describe('wallet monitor on the devnet', () => {
  it('notifies ether sent and received above the minimum, and token transfers, with direction and counterparty', async () => {
    const [whale, otherWhale] = devnet.whales;
    const retail = devnet.retail[0];
    await track([{ address: whale, nickname: 'Whale A' }, { address: otherWhale, nickname: 'Whale B' }]);
    await t.app.monitor.step(); // starts at the head

    const big = await sendAs(whale, { to: otherWhale, value: parseEther('2') });
    const small = await sendAs(whale, { to: retail, value: parseEther('0.1') });
    const usdc = tokenBySymbol('USDC').address;
    const token = await sendAs(otherWhale, { to: usdc, data: encodeFunctionData(transferData(retail, parseUnits('1234.5', 6))) });
    await t.app.monitor.step();

    const { notifications, unread } = await notificationsOf(alice);
    const about = (hash: string) => notifications.filter((notification) => notification.txHash === hash);
    expect(about(big).map(({ wallet, direction, amount, symbol, counterparty, kind }) => ({ nickname: wallet.nickname, direction, amount, symbol, counterparty, kind }))).toEqual(
      expect.arrayContaining([
        { nickname: 'Whale A', direction: 'out', amount: '2', symbol: 'ETH', counterparty: otherWhale.toLowerCase(), kind: 'ether-transfer' },
        { nickname: 'Whale B', direction: 'in', amount: '2', symbol: 'ETH', counterparty: whale.toLowerCase(), kind: 'ether-transfer' },
      ]),
    );
    expect(about(small)).toEqual([]); // under the 0.5 ETH minimum
    expect(about(token)).toEqual([expect.objectContaining({ kind: 'token-transfer', direction: 'out', amount: '1234.5', symbol: 'USDC', counterparty: retail.toLowerCase(), status: 'pending' })]);
    expect(unread).toBeGreaterThanOrEqual(3);
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
    const token = await sendAs(whale, { to: dai, data: encodeFunctionData(transferData(devnet.retail[2], parseEther('7'))) });

    // A process that dies after reading the blocks and matching the ether move, before committing.
    const real = createChainSource(testConfig({ CHAIN_RPC_URL: devnet.rpcUrl }).chain);
    const dying: ChainSource = Object.assign(Object.create(real) as ChainSource, {
      tokenMetadata: async () => {
        throw new Error('killed mid-step');
      },
    });
    const crashed = createWalletMonitor({ database: t.database, chain: dying, log: t.app.log }, { chainId: 31337, confirmations: 2, pollIntervalMs: 1000, batchSize: 50 });
    await expect(crashed.step()).rejects.toThrow('killed mid-step');
    await crashed.stop();
    expect((await notificationsOf(alice)).notifications).toEqual([]);

    // Restarted (a new monitor on the same database): both, once; a further step adds nothing.
    const restarted = createWalletMonitor({ database: t.database, chain: real, log: t.app.log }, { chainId: 31337, confirmations: 2, pollIntervalMs: 1000, batchSize: 50 });
    await restarted.step();
    const afterRestart = (await notificationsOf(alice)).notifications;
    await restarted.step();
    await t.app.monitor.step();
    await restarted.stop();
    const later = (await notificationsOf(alice)).notifications;

    // The devnet's simulator acts in mined blocks too: count ours, and see nothing doubled.
    expect(afterRestart.filter((notification) => notification.txHash === ether)).toHaveLength(1);
    expect(afterRestart.filter((notification) => notification.txHash === token)).toHaveLength(1);
    const identities = later.map((notification) => `${notification.txHash}/${notification.kind}/${notification.direction}/${notification.amount}/${notification.counterparty}`);
    expect(new Set(identities).size).toBe(identities.length);
    expect(later.map((notification) => notification.txHash)).toEqual(expect.arrayContaining(afterRestart.map((notification) => notification.txHash)));
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
      payload: { settings: { email: alice.user.email, checkInterval: 60_000, wallets: [{ address: otherWhale, nickname: 'Whale E', monitorOptions: { tokenTransfers: true, tokenApprovals: true, etherTransfers: true, minTransactionValue: 0 } }] } },
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
    expect(notifications.find((n) => n.txHash === replacement)).toMatchObject({ amount: '6', status: 'pending' });
    expect(unread).toBe(notifications.filter((n) => n.status !== 'retracted').length);
  }, 60_000);
});
