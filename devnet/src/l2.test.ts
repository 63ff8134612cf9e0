import { erc20Abi, parseEther, zeroAddress, type PublicClient } from 'viem';
import { deriveAccounts } from './accounts';
import { devnetChain } from './chain';
import { DEVNET_L1, DEVNET_L2, DEVNET_L2_CHAIN_ID } from './chains';
import { MULTICALL3_ARTIFACT, ROUTER_ARTIFACT } from './contracts';
import { startDevnet, type Devnet } from './devnet';
import { createRpc, nextBlockTimestamp, type Rpc } from './rpc';
import { sendBlockActivity } from './simulator';
import { swapOnDevnet } from './swap';
import { devnetClient, transferEvent } from './testing/chain-reads';
import { DEVNET_L2_TOKENS, tokenBySymbol } from './tokens';

const SEED = 'l2-test';
const accounts = deriveAccounts(SEED);
let devnet: Devnet;
let client: PublicClient;
let rpc: Rpc;
let startHead: bigint;

beforeAll(async () => {
  // No simulator and no automatic blocks: each block holds what the test sends.
  devnet = await startDevnet({ port: 0, history: 100, blockTimeSeconds: 3600, simulate: false, seed: SEED, chain: DEVNET_L2 });
  client = devnetClient(devnet.rpcUrl, DEVNET_L2);
  rpc = createRpc(devnet.rpcUrl);
  startHead = await client.getBlockNumber();
}, 30_000);

afterAll(() => devnet?.stop());

describe('the L2 devnet (Base)', () => {
  it('answers chain id 31338', async () => {
    expect(DEVNET_L2_CHAIN_ID).toBe(31338);
    expect(devnet.chainId).toBe(31338);
    expect(await rpc.request('eth_chainId')).toBe('0x7a6a');
    expect(devnetChain(devnet.rpcUrl, DEVNET_L2).id).toBe(31338);
    expect(await client.getChainId()).toBe(31338);
  });

  it('serves USDC, USDT, DAI and WETH at their Base addresses, read through Multicall3, and no L1 token', async () => {
    expect(devnet.tokens).toEqual(DEVNET_L2_TOKENS);
    const reads = await client.multicall({
      allowFailure: false,
      contracts: DEVNET_L2_TOKENS.flatMap((token) => [
        { address: token.address, abi: erc20Abi, functionName: 'name' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'symbol' } as const,
        { address: token.address, abi: erc20Abi, functionName: 'decimals' } as const,
      ]),
    });
    expect(DEVNET_L2_TOKENS.map((token, index) => [token.address, ...reads.slice(index * 3, index * 3 + 3)])).toEqual([
      ['0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', 'USD Coin', 'USDC', 6],
      ['0xfde4c96c8593536e31f229ea8f37b2ada2699bb2', 'Tether USD', 'USDT', 6],
      ['0x50c5725949a6f0c72e6c4a641f24049a917db0cb', 'Dai Stablecoin', 'DAI', 18],
      ['0x4200000000000000000000000000000000000006', 'Wrapped Ether', 'WETH', 18],
    ]);
    expect(await client.getCode({ address: DEVNET_L2.multicall3Address })).toBe(MULTICALL3_ARTIFACT.deployedBytecode);
    expect(await client.getCode({ address: tokenBySymbol('USDC').address })).toBeUndefined();
  });

  it("has the router at Uniswap's SwapRouter02 and Universal Router addresses on Base, and no L1 router or Disperse", async () => {
    expect(DEVNET_L2.routerAddresses).toEqual(['0x2626664c2603336e57b271c5c0b26f421741e481', '0x6ff5693b99212da76ad316178a184ab56d299b43']);
    for (const address of DEVNET_L2.routerAddresses) expect(await client.getCode({ address })).toBe(ROUTER_ARTIFACT.deployedBytecode);
    for (const address of DEVNET_L1.routerAddresses) expect(await client.getCode({ address })).toBeUndefined();
    expect(DEVNET_L2.disperseAddress).toBeNull();
  });

  it("gives the seed's whales (the L1's) every Base token and seeds a history of Base token transfers", async () => {
    expect(devnet.whales).toEqual(accounts.whales);
    const balances = await client.multicall({
      allowFailure: false,
      contracts: DEVNET_L2_TOKENS.map(
        (token) => ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [accounts.whales[0]] }) as const,
      ),
    });
    for (const balance of balances) expect(balance).toBeGreaterThan(0n);
    const transfers = (await client.getLogs({ event: transferEvent, fromBlock: 0n, toBlock: startHead })).filter(
      (log) => log.args.from !== zeroAddress,
    );
    expect(transfers.length).toBeGreaterThanOrEqual(100);
    expect(new Set(transfers.map((log) => log.address))).toEqual(new Set(DEVNET_L2_TOKENS.map((token) => token.address)));
  });

  it('runs the simulated activity of Base: every planned transaction succeeds', async () => {
    let next = (await client.getBlockNumber()) + 1n;
    for (let block = 0; block < 5; block++, next++) {
      const at = await nextBlockTimestamp(rpc);
      const { sent, refused } = await sendBlockActivity(rpc, SEED, accounts, next, at, DEVNET_L2);
      expect(refused).toEqual([]);
      expect(sent).toBeGreaterThan(0);
      await rpc.request('evm_mine', [at]);
    }
    const blocks = await Promise.all([1n, 2n, 3n, 4n, 5n].map((offset) => client.getBlock({ blockNumber: startHead + offset })));
    const receipts = await Promise.all(blocks.flatMap((block) => block.transactions).map((hash) => client.getTransactionReceipt({ hash })));
    expect(receipts.length).toBeGreaterThan(10);
    expect(receipts.filter((receipt) => receipt.status !== 'success')).toEqual([]);
  }, 20_000);

  it("swapOnDevnet swaps on the L2 through Base's SwapRouter02 by default", async () => {
    const usdc = tokenBySymbol('USDC', DEVNET_L2_TOKENS).address;
    const swap = await swapOnDevnet(devnet.rpcUrl, { whale: devnet.whales[2], ethIn: parseEther('3'), tokenOut: usdc });
    expect(swap.router).toBe(DEVNET_L2.routerAddresses[0]);
    const receipt = await client.getTransactionReceipt({ hash: swap.hash });
    expect(receipt.status).toBe('success');
    expect(receipt.logs.map((log) => log.address)).toContain(usdc);
  });
});
