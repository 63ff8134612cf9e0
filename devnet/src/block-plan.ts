// The live simulator's plan for one block of a chain: 3–15 actions from distinct senders, drawn from
// the seed, the chain and the block number and sized at the prices at the block's time, so the same seed
// always plans the same activity for the same block at the same time. Most are retail noise; now and
// then one is a whale's move, whale-sized, so a user tracking whales reads a few alerts an hour rather
// than a stream. On the L1 a few of those moves bridge ether to the L2 instead.
import type { DevnetAccounts } from './accounts';
import { sender, type Action } from './actions';
import { pickMove, type ActivityMix } from './activity';
import { ethAmountForUsd } from './amounts';
import { chainStream, DEVNET_L1, type DevnetChainProfile } from './chains';
import { createPrng } from './prng';
import type { Address } from './tokens';

/** Swaps, exchange deposits and withdrawals, large transfers among whales and to fresh wallets, approvals and pulls (L1 tokens). */
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
  tokens: DEVNET_L1.tokenWeights.live,
  size: 'whale',
  recipients: { whale: 45, retail: 15, new: 40 },
  spenders: { dapp: 50, permit2: 35, router: 15 },
};

/** Small moves among retail accounts and fresh addresses, some through the exchanges and the router (L1 tokens). */
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
  tokens: DEVNET_L1.tokenWeights.live,
  size: 'retail',
  recipients: { whale: 0, retail: 80, new: 20 },
  spenders: { dapp: 70, permit2: 25, router: 5 },
};

/** Chance that an L1 block carries a whale's move (DevnetChainProfile.whaleMoveChance). */
export const WHALE_MOVE_CHANCE = DEVNET_L1.whaleMoveChance;
/**
 * Share of whale moves on a chain with a bridge that deposit ether into it instead: at 2 s blocks about
 * one bridge every 25 minutes. Drawn from a stream of its own, so the blocks without one plan as before.
 */
export const WHALE_BRIDGE_SHARE = 1 / 25;
/** A bridge deposit's size in dollars: about 80–480 ETH at $3,120. */
const BRIDGE_USD: readonly [number, number] = [250_000, 1_500_000];
export const MIN_ACTIONS_PER_BLOCK = 3;
export const MAX_ACTIONS_PER_BLOCK = 15;
const DRAWS_PER_ACTION = 4;

/**
 * Block `blockNumber`'s activity on `chain` (default the L1), priced at `timestamp` (seconds), the time
 * it is expected to be mined.
 */
export function planBlockActivity(
  seed: string,
  accounts: DevnetAccounts,
  blockNumber: bigint,
  timestamp: number,
  chain: DevnetChainProfile = DEVNET_L1,
): Action[] {
  const prng = createPrng(seed, chainStream(chain, `block/${blockNumber}`));
  const count = prng.int(MIN_ACTIONS_PER_BLOCK, MAX_ACTIONS_PER_BLOCK);
  const senders = new Set<Address>();
  const actions: Action[] = [];
  // One transaction per sender and block, so a failed send never leaves a nonce gap behind it.
  const add = (action: Action) => {
    if (senders.has(sender(action))) return;
    senders.add(sender(action));
    actions.push(action);
  };
  if (prng.chance(chain.whaleMoveChance)) {
    const whale = prng.pick(accounts.whales);
    const move = pickMove(prng, chain, accounts, { ...WHALE_MIX, tokens: chain.tokenWeights.live }, whale, timestamp);
    const deposit = bridgeDeposit(seed, chain, blockNumber, whale, timestamp);
    add(deposit ?? move);
    // The move a deposit replaces is still drawn and its sender still taken, so the block's other moves stay what they were.
    if (deposit) senders.add(sender(move));
  }
  const retailMix = { ...RETAIL_MIX, tokens: chain.tokenWeights.live };
  for (let draw = 0; actions.length < count && draw < count * DRAWS_PER_ACTION; draw++) {
    add(pickMove(prng, chain, accounts, retailMix, prng.pick(accounts.retail), timestamp));
  }
  return actions;
}

/** Now and then, on a chain with a bridge, the whale's move is a deposit of ether into it: a plain transfer to the bridge. */
function bridgeDeposit(seed: string, chain: DevnetChainProfile, blockNumber: bigint, whale: Address, at: number): Action | null {
  if (!chain.bridge) return null;
  const prng = createPrng(seed, chainStream(chain, `block/${blockNumber}/bridge`));
  if (!prng.chance(WHALE_BRIDGE_SHARE)) return null;
  return { kind: 'eth-transfer', from: whale, to: chain.bridge, value: ethAmountForUsd(prng.logUniform(...BRIDGE_USD), at) };
}
