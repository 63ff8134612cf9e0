// swapOnDevnet: one swap through the devnet's router right now, on either devnet chain, for tests that
// need a swap at a known moment. It funds what is missing first (the whale's side, the router's
// inventory, an approval of the router), then sends the swap as a single transaction, quoted at the
// prices at the time of the block it goes into, and by default mines that block at that time.
import { encodeFunctionData, type Hex } from 'viem';
import { MAX_UINT256, toTransactions, type Action, type Swap } from './actions';
import { quoteSwap } from './amounts';
import { devnetChainProfile, type DevnetChainProfile } from './chains';
import { tokenMintAbi } from './contracts';
import { fundBlock, type FundedBlock } from './funding';
import { readChain, topUpCalls } from './ledger-reads';
import { asHex, asQuantity, createRpc, latestBlock, minedIn, nextBlockTimestamp, type Rpc } from './rpc';
import { ETH, type Address, type Asset } from './tokens';

export type DevnetSwapRequest = {
  whale: Address;
  /** A token's address, or 'ETH'. */
  tokenOut: Asset;
  /** Default: what `amountIn` is worth at the devnet's prices at the swap's block time (`devnetPriceAt`), less the 0.3% fee. */
  amountOut?: bigint;
  /**
   * Default the chain's swap router (DEVNET_ROUTER_ADDRESS on the L1); its Universal Router (UNIVERSAL_ROUTER_ADDRESS
   * on the L1) serves the same router.
   */
  router?: Address;
  /**
   * Mine a block with the swap at once (default), stamped with the time the swap was quoted at; false
   * waits for the devnet's own next block (quoted at about now, a few seconds from that block's time).
   */
  mine?: boolean;
} & ({ ethIn: bigint } | { tokenIn: Address; amountIn: bigint });

export type DevnetSwapResult = {
  /** The swap transaction: from the whale, to the router. */
  hash: Hex;
  blockNumber: bigint;
  router: Address;
  tokenIn: Asset;
  amountIn: bigint;
  tokenOut: Asset;
  amountOut: bigint;
  /** The whale's unlimited approval of the router, sent just before when the allowance was short. */
  approvalHash: Hex | null;
};

/** One swap on the devnet chain at `rpcUrl` (the L1 or the L2, told apart by eth_chainId), funded and mined. */
export async function swapOnDevnet(rpcUrl: string, request: DevnetSwapRequest): Promise<DevnetSwapResult> {
  const rpc = createRpc(rpcUrl);
  const chain = devnetChainProfile(Number(asQuantity(await rpc.request('eth_chainId'), 'eth_chainId')));
  const at = await nextBlockTimestamp(rpc);
  const swap = swapAction(request, chain, at);
  const treasury = await minterOf(rpc, chain);
  const reads = await readChain(rpc, [swap], [treasury]);
  const approval: Action | null =
    swap.tokenIn !== ETH && reads.ledger.allowance({ token: swap.tokenIn, owner: swap.trader, spender: swap.router }) < swap.amountIn
      ? { kind: 'approval', token: swap.tokenIn, owner: swap.trader, spender: swap.router, amount: MAX_UINT256 }
      : null;
  const funded: FundedBlock[] = [];
  if (approval) funded.push(fundBlock([approval], reads.ledger, treasury));
  funded.push(fundBlock([swap], reads.ledger, treasury));

  const topUps = topUpCalls(
    funded.flatMap((block) => block.ethTopUps),
    reads.ether,
  );
  if (topUps.length > 0) await rpc.batch(topUps);
  // The pool keeps arrival order: mints, then the approval, then the swap.
  const mints = toTransactions(
    funded.flatMap((block) => block.mints),
    reads.nonces,
  );
  if (mints.length > 0) await rpc.batch(mints.map((transaction) => ({ method: 'eth_sendTransaction', params: [transaction] })));
  const approvalHash = approval ? await send(rpc, approval, reads.nonces) : null;
  const hash = await send(rpc, swap, reads.nonces);
  // At the quoted time, unless a block of the devnet's own has been mined at it since.
  if (request.mine ?? true) await rpc.request('evm_mine', [Math.max(at, (await latestBlock(rpc)).timestamp + 1)]);

  const blockNumber = await minedIn(rpc, hash, 'swap');
  return {
    hash,
    blockNumber,
    router: swap.router,
    tokenIn: swap.tokenIn,
    amountIn: swap.amountIn,
    tokenOut: swap.tokenOut,
    amountOut: swap.amountOut,
    approvalHash,
  };
}

function swapAction(request: DevnetSwapRequest, chain: DevnetChainProfile, at: number): Swap {
  const [tokenIn, amountIn]: [Asset, bigint] = 'ethIn' in request ? [ETH, request.ethIn] : [request.tokenIn, request.amountIn];
  if (tokenIn.toLowerCase() === request.tokenOut.toLowerCase())
    throw new Error(`A swap needs two different assets, got ${tokenIn} on both sides`);
  if (amountIn <= 0n) throw new Error('A swap needs a positive amount in');
  return {
    kind: 'swap',
    router: request.router ?? chain.routerAddresses[0],
    trader: request.whale,
    tokenIn,
    amountIn,
    tokenOut: request.tokenOut,
    amountOut: request.amountOut ?? quoteSwap(tokenIn, amountIn, request.tokenOut, at),
  };
}

/** The devnet's treasury, which mints every token. */
async function minterOf(rpc: Rpc, chain: DevnetChainProfile): Promise<Address> {
  const data = encodeFunctionData({ abi: tokenMintAbi, functionName: 'minter' });
  const word = asHex(await rpc.request('eth_call', [{ to: chain.tokens[0].address, data }, 'latest']), 'minter()');
  return `0x${word.slice(-40)}`;
}

async function send(rpc: Rpc, action: Action, nonces: Map<Address, number>): Promise<Hex> {
  const [transaction] = toTransactions([action], nonces);
  return asHex(await rpc.request('eth_sendTransaction', [transaction]), 'transaction hash');
}
