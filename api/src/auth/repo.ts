// SQL for accounts: users, pending sign-ups, sessions with rotating refresh tokens, recovery links.
import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { authSessions, pendingSignUps, recoveryTokens, refreshTokens, users } from '../db';
import { sha256 } from './secrets';
import { announceSessionsEnded } from './sessions-ended';

/** How a session began: a password, an emailed code, a recovery link or a signed Ethereum message (its token's first `amr`). */
export type SessionMethod = 'password' | 'otp' | 'recovery' | 'web3';

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
  user: { id: string; email: string; passwordHash: string; userMetadata: Record<string, unknown> },
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...user, identityData: user.userMetadata, emailConfirmedAt: new Date() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

/**
 * Changes the password and/or merges `metadata` into user_metadata as Supabase Auth does (a key set to
 * null is removed), in one transaction; undefined when there is no such user.
 */
export async function updateUser(
  db: Db,
  userId: string,
  change: { passwordHash?: string; metadata?: Record<string, unknown> },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;
    const userMetadata = change.metadata ? mergeMetadata(user.userMetadata, change.metadata) : user.userMetadata;
    const [updated] = await tx
      .update(users)
      .set({ ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}), userMetadata, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return updated;
  });
}

/** GoTrue's UpdateUserMetaData: each key replaces the stored one, and null removes it. */
export function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A new code for this email; a repeated sign-up replaces the old code, its attempts, its data and the id
 * the account will have, so no two sign-ups of one address answer the same id (nor does a registered
 * address's). Returns that id.
 */
export async function savePendingSignUp(
  db: Db,
  pending: { email: string; passwordHash: string; codeHash: string; expiresAt: Date; userMetadata: Record<string, unknown> },
): Promise<string> {
  const [saved] = await db
    .insert(pendingSignUps)
    .values(pending)
    .onConflictDoUpdate({
      target: pendingSignUps.email,
      set: { ...pending, userId: sql`gen_random_uuid()`, attempts: 0, createdAt: new Date() },
    })
    .returning({ userId: pendingSignUps.userId });
  if (!saved) throw new Error('pending sign-up upsert returned no row');
  return saved.userId;
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

/** The request a session began with (a FastifyRequest is one): its address and browser, for "Where you're signed in". */
export type SessionClient = { ip: string; headers: { 'user-agent'?: string } };

export type SessionRow = typeof authSessions.$inferSelect;

export async function createSession(
  db: Db,
  userId: string,
  method: SessionMethod,
  refreshTokenHash: string,
  client?: SessionClient,
): Promise<SessionRow> {
  const now = new Date();
  const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      method,
      amr,
      ip: client?.ip || null,
      userAgent: client?.headers['user-agent']?.slice(0, 512) || null,
      createdAt: now,
      lastActiveAt: now,
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  await db.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: session.id });
  return session;
}

/** The user's sessions still signed in, most recently active first. */
export async function listActiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .orderBy(desc(authSessions.lastActiveAt), desc(authSessions.createdAt));
}

export async function findActiveSession(db: Db, sessionId: string) {
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  return session;
}

export type RefreshOutcome =
  /** The refresh token to answer with (new, or the session's active one for an allowed reuse). */
  | { kind: 'issued'; session: SessionRow; refreshToken: string }
  | { kind: 'not_found' }
  /** Presented again outside the rules: the session's tokens were revoked and the session ended. */
  | { kind: 'reused' };

export type RefreshRules = {
  /** The refresh token that succeeds `parent` (its `index`th child): derived, so only hashes are stored. */
  childOf(parent: string, index: number): string;
  /** How long after its revocation a token may still be swapped (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
  reuseIntervalMs: number;
};

/**
 * Spends a refresh token as Supabase Auth (GoTrue's RefreshTokenGrant, refresh token rotation on) does,
 * in one transaction with the token and its session locked, so concurrent uses are served one by one:
 * - an active token is revoked and its child issued;
 * - a revoked token that is the parent of the session's active token gets that active token back (a
 *   client that lost the answer to its refresh, or a second tab that sent the same token);
 * - another revoked token, within the reuse interval of its revocation, is swapped for a new child;
 * - any other revoked token revokes every token of the session and ends it (a stolen token was used).
 */
export async function useRefreshToken(db: Db, presented: string, rules: RefreshRules): Promise<RefreshOutcome> {
  const tokenHash = sha256(presented);
  return db.transaction(async (tx) => {
    const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
    if (!token) return { kind: 'not_found' };
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.id, token.sessionId), isNull(authSessions.revokedAt)))
      .for('update');
    if (!session) return { kind: 'not_found' };
    const issued = (refreshToken: string): RefreshOutcome => ({ kind: 'issued', session, refreshToken });
    await tx.update(authSessions).set({ lastActiveAt: new Date() }).where(eq(authSessions.id, session.id));
    const children = async () =>
      (await tx.select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.parentHash, tokenHash)))[0]?.n ?? 0;
    const issueChild = async (index: number) => {
      const child = rules.childOf(presented, index);
      await tx.insert(refreshTokens).values({ tokenHash: sha256(child), sessionId: session.id, parentHash: tokenHash });
      return issued(child);
    };

    if (!token.revoked) {
      await tx.update(refreshTokens).set({ revoked: true, revokedAt: new Date() }).where(eq(refreshTokens.tokenHash, tokenHash));
      return issueChild(await children());
    }

    const [active] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, session.id), eq(refreshTokens.revoked, false)))
      .orderBy(desc(refreshTokens.createdAt))
      .limit(1);
    if (active && active.parentHash === tokenHash) {
      const siblings = await children();
      for (let index = 0; index < siblings; index += 1) {
        const child = rules.childOf(presented, index);
        if (sha256(child) === active.tokenHash) return issued(child);
      }
    }

    const revokedAt = token.revokedAt?.getTime();
    if (revokedAt !== undefined && Date.now() <= revokedAt + rules.reuseIntervalMs) return issueChild(await children());

    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: new Date() })
      .where(and(eq(refreshTokens.sessionId, session.id), eq(refreshTokens.revoked, false)));
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, session.id));
    await announceSessionsEnded(tx, { userId: session.userId, sessionId: session.id });
    return { kind: 'reused' };
  });
}

/** Ends the session (only the user's own when `userId` is given); whether it was signed in until now. */
export async function revokeSession(db: Db, sessionId: string, userId?: string): Promise<boolean> {
  const [ended] = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), userId ? eq(authSessions.userId, userId) : undefined))
    .returning({ userId: authSessions.userId });
  if (ended) await announceSessionsEnded(db, { userId: ended.userId, sessionId });
  return ended !== undefined;
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
    .where(and(eq(recoveryTokens.tokenHash, tokenHash), isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, new Date())))
    .returning({ userId: recoveryTokens.userId });
  return used?.userId;
}
