// SQL for second factors: TOTP factors, their challenges, the sessions a verified code raises to aal2,
// and recovery codes.
import { and, count, eq, isNull, lt, ne, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db';
import { authSessions, mfaChallenges, mfaFactors, mfaRecoveryCodes, refreshTokens } from '../../db';
import { announceSessionsEnded } from '../sessions-ended';

export type FactorRow = typeof mfaFactors.$inferSelect;
export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(mfaFactors.createdAt);
}

/** The database or a transaction's: what reads rows. */
type Reader = Pick<Db, 'select'>;

export async function hasVerifiedFactor(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'verified')));
  return (row?.n ?? 0) > 0;
}

/** GoTrue's DeleteExpiredFactors: unverified factors older than `before` are dropped before an enrolment. */
export async function deleteLapsedFactors(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'unverified'), lt(mfaFactors.createdAt, before)));
}

export async function insertFactor(
  db: Db,
  factor: { id: string; userId: string; friendlyName: string; factorType: 'totp'; secret: string },
): Promise<FactorRow> {
  const [created] = await db
    .insert(mfaFactors)
    .values({ ...factor, status: 'unverified' })
    .returning();
  if (!created) throw new Error('factor insert returned no row');
  return created;
}

export async function findOwnedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  return factor;
}

export async function createChallenge(db: Db, factorId: string, ip: string): Promise<ChallengeRow> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx.insert(mfaChallenges).values({ factorId, ip }).returning();
    if (!challenge) throw new Error('challenge insert returned no row');
    await tx.update(mfaFactors).set({ lastChallengedAt: challenge.createdAt }).where(eq(mfaFactors.id, factorId));
    return challenge;
  });
}

export async function findChallenge(db: Db, factorId: string, challengeId: string): Promise<ChallengeRow | undefined> {
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)));
  return challenge;
}

export async function deleteChallenge(db: Db, challengeId: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challengeId));
}

export async function updateFactorSecret(db: Db, factorId: string, secret: string): Promise<void> {
  await db.update(mfaFactors).set({ secret }).where(eq(mfaFactors.id, factorId));
}

type Elevation = {
  userId: string;
  sessionId: string;
  /** The authentication method to add to the session's amr ('totp', 'mfa/recovery_code'). */
  method: string;
  factorId: string | null;
  /** The hash of the session's new refresh token. */
  refreshTokenHash: string;
};

/**
 * Raises the session to aal2 as GoTrue's updateMFASessionAndClaims does: the method joins its amr (one
 * entry per method, stamped now), and it gets a new refresh token. Its earlier refresh tokens are deleted,
 * so a token issued at aal1 can never be swapped for one of this aal2 session. Then, as GoTrue's
 * InvalidateSessionsWithAALLessThan, the user's other sessions still at aal1 end. False when the session
 * ended meanwhile.
 */
async function elevateSession(tx: Parameters<Parameters<Db['transaction']>[0]>[0], elevation: Elevation): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  const [session] = await tx
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, elevation.sessionId), eq(authSessions.userId, elevation.userId), isNull(authSessions.revokedAt)))
    .for('update');
  if (!session) return false;
  const amr = [{ method: elevation.method, timestamp: now }, ...session.amr.filter((entry) => entry.method !== elevation.method)];
  await tx
    .update(authSessions)
    .set({ aal: 'aal2', amr, factorId: elevation.factorId ?? session.factorId, lastActiveAt: new Date() })
    .where(eq(authSessions.id, session.id));
  await tx.delete(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
  await tx.insert(refreshTokens).values({ tokenHash: elevation.refreshTokenHash, sessionId: session.id });
  const ended = await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, elevation.userId),
        ne(authSessions.id, session.id),
        eq(authSessions.aal, 'aal1'),
        isNull(authSessions.revokedAt),
      ),
    )
    .returning({ id: authSessions.id });
  for (const { id } of ended) await announceSessionsEnded(tx, { userId: elevation.userId, sessionId: id });
  return true;
}

/**
 * A right code for a live challenge: the challenge is spent (once: a second answer finds it verified),
 * the factor verified and its unverified siblings dropped, and the session raised (elevateSession).
 * Returns whether the factor was verified just now (an enrolment), or null when the challenge was spent
 * meanwhile or the session ended.
 */
export async function completeVerification(
  db: Db,
  verification: Elevation & { factorId: string; challengeId: string },
): Promise<{ enrolled: boolean } | null> {
  return db
    .transaction(async (tx) => {
      const [spent] = await tx
        .update(mfaChallenges)
        .set({ verifiedAt: new Date() })
        .where(and(eq(mfaChallenges.id, verification.challengeId), isNull(mfaChallenges.verifiedAt)))
        .returning({ id: mfaChallenges.id });
      if (!spent) return null;
      const [factor] = await tx.select().from(mfaFactors).where(eq(mfaFactors.id, verification.factorId)).for('update');
      if (!factor) return null;
      const enrolled = factor.status !== 'verified';
      if (enrolled) {
        await tx.update(mfaFactors).set({ status: 'verified', updatedAt: new Date() }).where(eq(mfaFactors.id, factor.id));
      }
      await tx
        .delete(mfaFactors)
        .where(
          and(
            eq(mfaFactors.userId, verification.userId),
            eq(mfaFactors.status, 'unverified'),
            eq(mfaFactors.factorType, factor.factorType),
            ne(mfaFactors.id, factor.id),
          ),
        );
      if (!(await elevateSession(tx, verification))) {
        tx.rollback();
      }
      return { enrolled };
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return null;
      throw error;
    });
}

/**
 * Drops the factor; sessions it raised fall back to aal1 (GoTrue's DowngradeSessionsToAAL1). With no
 * verified factor left, the recovery codes go too: they stand in for one. Whether it existed.
 */
export async function deleteFactor(db: Db, userId: string, factorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
      .returning({ id: mfaFactors.id });
    if (!deleted) return false;
    await tx
      .update(authSessions)
      .set({ aal: 'aal1', factorId: null })
      .where(and(eq(authSessions.userId, userId), eq(authSessions.factorId, factorId)));
    if (!(await hasVerifiedFactor(tx, userId))) await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    return true;
  });
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function recoveryCodesStatus(db: Db, userId: string): Promise<{ remaining: number; createdAt: Date | null }> {
  const codes = await db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  return { remaining: codes.filter((code) => code.usedAt === null).length, createdAt: codes[0]?.createdAt ?? null };
}

/** Spends a recovery code and raises the session with it, in one transaction; false for a wrong or used code. */
export async function redeemRecoveryCode(db: Db, codeHash: string, elevation: Elevation): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [used] = await tx
        .update(mfaRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(mfaRecoveryCodes.userId, elevation.userId), eq(mfaRecoveryCodes.codeHash, codeHash), isNull(mfaRecoveryCodes.usedAt)))
        .returning({ id: mfaRecoveryCodes.id });
      if (!used) return false;
      if (!(await elevateSession(tx, elevation))) tx.rollback();
      return true;
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return false;
      throw error;
    });
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError;
