// What the devnet does on chain, as data: the planners produce actions, the ledger checks they are
// affordable, and `toTransaction` turns each into an eth_sendTransaction request.
import { encodeFunctionData, erc20Abi, parseGwei, toHex } from 'viem';
import { routerAbi, tokenMintAbi } from './contracts';
import { ETH, type Address, type Asset } from './tokens';

export type EthTransfer = { kind: 'eth-transfer'; from: Address; to: Address; value: bigint };
export type TokenTransfer = { kind: 'token-transfer'; token: Address; from: Address; to: Address; amount: bigint };
/** amount 0 revokes; MAX_UINT256 is an unlimited approval. */
export type Approval = { kind: 'approval'; token: Address; owner: Address; spender: Address; amount: bigint };
export type TransferFrom = { kind: 'transfer-from'; token: Address; spender: Address; from: Address; to: Address; amount: bigint };
/** Only the treasury mints: initial balances and top-ups. */
export type Mint = { kind: 'mint'; token: Address; minter: Address; to: Address; amount: bigint };
/**
 * One transaction to a router: the trader pays `amountIn` of `tokenIn` (msg.value for ether, else the
 * router pulls it with transferFrom) and receives `amountOut` of `tokenOut` from the router's inventory.
 */
export type Swap = { kind: 'swap'; router: Address; trader: Address; tokenIn: Asset; amountIn: bigint; tokenOut: Asset; amountOut: bigint };

export type Action = EthTransfer | TokenTransfer | Approval | TransferFrom | Mint | Swap;

export const MAX_UINT256 = 2n ** 256n - 1n;

/** Fee cap on every transaction; the devnet's base fee stays far below it. */
export const MAX_FEE_PER_GAS = parseGwei('20');
const PRIORITY_FEE_PER_GAS = parseGwei('0.1');

/** Enough for the worst case of each (first write of every storage slot involved). */
const GAS_LIMIT: Record<Action['kind'], bigint> = {
  'eth-transfer': 21_000n,
  'token-transfer': 65_000n,
  approval: 55_000n,
  'transfer-from': 80_000n,
  mint: 80_000n,
  swap: 160_000n,
};

export function gasLimit(action: Action): bigint {
  return GAS_LIMIT[action.kind];
}

/** The most the sender can pay in fees for this action. */
export function maxFee(action: Action): bigint {
  return gasLimit(action) * MAX_FEE_PER_GAS;
}

/** The ether the action's transaction carries (its `value`). */
export function etherSent(action: Action): bigint {
  if (action.kind === 'eth-transfer') return action.value;
  if (action.kind === 'swap' && action.tokenIn === ETH) return action.amountIn;
  return 0n;
}

/** The account that signs (here: is impersonated for) the action's transaction. */
export function sender(action: Action): Address {
  switch (action.kind) {
    case 'eth-transfer':
    case 'token-transfer':
      return action.from;
    case 'approval':
      return action.owner;
    case 'transfer-from':
      return action.spender;
    case 'mint':
      return action.minter;
    case 'swap':
      return action.trader;
  }
}

export type TransactionRequest = {
  from: Address;
  to: Address;
  nonce: `0x${string}`;
  gas: `0x${string}`;
  maxFeePerGas: `0x${string}`;
  maxPriorityFeePerGas: `0x${string}`;
  value?: `0x${string}`;
  data?: `0x${string}`;
};

function callData(action: Action): `0x${string}` | undefined {
  switch (action.kind) {
    case 'eth-transfer':
      return undefined;
    case 'token-transfer':
      return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [action.to, action.amount] });
    case 'approval':
      return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [action.spender, action.amount] });
    case 'transfer-from':
      return encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [action.from, action.to, action.amount] });
    case 'mint':
      return encodeFunctionData({ abi: tokenMintAbi, functionName: 'mint', args: [action.to, action.amount] });
    case 'swap':
      return swapCallData(action);
  }
}

function swapCallData({ tokenIn, amountIn, tokenOut, amountOut }: Swap): `0x${string}` {
  if (tokenIn === ETH) {
    if (tokenOut === ETH) throw new Error('A swap needs a token on one side');
    return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [tokenOut, amountOut] });
  }
  if (tokenOut === ETH)
    return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [tokenIn, amountIn, amountOut] });
  return encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [tokenIn, amountIn, tokenOut, amountOut] });
}

function transactionTo(action: Action): Address {
  switch (action.kind) {
    case 'eth-transfer':
      return action.to;
    case 'swap':
      return action.router;
    default:
      return action.token;
  }
}

export function toTransaction(action: Action, nonce: number): TransactionRequest {
  const data = callData(action);
  const value = etherSent(action);
  return {
    from: sender(action),
    to: transactionTo(action),
    nonce: toHex(nonce),
    gas: toHex(gasLimit(action)),
    maxFeePerGas: toHex(MAX_FEE_PER_GAS),
    maxPriorityFeePerGas: toHex(PRIORITY_FEE_PER_GAS),
    ...(action.kind === 'eth-transfer' || value > 0n ? { value: toHex(value) } : {}),
    ...(data ? { data } : {}),
  };
}

/** Assigns each sender's nonces in order, continuing from `nonces` (which it updates). */
export function toTransactions(actions: readonly Action[], nonces: Map<Address, number>): TransactionRequest[] {
  return actions.map((action) => {
    const from = sender(action);
    const nonce = nonces.get(from) ?? 0;
    nonces.set(from, nonce + 1);
    return toTransaction(action, nonce);
  });
}
