import { erc20Abi, parseEther, parseEventLogs, parseUnits, type PublicClient, type TransactionReceipt } from 'viem';
import { deriveAccounts } from './accounts';
import { gasLimit, type Action, type Swap } from './actions';
import { SWAP_FEE } from './amounts';
import { planBlockActivity } from './block-plan';
import { DEVNET_ROUTER_ADDRESS, DISPERSE_ADDRESS, EXCHANGE_ADDRESSES, UNIVERSAL_ROUTER_ADDRESS } from './counterparties';
import { DISPERSE_ARTIFACT, ROUTER_ARTIFACT } from './contracts';
import { startDevnet, type Devnet } from './devnet';
import { devnetPriceAt, DEVNET_REFERENCE_PRICES } from './price-path';
import { createRpc, nextBlockTimestamp, type Rpc } from './rpc';
import { sendBlockActivity } from './simulator';
import { swapOnDevnet } from './swap';
import { devnetClient } from './testing/chain-reads';
import { ETH, tokenByAddress, tokenBySymbol, type Asset } from './tokens';

const SEED = 'swap-test';
const accounts = deriveAccounts(SEED);
const usdc = tokenBySymbol('USDC').address;
const link = tokenBySymbol('LINK').address;
const dai = tokenBySymbol('DAI').address;
let devnet: Devnet;
let client: PublicClient;
let rpc: Rpc;

beforeAll(async () => {
  // No simulator and no automatic blocks: each block holds what the test sends.
  devnet = await startDevnet({ port: 0, history: 40, blockTimeSeconds: 3600, simulate: false, seed: SEED });
  client = devnetClient(devnet.rpcUrl);
  rpc = createRpc(devnet.rpcUrl);
}, 30_000);

afterAll(() => devnet?.stop());

const lower = (address: string) => address.toLowerCase();

/** The ERC-20 Transfer logs of a receipt as (token, from, to, value), addresses lower-case. */
function transfersIn(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).map((log) => ({
    token: lower(log.address),
    from: lower(log.args.from),
    to: lower(log.args.to),
    value: log.args.value,
  }));
}

/** The first block from `from` on whose plan at `at` has an action `matches` picks. */
function firstPlanned<T extends Action>(
  from: bigint,
  at: number,
  matches: (action: Action) => action is T,
): { blockNumber: bigint; action: T } {
  for (let blockNumber = from; blockNumber < from + 20_000n; blockNumber++) {
    const action = planBlockActivity(SEED, accounts, blockNumber, at).find(matches);
    if (action) return { blockNumber, action };
  }
  throw new Error('no such action planned in 20,000 blocks');
}

/** Sends the simulator's block `planned`, priced at `at`, to the pool, mines it at `at` and returns its receipts. */
async function simulateAndMine(planned: bigint, at: number): Promise<TransactionReceipt[]> {
  const { refused } = await sendBlockActivity(rpc, SEED, accounts, planned, at);
  expect(refused).toEqual([]);
  await rpc.request('evm_mine', [at]);
  const block = await client.getBlock({ includeTransactions: true });
  return Promise.all(block.transactions.map((transaction) => client.getTransactionReceipt({ hash: transaction.hash })));
}

describe('swaps on the devnet', () => {
  it('has the router at the Uniswap V3 SwapRouter and Universal Router addresses after start, and Disperse at its own', async () => {
    for (const address of [DEVNET_ROUTER_ADDRESS, UNIVERSAL_ROUTER_ADDRESS]) {
      expect(await client.getCode({ address })).toBe(ROUTER_ARTIFACT.deployedBytecode);
    }
    expect(await client.getCode({ address: DISPERSE_ADDRESS })).toBe(DISPERSE_ARTIFACT.deployedBytecode);
  });

  it("sends a simulated whale swap as one transaction to the router: the whale's ether out, the token in", async () => {
    const isWhaleEtherSwap = (action: Action): action is Swap =>
      action.kind === 'swap' && accounts.whales.includes(action.trader) && action.tokenIn === ETH;
    const at = await nextBlockTimestamp(rpc);
    const { blockNumber, action: swap } = firstPlanned((await client.getBlockNumber()) + 1n, at, isWhaleEtherSwap);

    const receipts = await simulateAndMine(blockNumber, at);

    expect(receipts.filter((receipt) => receipt.status !== 'success')).toEqual([]);
    const toRouter = receipts.filter((receipt) => receipt.to === swap.router && lower(receipt.from) === lower(swap.trader));
    expect(toRouter).toHaveLength(1);
    const transaction = await client.getTransaction({ hash: toRouter[0].transactionHash });
    expect(transaction.value).toBe(swap.amountIn);
    expect(transfersIn(toRouter[0])).toEqual([
      { token: lower(swap.tokenOut), from: swap.router, to: lower(swap.trader), value: swap.amountOut },
    ]);
    expect(toRouter[0].gasUsed).toBeLessThanOrEqual(gasLimit(swap));
  }, 20_000);

  it('sends an exchange withdrawal to a whale from the exchange itself', async () => {
    type Withdrawal = Extract<Action, { kind: 'eth-transfer' | 'token-transfer' }>;
    const isWithdrawal = (action: Action): action is Withdrawal =>
      (action.kind === 'eth-transfer' || action.kind === 'token-transfer') &&
      EXCHANGE_ADDRESSES.includes(action.from) &&
      accounts.whales.includes(action.to);
    const at = await nextBlockTimestamp(rpc);
    const { blockNumber, action: withdrawal } = firstPlanned((await client.getBlockNumber()) + 1n, at, isWithdrawal);

    const receipts = await simulateAndMine(blockNumber, at);

    expect(receipts.filter((receipt) => receipt.status !== 'success')).toEqual([]);
    expect(receipts.filter((receipt) => receipt.from === withdrawal.from)).toHaveLength(1);
  }, 20_000);

  it('swapOnDevnet swaps a token for another in one transaction: out to the router, in from the router', async () => {
    const whale = devnet.whales[1];
    const amountIn = parseUnits('1000000', 6);

    const swap = await swapOnDevnet(devnet.rpcUrl, { whale, tokenIn: usdc, amountIn, tokenOut: link });

    const receipt = await client.getTransactionReceipt({ hash: swap.hash });
    expect(receipt).toMatchObject({ status: 'success', to: DEVNET_ROUTER_ADDRESS, from: lower(whale), blockNumber: swap.blockNumber });
    expect(transfersIn(receipt)).toEqual([
      { token: lower(usdc), from: lower(whale), to: DEVNET_ROUTER_ADDRESS, value: amountIn },
      { token: lower(link), from: DEVNET_ROUTER_ADDRESS, to: lower(whale), value: swap.amountOut },
    ]);
    // $1M of USDC (at USDC's price then, about $1) buys $997,000 of LINK at LINK's price then.
    const at = await timeOf(swap.blockNumber);
    expect(Number(swap.amountOut) / 1e18 / ((1_000_000 * priceAt(usdc, at) * (1 - SWAP_FEE)) / priceAt(link, at))).toBeCloseTo(1, 5);
    expect(swap.approvalHash).not.toBeNull();
    expect(receipt.gasUsed).toBeLessThanOrEqual(160_000n);
  });

  it('swapOnDevnet swaps a token for ether, which comes back from the router in the same transaction', async () => {
    const whale = devnet.whales[2];
    const before = await client.getBalance({ address: whale });

    const swap = await swapOnDevnet(devnet.rpcUrl, { whale, tokenIn: dai, amountIn: parseEther('312000'), tokenOut: ETH });

    const receipt = await client.getTransactionReceipt({ hash: swap.hash });
    expect(transfersIn(receipt)).toEqual([
      { token: lower(dai), from: lower(whale), to: DEVNET_ROUTER_ADDRESS, value: parseEther('312000') },
    ]);
    const at = await timeOf(swap.blockNumber);
    expect(Number(swap.amountOut) / 1e18 / ((312_000 * priceAt(dai, at) * (1 - SWAP_FEE)) / priceAt(ETH, at))).toBeCloseTo(1, 5);
    const approvalFee = swap.approvalHash ? await feeOf(swap.approvalHash) : 0n;
    expect(await client.getBalance({ address: whale })).toBe(before + swap.amountOut - (await feeOf(swap.hash)) - approvalFee);
  });

  it('swapOnDevnet swaps ether for a token through the Universal Router address, with no approval', async () => {
    const whale = devnet.whales[3];

    const swap = await swapOnDevnet(devnet.rpcUrl, { whale, ethIn: parseEther('10'), tokenOut: usdc, router: UNIVERSAL_ROUTER_ADDRESS });

    const transaction = await client.getTransaction({ hash: swap.hash });
    expect(transaction).toMatchObject({ to: UNIVERSAL_ROUTER_ADDRESS, from: lower(whale), value: parseEther('10') });
    const at = await timeOf(swap.blockNumber);
    expect(Number(swap.amountOut) / 1e6 / ((10 * priceAt(ETH, at) * (1 - SWAP_FEE)) / priceAt(usdc, at))).toBeCloseTo(1, 5);
    expect(swap.approvalHash).toBeNull();
    const receipt = await client.getTransactionReceipt({ hash: swap.hash });
    expect(transfersIn(receipt)).toEqual([{ token: lower(usdc), from: UNIVERSAL_ROUTER_ADDRESS, to: lower(whale), value: swap.amountOut }]);
  });

  it('refuses a swap of an asset for itself', async () => {
    await expect(swapOnDevnet(devnet.rpcUrl, { whale: devnet.whales[0], tokenIn: usdc, amountIn: 1n, tokenOut: usdc })).rejects.toThrow(
      'two different assets',
    );
  });

  // Last: it moves the chain's clock ahead.
  it("swapOnDevnet quotes at the price path's prices at the time of the block it mines, in a later month too", async () => {
    // A day at least a day ahead of the chain when ether is more than 5% off its reference price.
    let ahead = Number((await client.getBlock()).timestamp) + 86_400;
    while (Math.abs(priceAt(ETH, ahead + 1) / DEVNET_REFERENCE_PRICES.ETH - 1) < 0.05) ahead += 86_400;
    await rpc.request('evm_mine', [ahead]);

    const swap = await swapOnDevnet(devnet.rpcUrl, { whale: devnet.whales[4], ethIn: parseEther('10'), tokenOut: usdc });

    const at = await timeOf(swap.blockNumber);
    expect(at).toBe(ahead + 1);
    expect(Number(swap.amountOut) / 1e6 / ((10 * priceAt(ETH, at) * (1 - SWAP_FEE)) / priceAt(usdc, at))).toBeCloseTo(1, 5);
  });
});

function priceAt(asset: Asset, at: number): number {
  const price = devnetPriceAt(asset, at);
  if (price === null) throw new Error(`no devnet price for ${asset === ETH ? asset : tokenByAddress(asset).symbol}`);
  return price;
}

async function timeOf(blockNumber: bigint): Promise<number> {
  return Number((await client.getBlock({ blockNumber })).timestamp);
}

async function feeOf(hash: `0x${string}`): Promise<bigint> {
  const receipt = await client.getTransactionReceipt({ hash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}
