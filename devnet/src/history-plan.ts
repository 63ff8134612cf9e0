// The history seeded on a devnet chain's first start, planned in full before anything is sent: opening
// ether balances, blocks that mint every account (and the exchanges and routers) the chain's tokens and
// give standing approvals, then blocks of transfers (most of them USDC, some of every token), approvals,
// transferFroms, ether moves, exchange deposits and withdrawals, and swaps, spread evenly over the
// history's span of days and sized at the prices at each block's time.
import { parseEther } from 'viem';
import type { DevnetAccounts } from './accounts';
import { gasLimit, MAX_UINT256, type Action } from './actions';
import { pickMove, type ActivityMix } from './activity';
import { ethAmountForUsd, tokenAmountForUsd } from './amounts';
import { RETAIL_MIX, WHALE_MIX } from './block-plan';
import { chainStream, DEVNET_L1, isRouterOn, type DevnetChainProfile } from './chains';
import { fundBlock, type FundedBlock } from './funding';
import { Ledger } from './ledger';
import { createPrng, type Prng } from './prng';
import { ETH, type Address, type DevnetToken } from './tokens';

/** Share of the history's moves that are a whale's (the rest are retail). */
const HISTORY_WHALE_SHARE = 0.25;
/** Retail moves in the history: more of them token transfers than live (whales' moves mix as live). */
const HISTORY_RETAIL_MIX: ActivityMix = {
  ...RETAIL_MIX,
  kinds: {
    'token-transfer': 70,
    'eth-transfer': 11,
    approval: 6,
    'transfer-from': 6,
    swap: 3,
    'exchange-deposit': 2,
    'exchange-withdrawal': 2,
  },
};

const TREASURY_ETH = parseEther('1000000000');
/** Ether each router starts with to pay out swaps for ether (it grows with swaps from ether). */
const ROUTER_ETH = parseEther('100000');
/** Gas the funding blocks may fill (of anvil's 30M block gas limit). */
const FUNDING_GAS_PER_BLOCK = 20_000_000n;
/** Seconds between the funding blocks that open the history, as on mainnet. */
const FUNDING_SLOT_SECONDS = 12;
/**
 * Token transfers per activity block. anvil takes about 13 ms to mine a block of a seeded chain
 * whatever it holds, so the history keeps its blocks few and full (about as many as when it lasted
 * minutes) and spreads them over its days; a small history still gets MIN_HISTORY_BLOCKS blocks.
 */
const TRANSFERS_PER_BLOCK = 175;
const MIN_TRANSFERS_PER_BLOCK = 4;
const MIN_HISTORY_BLOCKS = 50;
const DAY_SECONDS = 86_400;

export type OpeningBalance = { account: Address; amount: bigint };

/** Where the history lies in time: the `days` before `end` (seconds since the epoch). */
export type HistorySpan = { days: number; end: number };

export type HistoryBlock = {
  /** Seconds since the epoch; the block's amounts and swap quotes are priced at this time. */
  timestamp: number;
  /** The block's transactions, in sending order. */
  actions: Action[];
};

export type HistoryPlan = {
  /** The genesis block's timestamp, `days` before the end: every history block comes after it. */
  start: number;
  /** Ether each account holds before the first block (set with anvil_setBalance). */
  openingBalances: OpeningBalance[];
  /** Funding blocks a slot apart from `start`, then activity blocks evenly spaced up to the span's end. */
  blocks: HistoryBlock[];
  /** Token transfers (transfer and transferFrom) in the history, not counting mints. */
  transfers: number;
};

/** The history of `chain` (default the L1): `transfers` token transfers over `span`. */
export function planHistory(
  seed: string,
  accounts: DevnetAccounts,
  transfers: number,
  span: HistorySpan,
  chain: DevnetChainProfile = DEVNET_L1,
): HistoryPlan {
  if (!(span.days > 0)) throw new Error(`A history spans a positive number of days, got ${span.days}`);
  const start = span.end - Math.round(span.days * DAY_SECONDS);
  const prng = createPrng(seed, chainStream(chain, 'history'));
  const ledger = new Ledger();
  const openingBalances = planOpeningBalances(prng, chain, accounts, start);
  for (const { account, amount } of openingBalances) ledger.setBalance(ETH, account, amount);

  const blocks: HistoryBlock[] = [];
  const addBlock = (timestamp: number, funded: FundedBlock) => {
    const previous = blocks[blocks.length - 1];
    const etherTopUps: Action[] = [];
    for (const { account, amount } of funded.ethTopUps) {
      // A router takes no plain ether transfer: it gets the ether from the start instead.
      const opening = isRouterOn(chain, account) ? openingBalances.find((balance) => balance.account === account) : undefined;
      if (opening) opening.amount += amount;
      else etherTopUps.push({ kind: 'eth-transfer', from: accounts.treasury, to: account, value: amount });
    }
    const topUps = [...funded.mints, ...etherTopUps];
    if (topUps.length > 0) {
      if (!previous) throw new Error('The first history block cannot need top-ups');
      previous.actions.push(...topUps);
    }
    blocks.push({ timestamp, actions: funded.actions });
  };

  const funding = byGas(planFunding(prng, chain, accounts, start), FUNDING_GAS_PER_BLOCK);
  for (const [index, chunk] of funding.entries())
    addBlock(start + (index + 1) * FUNDING_SLOT_SECONDS, fundBlock(chunk, ledger, accounts.treasury));

  // Activity blocks from just after the funding to the end, evenly spaced; each tops the planned
  // transfers up to its share of the total.
  const first = start + (funding.length + 1) * FUNDING_SLOT_SECONDS;
  const count = activityBlockCount(transfers);
  const gap = (span.end - first) / Math.max(1, count - 1);
  const mixes = {
    whale: { ...WHALE_MIX, tokens: chain.tokenWeights.history },
    retail: { ...HISTORY_RETAIL_MIX, tokens: chain.tokenWeights.history },
  };
  let planned = 0;
  // The first block moves every token once, so each has history even when `transfers` is small.
  let next: Action[] = chain.tokens.map((token, index) => ({
    kind: 'token-transfer',
    token: token.address,
    from: accounts.whales[index % accounts.whales.length],
    to: accounts.retail[index % accounts.retail.length],
    amount: tokenAmountForUsd(token, 1_000 * (index + 1), first),
  }));
  for (let block = 0; planned < transfers; block++) {
    // Past the last share (the funding turned a few transfers into approvals), a second apart.
    const timestamp = Math.max(Math.round(first + gap * Math.min(block, count - 1)), (blocks[blocks.length - 1]?.timestamp ?? start) + 1);
    const share = Math.ceil((transfers * (block + 1)) / count) - planned;
    for (let moves = next.filter(isTransfer).length; moves < share;) {
      const move = pickHistoryMove(prng, chain, mixes, accounts, ledger, timestamp);
      next.push(move);
      if (isTransfer(move)) moves++;
    }
    const funded = fundBlock(next, ledger, accounts.treasury);
    planned += funded.actions.filter(isTransfer).length;
    addBlock(timestamp, funded);
    next = [];
  }
  return { start, openingBalances, blocks, transfers: planned };
}

function activityBlockCount(transfers: number): number {
  return Math.max(
    1,
    Math.min(Math.ceil(transfers / MIN_TRANSFERS_PER_BLOCK), Math.max(MIN_HISTORY_BLOCKS, Math.ceil(transfers / TRANSFERS_PER_BLOCK))),
  );
}

function isTransfer(action: Action): boolean {
  return action.kind === 'token-transfer' || action.kind === 'transfer-from';
}

function pickHistoryMove(
  prng: Prng,
  chain: DevnetChainProfile,
  mixes: { whale: ActivityMix; retail: ActivityMix },
  accounts: DevnetAccounts,
  ledger: Ledger,
  at: number,
): Action {
  const approved = () => ledger.approvedPairs();
  if (prng.chance(HISTORY_WHALE_SHARE)) return pickMove(prng, chain, accounts, mixes.whale, prng.pick(accounts.whales), at, approved);
  return pickMove(prng, chain, accounts, mixes.retail, prng.pick(accounts.retail), at, approved);
}

function planOpeningBalances(prng: Prng, chain: DevnetChainProfile, accounts: DevnetAccounts, at: number): OpeningBalance[] {
  return [
    { account: accounts.treasury, amount: TREASURY_ETH },
    ...accounts.whales.map((account) => ({ account, amount: ethAmountForUsd(prng.logUniform(30e6, 1e9), at) })),
    ...accounts.retail.map((account) => ({ account, amount: ethAmountForUsd(prng.logUniform(1_500, 100_000), at) })),
    ...accounts.spenders.map((account) => ({ account, amount: parseEther('100') })),
    ...accounts.exchanges.map((account) => ({ account, amount: ethAmountForUsd(prng.logUniform(300e6, 3e9), at) })),
    ...chain.routerAddresses.map((account) => ({ account, amount: ROUTER_ETH })),
  ];
}

/** Whales and exchanges hold every token (tens to hundreds of millions of dollars' worth at the
 * prices at `at`), the routers an inventory of each to pay out swaps; whales keep unlimited approvals
 * to the spenders on a few tokens; retail accounts hold a handful of tokens. */
function planFunding(prng: Prng, { tokens, routerAddresses }: DevnetChainProfile, accounts: DevnetAccounts, at: number): Action[] {
  const mint = (to: Address, token: DevnetToken, usd: number): Action => ({
    kind: 'mint',
    token: token.address,
    minter: accounts.treasury,
    to,
    amount: tokenAmountForUsd(token, usd, at),
  });
  const actions: Action[] = [];
  for (const whale of accounts.whales) {
    for (const token of tokens) actions.push(mint(whale, token, prng.logUniform(20e6, 400e6)));
  }
  for (const exchange of accounts.exchanges) {
    for (const token of tokens) actions.push(mint(exchange, token, prng.logUniform(50e6, 1e9)));
  }
  for (const router of routerAddresses) {
    for (const token of tokens) actions.push(mint(router, token, 200e6));
  }
  for (const holder of accounts.retail) {
    const held = prng.shuffle(tokens).slice(0, prng.int(3, 7));
    for (const token of held) actions.push(mint(holder, token, prng.logUniform(100, 60_000)));
  }
  for (const whale of accounts.whales) {
    for (const spender of accounts.spenders) {
      for (let i = 0; i < 3; i++) {
        actions.push({ kind: 'approval', token: prng.pick(tokens).address, owner: whale, spender, amount: MAX_UINT256 });
      }
    }
  }
  return actions;
}

function byGas(actions: readonly Action[], gasPerBlock: bigint): Action[][] {
  const chunks: Action[][] = [[]];
  let gas = 0n;
  for (const action of actions) {
    if (gas + gasLimit(action) > gasPerBlock) {
      chunks.push([]);
      gas = 0n;
    }
    chunks[chunks.length - 1].push(action);
    gas += gasLimit(action);
  }
  return chunks;
}
