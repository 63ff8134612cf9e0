// The wallet monitor watches every user's tracked wallets, stealth list and plan together. Whatever changes
// one of them (tracking, the stealth list, a plan change, a billing event) says so on one NOTIFY channel,
// inside the transaction that saved it, and the monitor (in whichever api process) reads its list again.
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** NOTIFY channel: some user's tracked wallets, stealth list or plan changed. */
export const WATCHLIST_CHANNEL = 'tracked_wallets_changed';

/** Tells the monitors, when `tx` commits, that the watch list changed; `key` names what changed, for the log. */
export async function announceWatchListChange(tx: Pick<Db, 'execute'>, key: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${WATCHLIST_CHANNEL}, ${key})`);
}
