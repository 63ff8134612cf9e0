// A bridge is one alert (issue 35). A whale's ether sent into a bridge is alerted on the chain it left,
// worded "bridged 200 ETH from Ethereum to Base" (alerts.ts). When it arrives on the other chain — ether
// received from that bridge's other end, for the same user's same wallet, within the window, the amount
// less at most the bridge's fee — no second alert is stored: the deposit's alert gains a line saying it
// arrived, and is sent again to the user's open tabs. Pairing happens in the step's own transaction (a
// crash repeats it whole), and each arrival and each deposit pairs once (bridge_arrivals).
import { and, asc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { chainInfo } from '../config';
import { bridgeArrivals, notifications, type Db, type StoredMove } from '../db';
import { knownLabel } from '../labels';
import type { NewNotification } from '../notifications';

/** How long after its deposit an arrival is paired with it (Base's deposits take a few minutes). */
export const BRIDGE_WINDOW_MS = 30 * 60_000;

/** An arrival's amount to the wei a user can tell apart: what the bridge kept shows (199.9998, not 200). */
const exactly = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** What a bridge may keep of what it carries: 1 %, or 0.01 ETH for small amounts. */
export function withinFees(sent: number, arrived: number): boolean {
  return arrived <= sent && sent - arrived <= Math.max(0.01, sent * 0.01);
}

const onlyEther = (moves: StoredMove[] | null | undefined, direction: 'in' | 'out') =>
  moves?.length === 1 && moves[0].kind === 'ether' && moves[0].direction === direction ? moves[0] : null;

/** The chain an arrival's ether was bridged from (its slug), where the row is one. */
function arrivalFrom(row: NewNotification, chainSlug: string): { from: string; move: StoredMove } | null {
  const move = onlyEther(row.moves, 'in');
  const from = move ? knownLabel(move.counterparty, chainSlug)?.bridgesFrom : undefined;
  return move && from ? { from, move } : null;
}

/** The oldest deposit alert still unpaired that `arrival` completes, or null. */
async function depositFor(tx: Db, row: NewNotification, chainSlug: string, from: string, move: StoredMove) {
  const since = new Date((row.seenAt ?? new Date()).getTime() - BRIDGE_WINDOW_MS);
  const paired = tx.select({ id: bridgeArrivals.depositId }).from(bridgeArrivals);
  const candidates = await tx
    .select({ id: notifications.id, chainId: notifications.chainId, moves: notifications.moves })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, row.userId),
        eq(notifications.walletAddress, row.walletAddress),
        ne(notifications.status, 'retracted'),
        gte(notifications.createdAt, since),
        notInArray(notifications.id, paired),
      ),
    )
    .orderBy(asc(notifications.createdAt));
  return (
    candidates.find((candidate) => {
      if (candidate.chainId === null || candidate.chainId === row.chainId || chainInfo(candidate.chainId).slug !== from) return false;
      const deposit = onlyEther(candidate.moves, 'out');
      return (
        deposit !== null &&
        knownLabel(deposit.counterparty, from)?.bridgesTo === chainSlug &&
        withinFees(Number(deposit.amount), Number(move.amount))
      );
    }) ?? null
  );
}

/**
 * The rows to store: arrivals that complete a deposit's alert are left out, recorded as paired, and that
 * alert gains the line "Arrived on Base: 199.9998 ETH" (a new event, so open tabs show it). Returns the
 * rows and the users whose alerts changed.
 */
export async function pairBridgeArrivals(
  tx: Db,
  rows: NewNotification[],
  chain: { slug: string; name: string },
): Promise<{ rows: NewNotification[]; changed: string[] }> {
  const kept: NewNotification[] = [];
  const changed: string[] = [];
  for (const row of rows) {
    const arrival = arrivalFrom(row, chain.slug);
    if (!arrival) {
      kept.push(row);
      continue;
    }
    const [already] = await tx.select().from(bridgeArrivals).where(eq(bridgeArrivals.arrivalKey, row.idempotencyKey));
    if (already) continue;
    const deposit = await depositFor(tx, row, chain.slug, arrival.from, arrival.move);
    if (!deposit) {
      kept.push(row);
      continue;
    }
    await tx.insert(bridgeArrivals).values({ arrivalKey: row.idempotencyKey, depositId: deposit.id });
    const line = `Arrived on ${chain.name}: ${exactly.format(Number(arrival.move.amount))} ${arrival.move.symbol}`;
    await tx
      .update(notifications)
      .set({
        lines: sql`coalesce(${notifications.lines}, '[]'::jsonb) || ${JSON.stringify([line])}::jsonb`,
        eventSeq: sql`nextval('notification_events')`,
      })
      .where(eq(notifications.id, deposit.id));
    changed.push(row.userId);
  }
  return { rows: kept, changed };
}
