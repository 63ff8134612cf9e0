// A wallet's transactions in the words of its alerts ("sent 1,250,000 USDC ($1.25M) to Binance 14",
// "swapped 500 ETH ($1.56M) for 1,604,233 USDC on Uniswap V3"), newest first, a page at a time,
// filtered by asset and direction. Each transaction's moves are worded together, as an alert groups them.
import type { ActivityDirection, AssetId, WalletActivityItem, WalletActivityPage } from '@whalewatch/contracts';
import type { StoredMove } from '../db';
import { dexVenueName } from '../labels';
import type { AddressBook } from '../labels';
import { labelIn } from '../labels';
import { capitalised, describeMoves, swapLegs } from '../notifications';
import type { PricedMove } from './priced-moves';

export const ACTIVITY_PAGE_SIZE = 25;

export type ActivityFilter = { page: number; token?: AssetId; direction?: ActivityDirection };

function stored(move: PricedMove, book: AddressBook | undefined, pricesAvailable: boolean): StoredMove {
  return {
    kind: move.asset === 'eth' ? 'ether' : 'token',
    direction: move.direction,
    amount: String(move.amount),
    symbol: move.symbol,
    token: move.asset === 'eth' ? null : move.asset,
    valueUsd: move.priceUsd === null ? null : move.amount * move.priceUsd,
    // While prices cannot be read at all, no move is marked "(no price)".
    priced: !pricesAvailable || move.priceUsd !== null,
    counterparty: move.counterparty,
    counterpartyLabel: labelIn(book, move.counterparty),
  };
}

/** The wallet's transactions, newest first: moves of one transaction together, in log order. */
function transactions(moves: readonly PricedMove[]): PricedMove[][] {
  const byHash = new Map<string, PricedMove[]>();
  for (let index = moves.length - 1; index >= 0; index -= 1) {
    const move = moves[index];
    const group = byHash.get(move.hash);
    if (group) group.unshift(move);
    else byHash.set(move.hash, [move]);
  }
  return [...byHash.values()];
}

function item(group: PricedMove[], book: AddressBook | undefined, pricesAvailable: boolean): WalletActivityItem {
  const moves = group.map((move) => stored(move, book, pricesAvailable));
  const swap = swapLegs(moves);
  const counterparties = group.map((move) => move.counterparty);
  const { phrase } = describeMoves(moves, swap ? dexVenueName(counterparties) : null);
  const priced = moves.filter((move) => move.valueUsd !== null);
  const directions = new Set(group.map((move) => move.direction));
  return {
    hash: group[0].hash,
    blockNumber: group[0].blockNumber,
    at: group[0].at,
    direction: swap ? 'swap' : directions.size === 1 ? group[0].direction : 'swap',
    assets: [...new Set(group.map((move) => move.asset))],
    text: capitalised(phrase),
    valueUsd: swap
      ? (swap.sold.valueUsd ?? swap.bought.valueUsd)
      : priced.length > 0
        ? priced.reduce((sum, move) => sum + (move.valueUsd ?? 0), 0)
        : null,
    counterparty: new Set(counterparties).size === 1 ? counterparties[0] : null,
  };
}

export function activityPage(
  moves: readonly PricedMove[],
  filter: ActivityFilter,
  book: AddressBook | undefined,
  pricesAvailable: boolean,
): Omit<WalletActivityPage, 'chain'> {
  const matching = transactions(moves).filter(
    (group) =>
      (!filter.token || group.some((move) => move.asset === filter.token)) &&
      (!filter.direction || group.some((move) => move.direction === filter.direction && (!filter.token || move.asset === filter.token))),
  );
  const pages = Math.max(1, Math.ceil(matching.length / ACTIVITY_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pages);
  const start = (page - 1) * ACTIVITY_PAGE_SIZE;
  return {
    items: matching.slice(start, start + ACTIVITY_PAGE_SIZE).map((group) => item(group, book, pricesAvailable)),
    page,
    pages,
    total: matching.length,
  };
}
