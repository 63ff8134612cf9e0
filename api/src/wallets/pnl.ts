// A wallet's profit and loss (issue 33), worked out from its moves alone: pure, one pass, linear in the moves.
// - FIFO per asset: every inbound move (buy, swap leg, transfer in, airdrop) opens a lot at its price then;
//   every outbound move disposes of the oldest lots first, realizing its proceeds then less their cost. One
//   disposal is one closed position: its hash, then the hashes of the lots it took from.
// - An asset's moves within one transaction are netted first, ether aliases (WETH) counted as 'eth', so a
//   wrap, an unwrap or a round trip in one transaction realizes nothing.
// - Selling more than the lots held (bought before the loaded history) realizes only the matched part: the
//   excess has no known cost, so it is no profit and no closed position.
// - A token with any unpriced move is left out entirely and counted in unpricedTokens.
// - The window bounds which disposals count (realized, closed positions, win rate, largest); cost basis and
//   what is held always come from the whole history, and unrealized (held lots at today's price) is not windowed.
import type { AssetId, ClosedPosition, PnlWindow, TokenPnl, WalletPnl } from '@whalewatch/contracts';

export type PnlMove = {
  hash: string;
  blockNumber: number;
  /** -1 for a transaction's ether value. */
  logIndex: number;
  /** Seconds since the epoch of its block. */
  at: number;
  /** 'eth' or a lower-case token address. */
  asset: AssetId;
  symbol: string;
  name: string;
  direction: 'in' | 'out';
  /** Whole tokens (already divided by decimals), > 0. */
  amount: number;
  /** USD per whole token at the block's time; null without a price. */
  priceUsd: number | null;
};

export type PnlInput = {
  /** In chain order. */
  moves: readonly PnlMove[];
  /** Today's USD per whole token. */
  currentPrices: ReadonlyMap<AssetId, number>;
  /** Assets counted as ether (WETH). */
  etherAliases?: ReadonlySet<AssetId>;
  /** Seconds since the epoch. */
  now: number;
  window: PnlWindow;
  /** False while the price source fails. */
  pricesAvailable: boolean;
};

export const PNL_WINDOW_DAYS: Readonly<Record<PnlWindow, number | null>> = { '30d': 30, '90d': 90, all: null };
const DAY = 86_400;
/** Amounts below this share of what they were taken from are floating-point leftovers: zero. */
const DUST = 1e-9;
const LARGEST = 5;

type Lot = { hash: string; amount: number; left: number; priceUsd: number };

type Ledger = {
  asset: AssetId;
  symbol: string;
  name: string;
  lots: Lot[];
  /** The oldest lot not yet used up (lots are never shifted off). */
  head: number;
  realizedUsd: number;
  disposedInWindow: boolean;
};

/** One asset's moves in one transaction, netted to one move (or none). */
type NetMove = { hash: string; at: number; asset: AssetId; direction: 'in' | 'out'; amount: number; priceUsd: number };

type Netting = { hash: string; at: number; asset: AssetId; inAmount: number; inUsd: number; outAmount: number; outUsd: number };

export function walletPnl(input: PnlInput): WalletPnl {
  const aliases = input.etherAliases ?? new Set<AssetId>();
  const assetOf = (asset: AssetId): AssetId => (aliases.has(asset) ? 'eth' : asset);
  const unpriced = unpricedAssets(input.moves, assetOf);
  const ledgers = openLedgers(input.moves, assetOf, unpriced);
  const days = PNL_WINDOW_DAYS[input.window];
  const since = days === null ? -Infinity : input.now - days * DAY;

  const closed: ClosedPosition[] = [];
  for (const move of netMoves(input.moves, assetOf, unpriced)) {
    const ledger = ledgers.get(move.asset);
    if (!ledger) continue; // unreachable: every priced asset has a ledger
    if (move.direction === 'in') {
      ledger.lots.push({ hash: move.hash, amount: move.amount, left: move.amount, priceUsd: move.priceUsd });
      continue;
    }
    const position = dispose(ledger, move);
    if (position && move.at >= since) {
      closed.push(position);
      ledger.realizedUsd += position.pnlUsd;
      ledger.disposedInWindow = true;
    }
  }

  const tokens = [...ledgers.values()]
    .map((ledger) => tokenPnl(ledger, input.currentPrices.get(ledger.asset)))
    .filter((token) => token.heldAmount > 0 || ledgers.get(token.asset)?.disposedInWindow)
    .sort((a, b) => weight(b) - weight(a) || a.symbol.localeCompare(b.symbol) || a.asset.localeCompare(b.asset));

  return {
    window: input.window,
    status: input.pricesAvailable ? 'ok' : 'unavailable',
    realizedUsd: closed.reduce((sum, position) => sum + position.pnlUsd, 0),
    unrealizedUsd: totalUnrealized(tokens),
    closedPositions: closed.length,
    winRate: closed.length > 0 ? closed.filter((position) => position.pnlUsd > 0).length / closed.length : null,
    tokens,
    largestWins: closed
      .filter((position) => position.pnlUsd > 0)
      .sort((a, b) => b.pnlUsd - a.pnlUsd)
      .slice(0, LARGEST),
    largestLosses: closed
      .filter((position) => position.pnlUsd < 0)
      .sort((a, b) => a.pnlUsd - b.pnlUsd)
      .slice(0, LARGEST),
    unpricedTokens: unpriced.size,
  };
}

function unpricedAssets(moves: readonly PnlMove[], assetOf: (asset: AssetId) => AssetId): Set<AssetId> {
  const unpriced = new Set<AssetId>();
  for (const move of moves) if (move.priceUsd === null) unpriced.add(assetOf(move.asset));
  return unpriced;
}

/** A ledger per priced asset, named after the asset's own moves (ether's, not WETH's) when it has any. */
function openLedgers(
  moves: readonly PnlMove[],
  assetOf: (asset: AssetId) => AssetId,
  unpriced: ReadonlySet<AssetId>,
): Map<AssetId, Ledger> {
  const ledgers = new Map<AssetId, Ledger>();
  const namedByOwnMove = new Set<AssetId>();
  for (const move of moves) {
    const asset = assetOf(move.asset);
    if (unpriced.has(asset) || namedByOwnMove.has(asset)) continue;
    const ledger = ledgers.get(asset);
    if (!ledger)
      ledgers.set(asset, { asset, symbol: move.symbol, name: move.name, lots: [], head: 0, realizedUsd: 0, disposedInWindow: false });
    else if (move.asset === asset) {
      ledger.symbol = move.symbol;
      ledger.name = move.name;
    }
    if (move.asset === asset) namedByOwnMove.add(asset);
  }
  return ledgers;
}

/** Each priced asset's moves netted per transaction, in the order of each netting's first move. */
function netMoves(moves: readonly PnlMove[], assetOf: (asset: AssetId) => AssetId, unpriced: ReadonlySet<AssetId>): NetMove[] {
  const byTransaction = new Map<string, Netting[]>();
  const nettings: Netting[] = [];
  for (const move of moves) {
    const asset = assetOf(move.asset);
    if (unpriced.has(asset) || move.priceUsd === null) continue;
    let inTransaction = byTransaction.get(move.hash);
    if (!inTransaction) {
      inTransaction = [];
      byTransaction.set(move.hash, inTransaction);
    }
    let netting = inTransaction.find((candidate) => candidate.asset === asset); // a transaction moves few assets
    if (!netting) {
      netting = { hash: move.hash, at: move.at, asset, inAmount: 0, inUsd: 0, outAmount: 0, outUsd: 0 };
      inTransaction.push(netting);
      nettings.push(netting);
    }
    if (move.direction === 'in') {
      netting.inAmount += move.amount;
      netting.inUsd += move.amount * move.priceUsd;
    } else {
      netting.outAmount += move.amount;
      netting.outUsd += move.amount * move.priceUsd;
    }
  }
  const net: NetMove[] = [];
  for (const { hash, at, asset, inAmount, inUsd, outAmount, outUsd } of nettings) {
    const amount = inAmount - outAmount;
    if (Math.abs(amount) <= DUST * Math.max(inAmount, outAmount)) continue;
    // The price of the side that is left over (the amount-weighted average when several moves make it up).
    if (amount > 0) net.push({ hash, at, asset, direction: 'in', amount, priceUsd: inUsd / inAmount });
    else net.push({ hash, at, asset, direction: 'out', amount: -amount, priceUsd: outUsd / outAmount });
  }
  return net;
}

/** Takes the disposal from the oldest lots; null when there was nothing to take it from. */
function dispose(ledger: Ledger, move: NetMove): ClosedPosition | null {
  const hashes = new Set<string>([move.hash]);
  let wanted = move.amount;
  let costUsd = 0;
  while (wanted > DUST * move.amount && ledger.head < ledger.lots.length) {
    const lot = ledger.lots[ledger.head];
    const taken = Math.min(lot.left, wanted);
    costUsd += taken * lot.priceUsd;
    lot.left -= taken;
    wanted -= taken;
    hashes.add(lot.hash);
    if (lot.left <= DUST * lot.amount) ledger.head += 1;
  }
  const matched = wanted > DUST * move.amount ? move.amount - wanted : move.amount;
  if (matched <= DUST * move.amount) return null;
  const proceedsUsd = matched * move.priceUsd;
  return {
    asset: ledger.asset,
    symbol: ledger.symbol,
    amount: matched,
    proceedsUsd,
    costUsd,
    pnlUsd: proceedsUsd - costUsd,
    closedAt: move.at,
    hashes: [...hashes],
  };
}

function tokenPnl(ledger: Ledger, priceNow: number | undefined): TokenPnl {
  let heldAmount = 0;
  let costBasisUsd = 0;
  for (let index = ledger.head; index < ledger.lots.length; index += 1) {
    const lot = ledger.lots[index];
    heldAmount += lot.left;
    costBasisUsd += lot.left * lot.priceUsd;
  }
  let unrealizedUsd: number | null = 0; // nothing held: nothing to gain or lose
  if (heldAmount > 0) unrealizedUsd = priceNow === undefined ? null : heldAmount * priceNow - costBasisUsd;
  return {
    asset: ledger.asset,
    symbol: ledger.symbol,
    name: ledger.name,
    realizedUsd: ledger.realizedUsd,
    unrealizedUsd,
    heldAmount,
    costBasisUsd,
  };
}

const weight = (token: TokenPnl) => Math.abs(token.realizedUsd) + Math.abs(token.unrealizedUsd ?? 0);

/** The held tokens with today's price; null when tokens are held and none has one (0 when none is held). */
function totalUnrealized(tokens: readonly TokenPnl[]): number | null {
  const held = tokens.filter((token) => token.heldAmount > 0);
  const priced = held.filter((token) => token.unrealizedUsd !== null);
  if (held.length > 0 && priced.length === 0) return null;
  return priced.reduce((sum, token) => sum + (token.unrealizedUsd ?? 0), 0);
}
