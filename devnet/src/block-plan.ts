// The live simulator's plan for one block: 3–15 actions from distinct senders, drawn from the seed and
// the block number alone, so the same seed always plans the same activity for the same block.
import type { DevnetAccounts } from './accounts';
import { sender, type Action } from './actions';
import { pickAction, type ActivityMix } from './activity';
import { createPrng } from './prng';
import type { Address } from './tokens';

export const SIMULATION_MIX: ActivityMix = {
  kinds: { 'token-transfer': 50, 'eth-transfer': 22, approval: 16, 'transfer-from': 12 },
  tokens: { USDC: 30, USDT: 16, DAI: 12, LINK: 8, SHIB: 8, cDAI: 6, BAT: 5, '1INCH': 5, COMP: 5, BUSD: 5 },
  whaleShare: 0.3,
  bigMoveShare: 0.5,
  newRecipientShare: 0.2,
};

export const MIN_ACTIONS_PER_BLOCK = 3;
export const MAX_ACTIONS_PER_BLOCK = 15;
const DRAWS_PER_ACTION = 4;

export function planBlockActivity(seed: string, accounts: DevnetAccounts, blockNumber: bigint): Action[] {
  const prng = createPrng(seed, `block/${blockNumber}`);
  const count = prng.int(MIN_ACTIONS_PER_BLOCK, MAX_ACTIONS_PER_BLOCK);
  const senders = new Set<Address>();
  const actions: Action[] = [];
  // One transaction per sender and block, so a failed send never leaves a nonce gap behind it.
  for (let draw = 0; actions.length < count && draw < count * DRAWS_PER_ACTION; draw++) {
    const action = pickAction(prng, accounts, SIMULATION_MIX);
    if (senders.has(sender(action))) continue;
    senders.add(sender(action));
    actions.push(action);
  }
  return actions;
}
