// SQL for accounts: users, pending sign-ups, sessions with rotating refresh tokens, recovery links.
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authSessions, pendingSignUps, recoveryTokens, refreshTokens, users } from '../db/schema';
import type { SessionMethod } from './access-tokens';
import { announceSessionsEnded } from './sessions-ended';

export type UserRow = typeof users.$inferSelect;
export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Undefined when the email is already taken. */
export async function insertUser(
  db: Db,
  user: { id: string; email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...user, emailConfirmedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/** A new code for this email; a repeated sign-up replaces the old code and its attempts. */
export async function savePendingSignUp(
  db: Db,
  pending: { email: string; passwordHash: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(pendingSignUps)
    .values(pending)
    .onConflictDoUpdate({
      target: pendingSignUps.email,
      set: { ...pending, attempts: 0, createdAt: new Date() },
    });
}

/** Uses up one of the pending sign-up's attempts; undefined when there is none or none are left. */
export async function claimCodeAttempt(db: Db, email: string, maxAttempts: number): Promise<PendingSignUpRow | undefined> {
  const [pending] = await db
    .update(pendingSignUps)
    .set({ attempts: sql`${pendingSignUps.attempts} + 1` })
    .where(and(eq(pendingSignUps.email, email), lt(pendingSignUps.attempts, maxAttempts)))
    .returning();
  return pending;
}

export async function findPendingSignUp(db: Db, email: string): Promise<PendingSignUpRow | undefined> {
  const [pending] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
  return pending;
}

export async function deletePendingSignUp(db: Db, email: string): Promise<void> {
  await db.delete(pendingSignUps).where(eq(pendingSignUps.email, email));
}

export async function createSession(db: Db, userId: string, method: SessionMethod, refreshTokenHash: string): Promise<string> {
  const [session] = await db.insert(authSessions).values({ userId, method }).returning({ id: authSessions.id });
  if (!session) throw new Error('session insert returned no row');
  await db.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: session.id });
  return session.id;
}

export async function findActiveSession(db: Db, sessionId: string) {
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return session;
}

export type RotatedToken = { sessionId: string; userId: string; method: SessionMethod };

/**
 * Swaps a refresh token for its successor in one statement, so two concurrent uses cannot both win.
 * 'reused' means the token existed but was already spent (a sign of theft: the caller ends the session).
 */
export async function rotateRefreshToken(
  db: Db,
  tokenHash: string,
  successorHash: string,
): Promise<RotatedToken | 'reused' | undefined> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revoked: true })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.revoked, false)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!spent) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return undefined;
      const [ended] = await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.id, known.sessionId), isNull(authSessions.revokedAt)))
        .returning({ userId: authSessions.userId });
      if (ended) await announceSessionsEnded(tx, { userId: ended.userId, sessionId: known.sessionId });
      return 'reused';
    }
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.id, spent.sessionId), isNull(authSessions.revokedAt)));
    if (!session) return undefined;
    await tx.insert(refreshTokens).values({ tokenHash: successorHash, sessionId: session.id });
    return { sessionId: session.id, userId: session.userId, method: session.method as SessionMethod };
  });
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  const [ended] = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  if (ended) await announceSessionsEnded(db, { userId: ended.userId, sessionId });
}

/** Every session of the user, or every other one when `except` is given. */
export async function revokeUserSessions(db: Db, userId: string, except?: string): Promise<void> {
  const others = except ? ne(authSessions.id, except) : undefined;
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), others))
    .returning({ id: authSessions.id });
  if (ended.length > 0) await announceSessionsEnded(db, { userId, except });
}

export async function saveRecoveryToken(db: Db, token: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(recoveryTokens).values(token);
}

/** Marks a recovery link used; its user id when it was unused and unexpired. */
export async function consumeRecoveryToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [used] = await db
    .update(recoveryTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryTokens.tokenHash, tokenHash), isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, new Date())),
    )
    .returning({ userId: recoveryTokens.userId });
  return used?.userId;
}
