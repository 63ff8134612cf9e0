import { parseEther, toHex, type Hex, type PublicClient } from 'viem';
import { deriveAccounts } from './accounts';
import { planBlockActivity } from './block-plan';
import { BRIDGE_FEE_WEI, bridgedAmount, bridgeOnDevnet, DEVNET_BRIDGES } from './bridge';
import { startBridgeRelay } from './bridge-relay';
import { DEVNET_L2 } from './chains';
import { startDevnet, type Devnet } from './devnet';
import { createRpc, nextBlockTimestamp, type Rpc } from './rpc';
import { sendBlockActivity } from './simulator';
import { devnetClient, waitForBlock } from './testing/chain-reads';
import type { Address } from './tokens';

const SEED = 'bridge-test';
const accounts = deriveAccounts(SEED);
let l1: Devnet;
let l2: Devnet;
let l1Client: PublicClient;
let l2Client: PublicClient;
let l1Rpc: Rpc;
const relayLog: string[] = [];

beforeAll(async () => {
  // Both chains mine every second, without simulated activity: the chains hold what the tests send.
  const options = { port: 0, history: 20, blockTimeSeconds: 1, simulate: false, seed: SEED };
  [l1, l2] = await Promise.all([startDevnet(options), startDevnet({ ...options, chain: DEVNET_L2 })]);
  l1Client = devnetClient(l1.rpcUrl);
  l2Client = devnetClient(l2.rpcUrl, DEVNET_L2);
  l1Rpc = createRpc(l1.rpcUrl);
}, 30_000);

afterAll(() => Promise.all([l1?.stop(), l2?.stop()]));

type Arrival = { hash: Hex; to: Address; value: bigint };

/** Every transaction on the L2 from the L2 bridge to `whale`. */
async function arrivalsTo(whale: Address): Promise<Arrival[]> {
  const head = await l2Client.getBlockNumber();
  const blocks = (await createRpc(l2.rpcUrl).batch(
    Array.from({ length: Number(head) + 1 }, (_, number) => ({ method: 'eth_getBlockByNumber', params: [toHex(number), true] })),
  )) as { transactions: { hash: Hex; from: string; to: string | null; value: Hex }[] }[];
  return blocks
    .flatMap((block) => block.transactions)
    .filter((tx) => tx.from === DEVNET_BRIDGES.l2 && tx.to === whale.toLowerCase())
    .map((tx) => ({ hash: tx.hash, to: whale, value: BigInt(tx.value) }));
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; relay said: ${relayLog.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the bridge from the L1 to the L2', () => {
  it('has the same whales on both chains', () => {
    expect(l2.whales).toEqual(l1.whales);
    expect([l1.chainId, l2.chainId]).toEqual([31337, 31338]);
  });

  it('bridgeOnDevnet deposits into the L1 bridge and pays the whale on the L2 from the L2 bridge, less the fee', async () => {
    const whale = l1.whales[0];
    const amountWei = parseEther('150');
    const before = await l2Client.getBalance({ address: whale });

    const bridge = await bridgeOnDevnet(l1.rpcUrl, l2.rpcUrl, { whale, amountWei });

    expect(bridge.amountOut).toBe(amountWei - BRIDGE_FEE_WEI);
    expect(BRIDGE_FEE_WEI).toBe(parseEther('0.0002'));
    const deposit = await l1Client.getTransaction({ hash: bridge.depositHash });
    expect(deposit).toMatchObject({
      from: whale.toLowerCase(),
      to: DEVNET_BRIDGES.l1,
      value: amountWei,
      blockNumber: bridge.depositBlockNumber,
    });
    expect((await l1Client.getTransactionReceipt({ hash: bridge.depositHash })).status).toBe('success');
    const arrival = await l2Client.getTransaction({ hash: bridge.arrivalHash });
    expect(arrival).toMatchObject({
      from: DEVNET_BRIDGES.l2,
      to: whale.toLowerCase(),
      value: amountWei - BRIDGE_FEE_WEI,
      blockNumber: bridge.arrivalBlockNumber,
    });
    expect(await l2Client.getBalance({ address: whale })).toBe(before + bridge.amountOut);
    await expect(bridgeOnDevnet(l1.rpcUrl, l2.rpcUrl, { whale, amountWei: BRIDGE_FEE_WEI })).rejects.toThrow('more than the fee');
  });

  it('relays each deposit exactly once: a plain transaction, a simulated whale bridge, across a restart, not one bridgeOnDevnet paid', async () => {
    const log = (line: string) => relayLog.push(line);
    // Made before the relay starts: it finds it looking back, and finds its arrival too.
    const paid = await bridgeOnDevnet(l1.rpcUrl, l2.rpcUrl, { whale: l1.whales[1], amountWei: parseEther('77') });
    let relay = startBridgeRelay({ l1RpcUrl: l1.rpcUrl, l2RpcUrl: l2.rpcUrl, log });
    try {
      // A plain ether transfer to the bridge, as any wallet would send.
      const whale = l1.whales[2];
      const amount = parseEther('12.5');
      await l1Rpc.request('eth_sendTransaction', [{ from: whale, to: DEVNET_BRIDGES.l1, value: toHex(amount) }]);
      const [arrival] = await waitFor('the arrival', async () => {
        const arrivals = await arrivalsTo(whale);
        return arrivals.length > 0 ? arrivals : undefined;
      });
      expect(arrival.value).toBe(amount - BRIDGE_FEE_WEI);

      // A whale's bridge the L1 simulator plans: it sends the block's activity, the L1 mines it.
      const at = await nextBlockTimestamp(l1Rpc);
      const { blockNumber, deposit } = plannedBridge((await l1Client.getBlockNumber()) + 1n, at);
      const { refused } = await sendBlockActivity(l1Rpc, SEED, accounts, blockNumber, at);
      expect(refused).toEqual([]);
      const [simulated] = await waitFor('the simulated bridge', async () => {
        const arrivals = (await arrivalsTo(deposit.from)).filter((candidate) => candidate.value === bridgedAmount(deposit.value));
        return arrivals.length > 0 ? arrivals : undefined;
      });
      expect(simulated.value).toBe(deposit.value - BRIDGE_FEE_WEI);

      // A restart: the new relay looks back over the same deposits and pays none again.
      await relay.stop();
      relay = startBridgeRelay({ l1RpcUrl: l1.rpcUrl, l2RpcUrl: l2.rpcUrl, log });
      const head = await l1Client.getBlockNumber();
      await waitForBlock(l1Client, head + 4n);
      await waitForBlock(l2Client, (await l2Client.getBlockNumber()) + 2n);

      expect(await arrivalsTo(whale)).toEqual([arrival]);
      expect((await arrivalsTo(deposit.from)).filter((candidate) => candidate.value === simulated.value)).toEqual([simulated]);
      expect((await arrivalsTo(l1.whales[1])).map((candidate) => candidate.hash)).toEqual([paid.arrivalHash]);
      expect(relayLog.filter((line) => !line.startsWith('bridge: '))).toEqual([]);
      expect(relayLog).toHaveLength(2);
    } finally {
      await relay.stop();
    }
  }, 60_000);
});

/** The first block from `from` on whose L1 plan at `at` has a whale deposit into the bridge. */
function plannedBridge(from: bigint, at: number) {
  for (let blockNumber = from; blockNumber < from + 20_000n; blockNumber++) {
    const deposit = planBlockActivity(SEED, accounts, blockNumber, at).find(
      (action) => action.kind === 'eth-transfer' && action.to === DEVNET_BRIDGES.l1,
    );
    if (deposit?.kind === 'eth-transfer') return { blockNumber, deposit };
  }
  throw new Error('no bridge planned in 20,000 blocks');
}
