// The live simulator's plan for one block: 3–15 actions from distinct senders, drawn from the seed and
// the block number and sized at the prices at the block's time, so the same seed always plans the same
// activity for the same block at the same time. Most are retail noise; now and then one is a whale's
// move, whale-sized, so a user tracking whales reads a few alerts an hour rather than a stream.
import type { DevnetAccounts } from './accounts';
import { sender, type Action } from './actions';
import { pickMove, type ActivityMix } from './activity';
import { createPrng } from './prng';
import type { Address } from './tokens';

const SIMULATION_TOKENS = { USDC: 30, USDT: 16, DAI: 12, LINK: 8, SHIB: 8, cDAI: 6, BAT: 5, '1INCH': 5, COMP: 5, BUSD: 5 };

/** Swaps, exchange deposits and withdrawals, large transfers among whales and to fresh wallets, approvals and pulls. */
export const WHALE_MIX: ActivityMix = {
  kinds: {
    swap: 26,
    'exchange-deposit': 15,
    'exchange-withdrawal': 13,
    'token-transfer': 12,
    'eth-transfer': 8,
    approval: 16,
    'transfer-from': 10,
  },
  tokens: SIMULATION_TOKENS,
  size: 'whale',
  recipients: { whale: 45, retail: 15, new: 40 },
  spenders: { dapp: 50, permit2: 35, router: 15 },
};

/** Small moves among retail accounts and fresh addresses, some through the exchanges and the router. */
export const RETAIL_MIX: ActivityMix = {
  kinds: {
    'token-transfer': 44,
    'eth-transfer': 18,
    approval: 14,
    'transfer-from': 10,
    swap: 6,
    'exchange-deposit': 5,
    'exchange-withdrawal': 3,
  },
  tokens: SIMULATION_TOKENS,
  size: 'retail',
  recipients: { whale: 0, retail: 80, new: 20 },
  spenders: { dapp: 70, permit2: 25, router: 5 },
};

/**
 * Chance that a block carries a whale's move: at 2 s blocks about one a minute over the 8 whales, so
 * each whale moves about 7–8 times an hour and a user tracking 6 of them reads about 50 alerts an hour.
 */
export const WHALE_MOVE_CHANCE = 1 / 30;
export const MIN_ACTIONS_PER_BLOCK = 3;
export const MAX_ACTIONS_PER_BLOCK = 15;
const DRAWS_PER_ACTION = 4;

/** Block `blockNumber`'s activity, priced at `timestamp` (seconds), the time it is expected to be mined. */
export function planBlockActivity(seed: string, accounts: DevnetAccounts, blockNumber: bigint, timestamp: number): Action[] {
  const prng = createPrng(seed, `block/${blockNumber}`);
  const count = prng.int(MIN_ACTIONS_PER_BLOCK, MAX_ACTIONS_PER_BLOCK);
  const senders = new Set<Address>();
  const actions: Action[] = [];
  // One transaction per sender and block, so a failed send never leaves a nonce gap behind it.
  const add = (action: Action) => {
    if (senders.has(sender(action))) return;
    senders.add(sender(action));
    actions.push(action);
  };
  if (prng.chance(WHALE_MOVE_CHANCE)) add(pickMove(prng, accounts, WHALE_MIX, prng.pick(accounts.whales), timestamp));
  for (let draw = 0; actions.length < count && draw < count * DRAWS_PER_ACTION; draw++) {
    add(pickMove(prng, accounts, RETAIL_MIX, prng.pick(accounts.retail), timestamp));
  }
  return actions;
}
