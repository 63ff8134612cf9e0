// The stored daily prices (price_history): read by coin and day range, written once per (coin, day).
// Each statement stands alone: no transaction is held while prices are fetched (DESIGN.md §8).
import { and, between, eq, or } from 'drizzle-orm';
import type { Db } from '../db';
import { priceHistory } from '../db';

export type DayPrice = { coin: string; day: number; price: number };

/** Coins per read, and rows per write: well under Postgres's 65,535 parameters a statement. */
const COINS_PER_READ = 500;
const ROWS_PER_WRITE = 5_000;

/** The stored prices of each coin between its first and last wanted day (days in between come along). */
export async function storedPrices(db: Db, wanted: ReadonlyMap<string, readonly number[]>): Promise<DayPrice[]> {
  const ranges = [...wanted]
    .filter(([, days]) => days.length > 0)
    .map(([coin, days]) => ({ coin, first: Math.min(...days), last: Math.max(...days) }));
  const rows: DayPrice[] = [];
  for (let start = 0; start < ranges.length; start += COINS_PER_READ) {
    const batch = ranges.slice(start, start + COINS_PER_READ);
    rows.push(
      ...(await db
        .select({ coin: priceHistory.coin, day: priceHistory.day, price: priceHistory.price })
        .from(priceHistory)
        .where(or(...batch.map(({ coin, first, last }) => and(eq(priceHistory.coin, coin), between(priceHistory.day, first, last)))))),
    );
  }
  return rows;
}

/** Keeps past days' prices; a day already stored keeps its first price. */
export async function storePrices(db: Db, prices: readonly DayPrice[]): Promise<void> {
  for (let start = 0; start < prices.length; start += ROWS_PER_WRITE) {
    await db
      .insert(priceHistory)
      .values(prices.slice(start, start + ROWS_PER_WRITE))
      .onConflictDoNothing();
  }
}
