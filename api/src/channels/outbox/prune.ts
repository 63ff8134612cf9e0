// What the outbox no longer needs: deliveries done with (sent, given up, skipped) a week ago — an alert
// is queued only when it is first stored, so nothing can queue it again — and used or expired Telegram
// link codes. The delivery log trims itself (100 attempts per channel).
import { and, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { channelDeliveries, telegramLinkCodes } from '../../db';

export const KEEP_DONE_DELIVERIES_MS = 7 * 24 * 60 * 60_000;

export async function pruneOutbox(db: Db, at: Date): Promise<void> {
  const weekAgo = new Date(at.getTime() - KEEP_DONE_DELIVERIES_MS);
  await db.delete(channelDeliveries).where(and(ne(channelDeliveries.state, 'pending'), lt(channelDeliveries.createdAt, weekAgo)));
  const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000);
  await db
    .delete(telegramLinkCodes)
    .where(or(lt(telegramLinkCodes.expiresAt, dayAgo), and(isNotNull(telegramLinkCodes.usedAt), lt(telegramLinkCodes.usedAt, dayAgo))));
}
