// The rpc ChainSource against a real devnet (anvil with the popular tokens and simulated activity).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDevnet, type Devnet } from '@whalewatch/devnet';
import {
  concatHex,
  createPublicClient,
  custom,
  encodeAbiParameters,
  erc20Abi,
  getAbiItem,
  http,
  size,
  toHex,
  type Hex,
  type PublicClient,
} from 'viem';
import type { Address, ChainSource } from '../chain-source';
import { rpcSource } from './rpc-source';

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f' as Address;
const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });

let devnet: Devnet;
let client: PublicClient;
let source: ChainSource;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, history: 400, blockTimeSeconds: 1, seed: 'rpc-source-test' });
  client = createPublicClient({ transport: http(devnet.rpcUrl) });
  source = rpcSource({ url: devnet.rpcUrl });
}, 120_000);
afterAll(() => devnet?.stop());

const whale = () => {
  const first = devnet.whales[0];
  if (!first) throw new Error('the devnet has no whales');
  return first.toLowerCase() as Address;
};

describe('the rpc ChainSource on the devnet', () => {
  it("reads a token's real metadata at its mainnet address, and null for an account", async () => {
    expect(await source.tokenMetadata(USDC)).toEqual({ name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    expect(await source.tokenMetadata(whale())).toBeNull();
  });

  it('reads a name and symbol their deployer wrote to forge lines as one visible line of at most 128 and 64 characters', async () => {
    // A contract that answers every call with one ABI string (name(), symbol(); decimals() reads its offset, 32).
    const text = `Visit evil.example\n\u0000\u202Eto claim ${'<'.repeat(300)}`;
    const answer = encodeAbiParameters([{ type: 'string' }], [text]);
    const length = toHex(size(answer), { size: 2 }).slice(2);
    // PUSH2 length, PUSH2 15 (where the answer starts), PUSH1 0, CODECOPY; PUSH2 length, PUSH1 0, RETURN.
    const prefix = `0x61${length}61000f600039` + `61${length}6000f3`;
    const hostile = '0x00000000000000000000000000000000000bad01' as Address;
    await client.request({
      method: 'anvil_setCode' as 'eth_chainId',
      params: [hostile, concatHex([prefix as Hex, answer])] as unknown as undefined,
    });

    const metadata = await source.tokenMetadata(hostile);

    expect(metadata?.symbol).toBe(`Visit evil.example to claim ${'<'.repeat(35)}…`);
    expect(metadata?.name).toBe(`Visit evil.example to claim ${'<'.repeat(99)}…`);
    expect(metadata?.decimals).toBe(32);
  });

  it("reads every transfer of a token newest first, exactly the chain's Transfer logs", async () => {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    const { transfers, complete } = await source.tokenTransfers(USDC);
    const logs = await client.getLogs({ address: USDC, event: transferEvent, fromBlock: 0n, toBlock: latest, strict: true });

    expect(complete).toBe(true);
    const atOrBeforeLatest = transfers.filter((transfer) => transfer.blockNumber <= latest);
    expect(new Set(atOrBeforeLatest.map((t) => `${t.hash}:${t.logIndex}`))).toEqual(
      new Set(logs.map((log) => `${log.transactionHash}:${log.logIndex}`)),
    );
    for (let index = 1; index < transfers.length; index += 1) {
      const [newer, older] = [transfers[index - 1], transfers[index]];
      if (!newer || !older) continue;
      expect(newer.blockNumber > older.blockNumber || (newer.blockNumber === older.blockNumber && newer.logIndex > older.logIndex)).toBe(
        true,
      );
    }
    expect(transfers[0]).toMatchObject({ contractAddress: USDC, tokenName: 'USD Coin', tokenSymbol: 'USDC', tokenDecimal: 6 });
  });

  it('stops at max transfers', async () => {
    const { transfers, complete } = await source.tokenTransfers(USDC, { max: 37 });

    expect(transfers).toHaveLength(37);
    expect(complete).toBe(true);
  });

  it('reads the transfers of a block range, newest first or oldest first', async () => {
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    const [fromBlock, toBlock] = [latest / 3n, (latest * 2n) / 3n];
    const logs = await client.getLogs({ address: USDC, event: transferEvent, fromBlock, toBlock, strict: true });
    const inChain = logs.map((log) => `${log.transactionHash}:${log.logIndex}`);

    const newest = await source.tokenTransfers(USDC, { fromBlock, toBlock });
    const oldest = await source.tokenTransfers(USDC, { fromBlock, toBlock, max: 5, oldestFirst: true });

    expect(newest.transfers.map((t) => `${t.hash}:${t.logIndex}`)).toEqual([...inChain].reverse());
    expect(oldest.transfers.map((t) => `${t.hash}:${t.logIndex}`)).toEqual(inChain.slice(0, 5));
    expect(oldest.transfers[0]).toMatchObject({ value: logs[0]?.args.value, blockHash: logs[0]?.blockHash });
  });

  it('answers a block by number with its hash, the newest without one, and null past the head', async () => {
    const head = await client.getBlock({ blockTag: 'latest' });
    const earlier = await client.getBlock({ blockNumber: head.number - 3n });

    expect(await source.blockAt(head.number - 3n)).toEqual({ number: earlier.number, hash: earlier.hash });
    expect((await source.blockAt())?.number).toBeGreaterThanOrEqual(head.number);
    expect(await source.blockAt(head.number + 1_000n)).toBeNull();
  });

  it('lists the tokens a whale has held, with metadata', async () => {
    const tokens = await source.walletTokens(whale());

    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens).toContainEqual({ contract: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 });
  });

  it('reads native and token balances like direct calls do, leaving out a contract that is not a token', async () => {
    const address = whale();
    const notAToken = devnet.whales[1]?.toLowerCase() as Address;

    const balances = await source.tokenBalances(address, [USDC, DAI, notAToken]);

    expect(await source.nativeBalance(address)).toBe(await client.getBalance({ address }));
    expect(balances.get(USDC)).toBe(
      await client.readContract({ address: USDC, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    );
    expect(balances.get(DAI)).toBeGreaterThan(0n);
    expect(balances.has(notAToken)).toBe(false);
  });

  it("lists an address's latest transactions, newest first", async () => {
    const address = whale();

    const transactions = await source.latestTransactions(address, 5);

    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThanOrEqual(5);
    for (const transaction of transactions) {
      expect([transaction.from, transaction.to]).toContain(address);
      expect(transaction.timeStamp).toBeGreaterThan(1_600_000_000);
    }
    const blocks = transactions.map((transaction) => transaction.blockNumber);
    expect([...blocks].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(blocks);
  });

  it('finds the same latest transactions by scanning blocks on a node without the Otterscan API', async () => {
    const plain = createPublicClient({
      transport: custom({
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          if (method.startsWith('ots_')) throw new Error('the method ots_searchTransactionsBefore does not exist/is not available');
          return client.request({ method, params } as Parameters<PublicClient['request']>[0]);
        },
      }),
    });
    const address = whale();

    const [viaOtterscan, viaScan] = await Promise.all([
      source.latestTransactions(address, 3),
      rpcSource({ url: devnet.rpcUrl, client: plain }).latestTransactions(address, 3),
    ]);

    expect(viaScan.map((t) => t.hash)).toEqual(viaOtterscan.map((t) => t.hash));
  });

  it('reads new blocks with their transactions and decoded Transfer and Approval logs', async () => {
    const latest = await source.latestBlockNumber();
    const from = latest - 20n;

    const blocks = await source.blocks(from, latest);

    expect(blocks.map((block) => block.number)).toEqual(Array.from({ length: 21 }, (_, index) => from + BigInt(index)));
    for (let index = 1; index < blocks.length; index += 1) expect(blocks[index]?.parentHash).toBe(blocks[index - 1]?.hash);
    const logs = blocks.flatMap((block) => block.logs);
    expect(logs.some((log) => log.event === 'Transfer')).toBe(true);
    expect(logs.some((log) => log.event === 'Approval')).toBe(true);
    expect(blocks.flatMap((block) => block.transactions).some((tx) => tx.value > 0n)).toBe(true);
    const transfer = logs.find((log) => log.event === 'Transfer');
    expect(transfer).toMatchObject({ contract: expect.stringMatching(/^0x[0-9a-f]{40}$/), value: expect.any(BigInt) });
  });

  it('refuses blocks whose logs came from another branch of the chain (a reorg between the two reads)', async () => {
    const reorgedLogs = createPublicClient({
      transport: custom({
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          const answer: unknown = await client.request({ method, params } as Parameters<PublicClient['request']>[0]);
          if (method !== 'eth_getLogs' || !Array.isArray(answer) || answer.length === 0) return answer;
          const [first, ...rest] = answer as object[];
          return [{ ...first, blockHash: `0x${'ee'.repeat(32)}` }, ...rest];
        },
      }),
    });
    const latest = await source.latestBlockNumber();

    await expect(rpcSource({ url: devnet.rpcUrl, client: reorgedLogs }).blocks(latest - 20n, latest)).rejects.toThrow(
      /changed while it was read/,
    );
  });
});

/**
 * A node's front door that counts the HTTP requests it is sent, and the JSON-RPC calls in them; with
 * `refuseBatches` it answers an array of calls as providers without batch support do (one error, not an array).
 */
async function countingProxy(target: string, { refuseBatches = false } = {}) {
  const seen = { requests: 0, calls: 0, batches: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as unknown;
      seen.requests += 1;
      seen.calls += Array.isArray(parsed) ? parsed.length : 1;
      if (Array.isArray(parsed)) seen.batches += 1;
      if (refuseBatches && Array.isArray(parsed)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch requests are not supported' } }));
        return;
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the rpc ChainSource's block reads", () => {
  it('reads a range of blocks in one batched request beside one eth_getLogs, not one request per block', async () => {
    const proxy = await countingProxy(devnet.rpcUrl);
    try {
      const latest = await source.latestBlockNumber();
      const expected = await source.blocks(latest - 19n, latest);

      const blocks = await rpcSource({ url: proxy.url }).blocks(latest - 19n, latest);

      expect(blocks).toEqual(expected);
      // 20 blocks: one batch of 20 eth_getBlockByNumber calls, and the range's logs.
      expect(proxy.seen).toEqual({ requests: 2, calls: 21, batches: 1 });
    } finally {
      await proxy.close();
    }
  });

  it('reads block by block from a node that refuses batches, and sends it no batch again', async () => {
    const proxy = await countingProxy(devnet.rpcUrl, { refuseBatches: true });
    try {
      const latest = await source.latestBlockNumber();
      const expected = await source.blocks(latest - 9n, latest);
      const refusing = rpcSource({ url: proxy.url });

      expect(await refusing.blocks(latest - 9n, latest)).toEqual(expected);
      // The refused batch, then ten blocks and the logs one request each.
      expect(proxy.seen).toEqual({ requests: 12, calls: 21, batches: 1 });
      expect(await refusing.blocks(latest - 9n, latest)).toEqual(expected);
      expect(proxy.seen).toEqual({ requests: 23, calls: 32, batches: 1 });
    } finally {
      await proxy.close();
    }
  });
});
