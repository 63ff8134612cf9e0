// A wallet's history over JSON-RPC against a real devnet: its token transfers both ways, ether it sent
// and received in its own transactions, ether a router paid it inside a swap, nothing from a failed
// transaction, each dated by its block; read again from a block on, and cut to the newest `max`.
import { ETH, startDevnet, swapOnDevnet, tokenBySymbol, type Devnet } from '@whalewatch/devnet';
import { createTestClient, erc20Abi, http, parseEther, parseUnits, publicActions, walletActions, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import type { Address, ChainSource, WalletMove } from '../chain-source';
import { rpcSource } from './rpc-source';

let devnet: Devnet;
let source: ChainSource;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, history: 200, blockTimeSeconds: 3600, simulate: false, seed: 'wallet-history-test' });
  source = rpcSource({ url: devnet.rpcUrl });
}, 120_000);
afterAll(() => devnet?.stop());

const anvil = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(devnet.rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
const lower = (address: string) => address.toLowerCase() as Address;
const USDC = lower(tokenBySymbol('USDC').address);
const DAI = lower(tokenBySymbol('DAI').address);

/** Mines the transaction `send` makes, and says where it landed. */
async function mined(send: () => Promise<Hash>) {
  const client = anvil();
  const hash = await send();
  await client.mine({ blocks: 1 });
  const receipt = await client.getTransactionReceipt({ hash });
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  return { hash: lower(hash), blockNumber: receipt.blockNumber, at: Number(block.timestamp), status: receipt.status };
}

type Expected = Pick<WalletMove, 'hash' | 'asset' | 'from' | 'to' | 'value' | 'blockNumber' | 'at'>;
const shape = ({ hash, asset, from, to, value, blockNumber, at }: WalletMove): Expected => ({
  hash,
  asset,
  from,
  to,
  value,
  blockNumber,
  at,
});

describe('readWalletHistory (the rpc source)', () => {
  it("lists a wallet's token transfers, its ether both ways and a router's ether payout, dated by block, and not a failed transaction", async () => {
    const client = anvil();
    const wallet = lower(privateKeyToAccount(generatePrivateKey()).address);
    const whale = lower(devnet.whales[0]);
    const retail = lower(devnet.retail[0]);
    await client.setBalance({ address: wallet, value: parseEther('10') });
    const expected: Expected[] = [];

    const usdcIn = await mined(() =>
      client.writeContract({
        account: whale,
        chain: foundry,
        address: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [wallet, parseUnits('1000', 6)],
      }),
    );
    expected.push({
      hash: usdcIn.hash,
      blockNumber: usdcIn.blockNumber,
      at: usdcIn.at,
      asset: USDC,
      from: whale,
      to: wallet,
      value: parseUnits('1000', 6),
    });

    const etherIn = await mined(() => client.sendTransaction({ account: whale, chain: foundry, to: wallet, value: parseEther('2') }));
    expected.push({
      hash: etherIn.hash,
      blockNumber: etherIn.blockNumber,
      at: etherIn.at,
      asset: 'eth',
      from: whale,
      to: wallet,
      value: parseEther('2'),
    });

    const usdcOut = await mined(() =>
      client.writeContract({
        account: wallet,
        chain: foundry,
        address: USDC,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [retail, parseUnits('100', 6)],
      }),
    );
    expected.push({
      hash: usdcOut.hash,
      blockNumber: usdcOut.blockNumber,
      at: usdcOut.at,
      asset: USDC,
      from: wallet,
      to: retail,
      value: parseUnits('100', 6),
    });
    const fromSecondHalf = usdcOut.blockNumber;

    // Ether sent to a token contract reverts: a failed transaction moves nothing.
    const failed = await mined(() =>
      client.sendTransaction({ account: wallet, chain: foundry, to: USDC, value: parseEther('1'), gas: 100_000n }),
    );
    expect(failed.status).toBe('reverted');

    const toEther = await swapOnDevnet(devnet.rpcUrl, { whale: wallet, tokenIn: USDC, amountIn: parseUnits('500', 6), tokenOut: ETH });
    const toEtherBlock = await client.getBlock({ blockNumber: toEther.blockNumber });
    const router = lower(toEther.router);
    for (const move of [
      { asset: USDC, from: wallet, to: router, value: parseUnits('500', 6) },
      { asset: 'eth' as const, from: router, to: wallet, value: toEther.amountOut },
    ]) {
      expected.push({ hash: lower(toEther.hash), blockNumber: toEther.blockNumber, at: Number(toEtherBlock.timestamp), ...move });
    }

    const fromEther = await swapOnDevnet(devnet.rpcUrl, { whale: wallet, ethIn: parseEther('1'), tokenOut: DAI });
    const fromEtherBlock = await client.getBlock({ blockNumber: fromEther.blockNumber });
    for (const move of [
      { asset: 'eth' as const, from: wallet, to: lower(fromEther.router), value: parseEther('1') },
      { asset: DAI, from: lower(fromEther.router), to: wallet, value: fromEther.amountOut },
    ]) {
      expected.push({ hash: lower(fromEther.hash), blockNumber: fromEther.blockNumber, at: Number(fromEtherBlock.timestamp), ...move });
    }

    const head = await client.getBlockNumber({ cacheTime: 0 });
    const history = await source.walletHistory!(wallet, { fromBlock: 0n, toBlock: head, max: 100 });
    expect(history.complete).toBe(true);
    const byPosition = (a: Expected, b: Expected) => (a.blockNumber === b.blockNumber ? 0 : a.blockNumber < b.blockNumber ? -1 : 1);
    // Within the swap's transaction the token leg is a log, the payout an internal transfer: compare as sets per block.
    expect(history.moves.map(shape).sort(byPosition)).toEqual(expect.arrayContaining(expected));
    expect(history.moves).toHaveLength(expected.length);
    const blocks = history.moves.map((move) => move.blockNumber);
    expect([...blocks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(blocks);

    const later = await source.walletHistory!(wallet, { fromBlock: fromSecondHalf, toBlock: head, max: 100 });
    expect(later.moves.map(shape)).toEqual(expect.arrayContaining(expected.filter((move) => move.blockNumber >= fromSecondHalf)));
    expect(later.moves).toHaveLength(expected.filter((move) => move.blockNumber >= fromSecondHalf).length);

    const newest = await source.walletHistory!(wallet, { fromBlock: 0n, toBlock: head, max: 2 });
    expect(newest.complete).toBe(false);
    expect(newest.moves.map(shape)).toEqual(history.moves.slice(-2).map(shape));
  }, 60_000);
});
