import { erc20Abi, parseAbi, zeroAddress, type PublicClient } from 'viem';
import { PortInUseError } from './anvil';
import { MULTICALL3_ADDRESS } from './contracts';
import { startDevnet, type Devnet } from './devnet';
import { createRpc } from './rpc';
import { approvalEvent, devnetClient, transferEvent, waitForBlock } from './testing/chain-reads';
import { DEVNET_TOKENS, tokenBySymbol } from './tokens';

const HISTORY = 300;
const multicall3Reads = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);
let devnet: Devnet;
let client: PublicClient;
let startHead: bigint;
/** When the test started the devnet, in seconds. */
let started: number;
const DAY = 86_400;

beforeAll(async () => {
  started = Math.floor(Date.now() / 1000);
  devnet = await startDevnet({ port: 0, history: HISTORY, blockTimeSeconds: 1 });
  client = devnetClient(devnet.rpcUrl);
  startHead = await client.getBlockNumber();
}, 30_000);

afterAll(() => devnet?.stop());

describe('a new devnet', () => {
  it('answers name, symbol and decimals of the ten tokens at their mainnet addresses', async () => {
    const reads = await client.multicall({
      allowFailure: false,
      contracts: devnet.tokens.flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'name' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'decimals' } as const,
      ]),
    });
    const answered = devnet.tokens.map((token, index) => ({
      address: token.address,
      name: reads[index * 3],
      symbol: reads[index * 3 + 1],
      decimals: reads[index * 3 + 2],
    }));
    expect(answered).toEqual(DEVNET_TOKENS.map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })));
    expect(answered).toContainEqual({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    });
  });

  it("serves Multicall3 at its canonical address for viem's multicall", async () => {
    const whale = devnet.whales[0];
    const [ether, blockNumber, timestamp, usdc] = await client.multicall({
      allowFailure: false,
      contracts: [
        { address: MULTICALL3_ADDRESS, abi: multicall3Reads, functionName: 'getEthBalance', args: [whale] },
        { address: MULTICALL3_ADDRESS, abi: multicall3Reads, functionName: 'getBlockNumber' },
        { address: MULTICALL3_ADDRESS, abi: multicall3Reads, functionName: 'getCurrentBlockTimestamp' },
        { address: tokenBySymbol('USDC').address, abi: erc20Abi, functionName: 'balanceOf', args: [whale] },
      ],
    });
    expect(ether).toBe(await client.getBalance({ address: whale }));
    expect(blockNumber).toBeGreaterThanOrEqual(startHead);
    expect(Number(timestamp)).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(usdc).toBeGreaterThan(0n);
  });

  it('gives each whale ETH and every token, and the retail accounts some', async () => {
    expect(devnet.whales).toHaveLength(8);
    expect(devnet.retail).toHaveLength(40);
    for (const whale of devnet.whales) {
      expect(await client.getBalance({ address: whale })).toBeGreaterThan(10n ** 21n);
      const balances = await client.multicall({
        allowFailure: false,
        contracts: devnet.tokens.map(
          (token) => ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [whale] }) as const,
        ),
      });
      for (const balance of balances) expect(balance).toBeGreaterThan(0n);
    }
    expect(await client.getBalance({ address: devnet.retail[0] })).toBeGreaterThan(0n);
  });

  it('has at least `history` token transfers over many blocks, on every token, most of them USDC', async () => {
    const logs = await client.getLogs({ event: transferEvent, fromBlock: 0n, toBlock: startHead });
    const transfers = logs.filter((log) => log.args.from !== zeroAddress);
    expect(transfers.length).toBeGreaterThanOrEqual(HISTORY);
    expect(new Set(transfers.map((log) => log.blockNumber)).size).toBeGreaterThanOrEqual(50);
    const perToken = devnet.tokens.map(
      (token) => transfers.filter((log) => log.address.toLowerCase() === token.address.toLowerCase()).length,
    );
    for (const count of perToken) expect(count).toBeGreaterThan(0);
    const usdc = devnet.tokens.findIndex((token) => token.symbol === 'USDC');
    expect(perToken[usdc]).toBe(Math.max(...perToken));
    const approvals = await client.getLogs({ event: approvalEvent, fromBlock: 0n, toBlock: startHead });
    expect(approvals.length).toBeGreaterThan(0);
  });

  it('seeded no transaction that failed', async () => {
    const rpc = createRpc(devnet.rpcUrl);
    const receipts = (await rpc.batch(
      Array.from({ length: Number(startHead) }, (_, index) => ({
        method: 'eth_getBlockReceipts',
        params: [`0x${(index + 1).toString(16)}`],
      })),
    )) as { status: string }[][];
    const statuses = receipts.flat().map((receipt) => receipt.status);
    expect(statuses.length).toBeGreaterThan(HISTORY);
    expect(statuses.filter((status) => status !== '0x1')).toEqual([]);
  });

  it('keeps producing blocks with token transfers, approvals and ETH transfers', async () => {
    await waitForBlock(client, startHead + 4n);
    const fromBlock = startHead + 1n;
    const toBlock = startHead + 4n;
    const transfers = await client.getLogs({ event: transferEvent, fromBlock, toBlock });
    const approvals = await client.getLogs({ event: approvalEvent, fromBlock, toBlock });
    expect(transfers.length).toBeGreaterThan(0);
    expect(approvals.length).toBeGreaterThan(0);
    const blocks = await Promise.all(
      [1n, 2n, 3n, 4n].map((offset) => client.getBlock({ blockNumber: startHead + offset, includeTransactions: true })),
    );
    const ethTransfers = blocks.flatMap((block) => block.transactions).filter((transaction) => transaction.value > 0n);
    expect(ethTransfers.length).toBeGreaterThan(0);
    const receipts = await Promise.all(
      blocks.flatMap((block) => block.transactions).map((transaction) => client.getTransactionReceipt({ hash: transaction.hash })),
    );
    expect(receipts.filter((receipt) => receipt.status !== 'success')).toEqual([]);
  }, 20_000);

  it('spreads its seeded history over the last 365 days, up to about now', async () => {
    const times = await blockTimes(devnet.rpcUrl, startHead);
    const seeded = times.filter((time) => time <= started + 60);
    expect(seeded[0] - (started - 365 * DAY)).toBeGreaterThanOrEqual(0);
    expect(seeded[0] - (started - 365 * DAY)).toBeLessThan(120);
    expect(started - seeded[seeded.length - 1]).toBeLessThan(120);
    const gaps = seeded.slice(1).map((time, index) => time - seeded[index]);
    expect(Math.min(...gaps)).toBeGreaterThan(0);
    expect(Math.max(...gaps)).toBeLessThan(10 * DAY);
  });

  it('spans the days asked (historyDays), and refuses a span that is not a positive number of days', async () => {
    const month = await startDevnet({ port: 0, history: 20, historyDays: 30, simulate: false });
    try {
      const times = await blockTimes(month.rpcUrl, await devnetClient(month.rpcUrl).getBlockNumber());
      expect(times[0] - (started - 30 * DAY)).toBeGreaterThanOrEqual(0);
      expect(times[0] - (started - 30 * DAY)).toBeLessThan(300);
      expect(Math.floor(Date.now() / 1000) - times[times.length - 1]).toBeLessThan(120);
    } finally {
      await month.stop();
    }
    await expect(startDevnet({ port: 0, historyDays: 0 })).rejects.toThrow('historyDays must be a positive number of days, got 0');
  });

  it('says so when its port is taken', async () => {
    const port = Number(new URL(devnet.rpcUrl).port);
    await expect(startDevnet({ port, history: 0, simulate: false })).rejects.toBeInstanceOf(PortInUseError);
  });
});

/** The timestamps of blocks 1 to `head`. */
async function blockTimes(rpcUrl: string, head: bigint): Promise<number[]> {
  const blocks = (await createRpc(rpcUrl).batch(
    Array.from({ length: Number(head) }, (_, index) => ({
      method: 'eth_getBlockByNumber',
      params: [`0x${(index + 1).toString(16)}`, false],
    })),
  )) as { timestamp: string }[];
  return blocks.map((block) => Number(block.timestamp));
}
