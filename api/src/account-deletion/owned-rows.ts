// What an account owns, table by table: deleting the account deletes these rows. Every table with a
// user_id column is named here, or in KEPT_TABLES with why; a test holds both lists to the database.
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  alertChannels,
  alertEmailSends,
  auditEvents,
  authSessions,
  channelDeliveries,
  mfaChallenges,
  mfaFactors,
  mfaRecoveryCodes,
  notificationPreferences,
  notifications,
  paddleCustomers,
  pendingSignUps,
  recoveryTokens,
  refreshTokens,
  stealthChallenges,
  stealthWallets,
  subscriptions,
  telegramLinkCodes,
  trackedWallets,
  trackingSettings,
  userPlans,
  users,
  watchlist,
  web3Identities,
  type Db,
} from '../db';

type Owned = { table: PgTable; userId: PgColumn };

/**
 * The account's rows, children first. The users row goes last: its sessions, refresh tokens, recovery
 * links and wallet identities go with it (their foreign keys cascade), as do a channel's deliveries,
 * attempts and wallet exclusions with the channel.
 */
const OWNED: Owned[] = [
  { table: trackedWallets, userId: trackedWallets.userId },
  { table: trackingSettings, userId: trackingSettings.userId },
  { table: watchlist, userId: watchlist.userId },
  { table: stealthWallets, userId: stealthWallets.userId },
  { table: stealthChallenges, userId: stealthChallenges.userId },
  { table: notifications, userId: notifications.userId },
  { table: notificationPreferences, userId: notificationPreferences.userId },
  { table: alertEmailSends, userId: alertEmailSends.userId },
  { table: channelDeliveries, userId: channelDeliveries.userId },
  { table: alertChannels, userId: alertChannels.userId },
  { table: telegramLinkCodes, userId: telegramLinkCodes.userId },
  { table: mfaRecoveryCodes, userId: mfaRecoveryCodes.userId },
  { table: userPlans, userId: userPlans.userId },
  { table: subscriptions, userId: subscriptions.userId },
  { table: paddleCustomers, userId: paddleCustomers.userId },
  { table: pendingSignUps, userId: pendingSignUps.userId },
  { table: auditEvents, userId: auditEvents.userId },
];

/** The tables with a user column whose rows outlive the account, and why. */
export const KEPT_TABLES: Record<string, string> = {
  billing_conflicts: "an operator's record of a purchase applied to another account; it names ids, not people",
};

/** The tables whose rows go with the users row (their foreign keys cascade). */
const CASCADED = [authSessions, refreshTokens, recoveryTokens, web3Identities];

/** The tables whose rows deleting the account removes, by name (the test compares them with the database). */
export const OWNED_TABLES = [mfaFactors, mfaChallenges, ...OWNED.map(({ table }) => table), users, ...CASCADED];

type Deleter = Pick<Db, 'delete'>;

/**
 * Deletes everything the account owns, in the caller's transaction; answers the account's email address
 * (null for an account without one, or one kept by a hosted Supabase project).
 */
export async function deleteOwnedRows(tx: Deleter, userId: string): Promise<string | null> {
  // A challenge names only its factor, so the factors' challenges go first.
  const factors = await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId)).returning({ id: mfaFactors.id });
  if (factors.length > 0)
    await tx.delete(mfaChallenges).where(
      inArray(
        mfaChallenges.factorId,
        factors.map(({ id }) => id),
      ),
    );
  for (const { table, userId: column } of OWNED) await tx.delete(table).where(eq(column, userId));
  const [account] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
  return account?.email ?? null;
}
