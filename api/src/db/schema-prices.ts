// Historical prices (api/src/prices): one USD price per coin and past UTC day, read once from the price
// source and kept for good (a past day's price does not change). Re-exported by schema.ts.
import { doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const priceHistory = pgTable(
  'price_history',
  {
    /** The price source's coin id, chain included: 'ethereum:0x…' (lower-case), 'coingecko:ethereum'. */
    coin: text('coin').notNull(),
    /** UTC days since 1970-01-01: the price at that day's start (00:00 UTC). */
    day: integer('day').notNull(),
    /** USD per whole unit; never 0 (an unknown price has no row). */
    price: doublePrecision('price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.coin, table.day] })],
);
