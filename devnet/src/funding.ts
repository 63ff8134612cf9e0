// Makes a block's planned actions affordable against the ledger: the treasury mints tokens and tops
// up ether ahead of the block where a sender (or a router paying out a swap) is short, and a
// transferFrom or token swap without enough allowance becomes the owner's approval instead (the
// spender or router pulls in a later block).
import { parseEther } from 'viem';
import { etherSent, MAX_UINT256, maxFee, sender, type Action, type Mint } from './actions';
import type { AllowancePair, Ledger } from './ledger';
import { ETH, type Address, type Asset } from './tokens';

/** Ether a top-up leaves beyond the action's own cost, so the next few actions need none. */
const ETH_TOP_UP_CUSHION = parseEther('1');
/** A router restocks for this many more swaps of the same size, so swaps seldom wait on a mint. */
const ROUTER_RESTOCK_SWAPS = 10n;

export type EthTopUp = { account: Address; amount: bigint };

export type FundedBlock = {
  /** Mints that must run before the block's actions. */
  mints: Mint[];
  /** Ether that must reach these accounts before the block's actions. */
  ethTopUps: EthTopUp[];
  /** The block's actions, each affordable whatever order they run in. */
  actions: Action[];
};

export type Holding = { asset: Asset; account: Address };

/** What the funding step looks at for an action: a ledger must hold these before `fundBlock` runs. */
export type FundingReads = {
  holdings: Holding[];
  allowance: AllowancePair | null;
  /** Accounts that may sign for it (a transferFrom's owner does when it becomes an approval). */
  signers: Address[];
};

export function fundingReads(action: Action): FundingReads {
  const reads: FundingReads = {
    holdings: [{ asset: ETH, account: sender(action) }],
    allowance: allowancePair(action),
    signers: [sender(action)],
  };
  switch (action.kind) {
    case 'token-transfer':
      reads.holdings.push({ asset: action.token, account: action.from });
      break;
    case 'transfer-from':
      reads.holdings.push({ asset: ETH, account: action.from }, { asset: action.token, account: action.from });
      reads.signers.push(action.from);
      break;
    case 'swap':
      if (action.tokenIn !== ETH) reads.holdings.push({ asset: action.tokenIn, account: action.trader });
      reads.holdings.push({ asset: action.tokenOut, account: action.router });
      break;
  }
  return reads;
}

/** The allowance the action spends: a transferFrom's, or a token swap's to its router. */
function allowancePair(action: Action): AllowancePair | null {
  if (action.kind === 'transfer-from') return { token: action.token, owner: action.from, spender: action.spender };
  if (action.kind === 'swap' && action.tokenIn !== ETH) return { token: action.tokenIn, owner: action.trader, spender: action.router };
  return null;
}

/** Funds and applies one block's actions to the ledger, then closes the block. */
export function fundBlock(planned: readonly Action[], ledger: Ledger, treasury: Address): FundedBlock {
  const funded: FundedBlock = { mints: [], ethTopUps: [], actions: [] };
  for (const plannedAction of planned) {
    const action = withAllowance(plannedAction, ledger);
    if (!action) continue;
    coverEther(action, ledger, treasury, funded);
    coverTokens(action, ledger, treasury, funded);
    coverRouter(action, ledger, treasury, funded);
    apply(action, ledger);
    funded.actions.push(action);
  }
  ledger.endBlock();
  return funded;
}

/** The action itself, an approval in place of an uncovered transferFrom or swap, or null when its allowance is busy. */
function withAllowance(action: Action, ledger: Ledger): Action | null {
  if (action.kind === 'approval') {
    return ledger.claimAllowance(action) ? action : null;
  }
  const pair = allowancePair(action);
  if (!pair) return action;
  if (!ledger.claimAllowance(pair)) return null;
  const amount = action.kind === 'swap' ? action.amountIn : action.kind === 'transfer-from' ? action.amount : 0n;
  if (ledger.allowance(pair) >= amount) return action;
  return { kind: 'approval', ...pair, amount: MAX_UINT256 };
}

/** Mints (a token) or tops up (ether) what `account` lacks for `need`, plus `extra`. */
function cover(asset: Asset, account: Address, need: bigint, extra: bigint, ledger: Ledger, treasury: Address, funded: FundedBlock): void {
  const balance = ledger.balance(asset, account);
  if (balance >= need) return;
  const amount = need - balance + extra;
  ledger.creditNow(asset, account, amount);
  if (asset === ETH) funded.ethTopUps.push({ account, amount });
  else funded.mints.push({ kind: 'mint', token: asset, minter: treasury, to: account, amount });
}

function coverEther(action: Action, ledger: Ledger, treasury: Address, funded: FundedBlock): void {
  cover(ETH, sender(action), maxFee(action) + etherSent(action), ETH_TOP_UP_CUSHION, ledger, treasury, funded);
}

/** Half as much again as needed, so a run of transfers does not need a mint each. */
function coverTokens(action: Action, ledger: Ledger, treasury: Address, funded: FundedBlock): void {
  if (action.kind === 'token-transfer' || action.kind === 'transfer-from') {
    cover(action.token, action.from, action.amount, action.amount / 2n, ledger, treasury, funded);
  }
  if (action.kind === 'swap' && action.tokenIn !== ETH) {
    cover(action.tokenIn, action.trader, action.amountIn, action.amountIn / 2n, ledger, treasury, funded);
  }
}

/** The router's inventory of what a swap pays out. */
function coverRouter(action: Action, ledger: Ledger, treasury: Address, funded: FundedBlock): void {
  if (action.kind !== 'swap') return;
  cover(action.tokenOut, action.router, action.amountOut, action.amountOut * ROUTER_RESTOCK_SWAPS, ledger, treasury, funded);
}

function spendAllowance(pair: AllowancePair, amount: bigint, ledger: Ledger): void {
  const allowance = ledger.allowance(pair);
  if (allowance !== MAX_UINT256) ledger.setAllowance(pair, allowance - amount);
}

function apply(action: Action, ledger: Ledger): void {
  ledger.debit(ETH, sender(action), maxFee(action) + etherSent(action));
  switch (action.kind) {
    case 'eth-transfer':
      ledger.creditNextBlock(ETH, action.to, action.value);
      return;
    case 'token-transfer':
      ledger.debit(action.token, action.from, action.amount);
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
    case 'transfer-from':
      spendAllowance({ token: action.token, owner: action.from, spender: action.spender }, action.amount, ledger);
      ledger.debit(action.token, action.from, action.amount);
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
    case 'approval':
      ledger.setAllowance(action, action.amount);
      return;
    case 'mint':
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
    case 'swap':
      if (action.tokenIn !== ETH) {
        spendAllowance({ token: action.tokenIn, owner: action.trader, spender: action.router }, action.amountIn, ledger);
        ledger.debit(action.tokenIn, action.trader, action.amountIn);
      }
      ledger.creditNextBlock(action.tokenIn, action.router, action.amountIn);
      ledger.debit(action.tokenOut, action.router, action.amountOut);
      ledger.creditNextBlock(action.tokenOut, action.trader, action.amountOut);
      return;
  }
}
