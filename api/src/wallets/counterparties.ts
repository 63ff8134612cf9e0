// Whom a wallet deals with most: the other side of its moves, by USD volume both ways (moves without a
// price add to the count only), then by count.
import type { Counterparty } from '@whalewatch/contracts';
import type { AddressBook } from '../labels';
import { labelIn } from '../labels';
import type { PricedMove } from './priced-moves';

export const COUNTERPARTIES_SHOWN = 10;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export function topCounterparties(
  moves: readonly PricedMove[],
  book: AddressBook | undefined,
  limit = COUNTERPARTIES_SHOWN,
): Counterparty[] {
  const totals = new Map<string, { volumeUsd: number; transactions: Set<string> }>();
  for (const move of moves) {
    // Mints and burns have no counterparty.
    if (move.counterparty === ZERO_ADDRESS) continue;
    let total = totals.get(move.counterparty);
    if (!total) totals.set(move.counterparty, (total = { volumeUsd: 0, transactions: new Set() }));
    if (move.priceUsd !== null) total.volumeUsd += move.amount * move.priceUsd;
    total.transactions.add(move.hash);
  }
  return [...totals]
    .map(([address, { volumeUsd, transactions }]) => ({ address, volumeUsd, count: transactions.size }))
    .sort((a, b) => b.volumeUsd - a.volumeUsd || b.count - a.count || a.address.localeCompare(b.address))
    .slice(0, limit)
    .map((party) => ({ ...party, label: labelIn(book, party.address) }));
}
