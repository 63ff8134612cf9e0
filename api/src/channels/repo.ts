// A user's alert channels: saved, listed with their state, removed; which wallets go to which; the
// deliveries a "Send test" queues. Targets and secrets are sealed as they are written (at-rest.ts): the
// rows returned hold them sealed, opened where they are used.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { alertChannels, channelAttempts, channelDeliveries, channelWalletExclusions, trackedWallets } from '../db';
import { UnreadableSecret, vaultOf } from '../secrets';
import { openSecret, sameTarget, sealColumn, sealedChannel, type ChannelRow } from './at-rest';
import type { ChannelKind } from './kinds';

export type { ChannelRow };

/** A channel to add, its target and secret in plaintext (sealed here). */
export type NewChannel = { userId: string; kind: ChannelKind; target: string; name: string; secret?: string };

/** The user's channel for the same target, if any (whichever key its digest is under). */
async function existingChannel(db: Db, channel: NewChannel): Promise<ChannelRow | null> {
  const [existing] = await db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.userId, channel.userId), sameTarget(await vaultOf(db), channel.kind, channel.target)))
    .limit(1);
  return existing ?? null;
}

/** The channel's row as stored: its id chosen here, as the sealed values are bound to it. */
async function storedChannel(db: Db, channel: NewChannel, at: Date) {
  const { target, secret, ...plain } = channel;
  return { ...plain, ...sealedChannel(await vaultOf(db), randomUUID(), { target, secret }), nextSendAt: at, createdAt: at };
}

/** Adds the channel; null when the user already has one for the same target. */
export async function insertChannel(db: Db, channel: NewChannel, at: Date): Promise<ChannelRow | null> {
  if (await existingChannel(db, channel)) return null;
  const [row] = await db
    .insert(alertChannels)
    .values(await storedChannel(db, channel, at))
    .onConflictDoNothing({ target: [alertChannels.userId, alertChannels.kind, alertChannels.targetDigest] })
    .returning();
  return row ?? null;
}

/**
 * Saves the channel (a Telegram chat connecting); one the user already has for the same chat is turned
 * back on and keeps its id. Returns it and whether it was new.
 */
export async function saveChannel(db: Db, channel: NewChannel, at: Date): Promise<{ row: ChannelRow; created: boolean }> {
  const existing = await existingChannel(db, channel);
  if (existing) {
    const [row] = await db.update(alertChannels).set(reactivated(at, channel.name)).where(eq(alertChannels.id, existing.id)).returning();
    return { row, created: false };
  }
  const [row] = await db
    .insert(alertChannels)
    .values(await storedChannel(db, channel, at))
    .returning();
  return { row, created: true };
}

/** What turning a channel back on resets: its failure streak, its disabled state, its pace. */
const reactivated = (at: Date, name?: string) => ({
  state: 'active',
  disabledReason: null,
  disabledAt: null,
  noticeDueAt: null,
  failingSince: null,
  nextSendAt: at,
  ...(name ? { name } : {}),
});

export async function enableChannel(db: Db, userId: string, id: string, at: Date): Promise<ChannelRow | null> {
  const [row] = await db
    .update(alertChannels)
    .set(reactivated(at))
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
    .returning();
  return row ?? null;
}

export async function channelOf(db: Db, userId: string, id: string): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)));
  return row ?? null;
}

export function channelsOf(db: Db, userId: string): Promise<ChannelRow[]> {
  return db
    .select()
    .from(alertChannels)
    .where(eq(alertChannels.userId, userId))
    .orderBy(asc(alertChannels.createdAt), asc(alertChannels.id));
}

export async function countChannels(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ channels: count() }).from(alertChannels).where(eq(alertChannels.userId, userId));
  return row?.channels ?? 0;
}

/** Removes the channel with its outbox, log and wallet choices: its kind and name; null when the user has no such channel. */
export async function removeChannel(db: Db, userId: string, id: string): Promise<{ kind: string; name: string } | null> {
  const [removed] = await db
    .delete(alertChannels)
    .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId)))
    .returning({ kind: alertChannels.kind, name: alertChannels.name });
  return removed ?? null;
}

/**
 * A new signing secret; the old one keeps signing beside it until `previousUntil`. The old one is opened
 * and sealed again as the previous secret (a sealed value is bound to its column); one that cannot be
 * opened (its key is gone) is dropped, as it could not sign anyway.
 */
export async function rotateSecret(db: Db, userId: string, id: string, secret: string, previousUntil: Date): Promise<ChannelRow | null> {
  const vault = await vaultOf(db);
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .select()
      .from(alertChannels)
      .where(and(eq(alertChannels.id, id), eq(alertChannels.userId, userId), eq(alertChannels.kind, 'webhook')))
      .for('update');
    if (!channel) return null;
    let previous: string | null = null;
    try {
      previous = openSecret(vault, channel);
    } catch (error) {
      if (!(error instanceof UnreadableSecret)) throw error;
    }
    const [row] = await tx
      .update(alertChannels)
      .set({
        secret: sealColumn(vault, 'secret', id, secret),
        previousSecret: previous === null ? null : sealColumn(vault, 'previous_secret', id, previous),
        previousSecretUntil: previousUntil,
      })
      .where(eq(alertChannels.id, id))
      .returning();
    return row ?? null;
  });
}

/** Queues a test delivery to one channel, due now; its id is the webhook-id. */
export async function queueTest(db: Db, channel: ChannelRow, at: Date): Promise<string> {
  const key = `test:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(channelDeliveries)
      .values({ channelId: channel.id, userId: channel.userId, idempotencyKey: key, nextAttemptAt: at, createdAt: at });
    // A test goes now, whatever the channel's backoff (a user who fixed their endpoint tries it at once).
    await tx
      .update(alertChannels)
      .set({ nextSendAt: at })
      .where(and(eq(alertChannels.id, channel.id), sql`${alertChannels.nextSendAt} > ${at.toISOString()}::timestamptz`));
  });
  return key;
}

/** Per channel: deliveries waiting, and the newest attempt. */
export async function channelActivity(db: Db, channelIds: string[]) {
  if (channelIds.length === 0) return { pending: new Map<string, number>(), last: new Map<string, typeof channelAttempts.$inferSelect>() };
  const [waiting, newest] = await Promise.all([
    db
      .select({ channelId: channelDeliveries.channelId, pending: count() })
      .from(channelDeliveries)
      .where(and(inArray(channelDeliveries.channelId, channelIds), eq(channelDeliveries.state, 'pending')))
      .groupBy(channelDeliveries.channelId),
    db
      .selectDistinctOn([channelAttempts.channelId])
      .from(channelAttempts)
      .where(inArray(channelAttempts.channelId, channelIds))
      .orderBy(channelAttempts.channelId, desc(channelAttempts.at), desc(channelAttempts.id)),
  ]);
  return { pending: new Map(waiting.map((row) => [row.channelId, row.pending])), last: new Map(newest.map((row) => [row.channelId, row])) };
}

/** The user's tracked wallets, and for each the channels its alerts do not go to. */
export async function walletChoices(db: Db, userId: string) {
  const [wallets, exclusions] = await Promise.all([
    db
      .select({ address: trackedWallets.address, nickname: trackedWallets.nickname })
      .from(trackedWallets)
      .where(eq(trackedWallets.userId, userId))
      .orderBy(asc(trackedWallets.position)),
    db
      .select({ channelId: channelWalletExclusions.channelId, walletAddress: channelWalletExclusions.walletAddress })
      .from(channelWalletExclusions)
      .innerJoin(alertChannels, eq(alertChannels.id, channelWalletExclusions.channelId))
      .where(eq(alertChannels.userId, userId)),
  ]);
  return { wallets, exclusions };
}

/** The wallet's alerts go to `chosen` of the user's channels and to none of the others. */
export async function chooseChannels(db: Db, userId: string, walletAddress: string, chosen: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = (await tx.select({ id: alertChannels.id }).from(alertChannels).where(eq(alertChannels.userId, userId))).map(
      (row) => row.id,
    );
    if (mine.length === 0) return;
    await tx
      .delete(channelWalletExclusions)
      .where(and(inArray(channelWalletExclusions.channelId, mine), eq(channelWalletExclusions.walletAddress, walletAddress)));
    const excluded = mine.filter((id) => !chosen.includes(id));
    if (excluded.length > 0) await tx.insert(channelWalletExclusions).values(excluded.map((channelId) => ({ channelId, walletAddress })));
  });
}
