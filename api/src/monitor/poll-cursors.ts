// Where the wallet poller has got to with each watched address (wallet_poll_cursors), and the leases by
// which api processes split the due addresses between them without polling one twice.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Address } from '../chain';
import type { Db } from '../db';
import { trackedWallets, walletPollCursors } from '../db';

export type PollCursor = { address: Address; sinceBlock: number; lastBlock: number };
/** A due address claimed by this process: only the holder of `leaseId` writes its poll's result. */
export type ClaimedCursor = PollCursor & { leaseId: string };

export async function knownAddresses(db: Db, chain: string): Promise<Set<Address>> {
  const rows = await db.select({ address: walletPollCursors.address }).from(walletPollCursors).where(eq(walletPollCursors.chain, chain));
  return new Set(rows.map((row) => row.address as Address));
}

/** New addresses start at `head`, first polled at their `nextPollAt`; an address already there stays as it is. */
export async function addCursors(db: Db, chain: string, head: number, cursors: { address: Address; nextPollAt: Date }[]): Promise<void> {
  if (cursors.length === 0) return;
  await db
    .insert(walletPollCursors)
    .values(cursors.map(({ address, nextPollAt }) => ({ chain, address, sinceBlock: head, lastBlock: head, nextPollAt })))
    .onConflictDoNothing();
}

/** Forgets addresses nobody tracks any more, so tracking one again starts afresh at the head. */
export async function removeUntracked(db: Db, chain: string): Promise<void> {
  await db
    .delete(walletPollCursors)
    .where(
      and(
        eq(walletPollCursors.chain, chain),
        sql`not exists (select 1 from ${trackedWallets} where ${trackedWallets.address} = ${walletPollCursors.address})`,
      ),
    );
}

/** The address's next poll comes `byMs` sooner (its check interval got shorter); a claimed one is left as it is. */
export async function pollSooner(db: Db, chain: string, address: Address, byMs: number): Promise<void> {
  await db
    .update(walletPollCursors)
    .set({ nextPollAt: sql`${walletPollCursors.nextPollAt} - ${byMs}::double precision * interval '1 millisecond'` })
    .where(and(eq(walletPollCursors.chain, chain), eq(walletPollCursors.address, address), isNull(walletPollCursors.leaseId)));
}

/**
 * Claims up to `limit` addresses due at `now`, most overdue first (so a backlog is served round-robin).
 * Another process's claimed rows are skipped, not waited for. A claim lasts until `leaseUntil`: if its
 * process dies, the address is due again then.
 */
export async function claimDue(db: Db, chain: string, now: Date, limit: number, leaseUntil: Date): Promise<ClaimedCursor[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(walletPollCursors)
      .where(and(eq(walletPollCursors.chain, chain), lte(walletPollCursors.nextPollAt, now)))
      .orderBy(asc(walletPollCursors.nextPollAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const leaseId = randomUUID();
    await tx
      .update(walletPollCursors)
      .set({ leaseId, nextPollAt: leaseUntil, updatedAt: new Date() })
      .where(
        and(
          eq(walletPollCursors.chain, chain),
          inArray(
            walletPollCursors.address,
            due.map((row) => row.address),
          ),
        ),
      );
    return due.map((row) => ({ address: row.address as Address, sinceBlock: row.sinceBlock, lastBlock: row.lastBlock, leaseId }));
  });
}

const held = (chain: string, cursor: ClaimedCursor) =>
  and(eq(walletPollCursors.chain, chain), eq(walletPollCursors.address, cursor.address), eq(walletPollCursors.leaseId, cursor.leaseId));

/** Locks the claimed row for the transaction; false when the lease ran out and another process took it. */
export async function holdLease(db: Db, chain: string, cursor: ClaimedCursor): Promise<boolean> {
  const [row] = await db.select({ address: walletPollCursors.address }).from(walletPollCursors).where(held(chain, cursor)).for('update');
  return row !== undefined;
}

/** Ends the claim: read through `lastBlock` (unchanged after a failed poll), next poll at `nextPollAt`. */
export async function release(db: Db, chain: string, cursor: ClaimedCursor, lastBlock: number, nextPollAt: Date): Promise<void> {
  await db.update(walletPollCursors).set({ lastBlock, nextPollAt, leaseId: null, updatedAt: new Date() }).where(held(chain, cursor));
}
