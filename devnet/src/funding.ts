// Makes a block's planned actions affordable against the ledger: the treasury mints tokens and tops
// up ether ahead of the block where a sender is short, and a transferFrom without enough allowance
// becomes the owner's approval instead (the spender pulls in a later block).
import { parseEther } from 'viem';
import { MAX_UINT256, maxFee, sender, type Action, type Mint } from './actions';
import { ETH, type Ledger } from './ledger';
import type { Address } from './tokens';

/** Ether a top-up leaves beyond the action's own cost, so the next few actions need none. */
const ETH_TOP_UP_CUSHION = parseEther('1');

export type EthTopUp = { account: Address; amount: bigint };

export type FundedBlock = {
  /** Mints that must run before the block's actions. */
  mints: Mint[];
  /** Ether that must reach these accounts before the block's actions. */
  ethTopUps: EthTopUp[];
  /** The block's actions, each affordable whatever order they run in. */
  actions: Action[];
};

/** Funds and applies one block's actions to the ledger, then closes the block. */
export function fundBlock(planned: readonly Action[], ledger: Ledger, treasury: Address): FundedBlock {
  const funded: FundedBlock = { mints: [], ethTopUps: [], actions: [] };
  for (const plannedAction of planned) {
    const action = withAllowance(plannedAction, ledger);
    if (!action) continue;
    coverEther(action, ledger, funded);
    coverTokens(action, ledger, treasury, funded);
    apply(action, ledger);
    funded.actions.push(action);
  }
  ledger.endBlock();
  return funded;
}

/** The action itself, an approval in place of an uncovered transferFrom, or null when its allowance is busy. */
function withAllowance(action: Action, ledger: Ledger): Action | null {
  if (action.kind === 'approval') {
    return ledger.claimAllowance(action) ? action : null;
  }
  if (action.kind !== 'transfer-from') return action;
  const pair = { token: action.token, owner: action.from, spender: action.spender };
  if (!ledger.claimAllowance(pair)) return null;
  if (ledger.allowance(pair) >= action.amount) return action;
  return { kind: 'approval', ...pair, amount: MAX_UINT256 };
}

function coverEther(action: Action, ledger: Ledger, funded: FundedBlock): void {
  const account = sender(action);
  const need = maxFee(action) + (action.kind === 'eth-transfer' ? action.value : 0n);
  const balance = ledger.balance(ETH, account);
  if (balance >= need) return;
  const amount = need - balance + ETH_TOP_UP_CUSHION;
  ledger.creditNow(ETH, account, amount);
  funded.ethTopUps.push({ account, amount });
}

function coverTokens(action: Action, ledger: Ledger, treasury: Address, funded: FundedBlock): void {
  if (action.kind !== 'token-transfer' && action.kind !== 'transfer-from') return;
  const balance = ledger.balance(action.token, action.from);
  if (balance >= action.amount) return;
  // Mint half as much again as needed, so a run of transfers does not need a mint each.
  const amount = action.amount - balance + action.amount / 2n;
  ledger.creditNow(action.token, action.from, amount);
  funded.mints.push({ kind: 'mint', token: action.token, minter: treasury, to: action.from, amount });
}

function apply(action: Action, ledger: Ledger): void {
  ledger.debit(ETH, sender(action), maxFee(action) + (action.kind === 'eth-transfer' ? action.value : 0n));
  switch (action.kind) {
    case 'eth-transfer':
      ledger.creditNextBlock(ETH, action.to, action.value);
      return;
    case 'token-transfer':
      ledger.debit(action.token, action.from, action.amount);
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
    case 'transfer-from': {
      const pair = { token: action.token, owner: action.from, spender: action.spender };
      const allowance = ledger.allowance(pair);
      if (allowance !== MAX_UINT256) ledger.setAllowance(pair, allowance - action.amount);
      ledger.debit(action.token, action.from, action.amount);
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
    }
    case 'approval':
      ledger.setAllowance(action, action.amount);
      return;
    case 'mint':
      ledger.creditNextBlock(action.token, action.to, action.amount);
      return;
  }
}
