// The embedded auth service: accounts in our own database, behaving like Supabase Auth for the flows
// the product uses (sign-up with an emailed code, password sign-in, refresh, recovery link, user
// update, sign-out). Used when no hosted Supabase project is configured.
import { randomUUID } from 'node:crypto';
import type { AuditLog } from '../audit';
import type { Db } from '../db';
import type { Mailer } from '../email';
import { errorMessage } from '@whalewatch/contracts';
import { failure, HttpError } from '../http';
import type { AccessTokenIssuer, SessionMethod, TokenSession } from './access-tokens';
import { alreadyRegisteredEmail, CODE_TTL_MINUTES, recoveryEmail, RECOVERY_LINK_TTL_MINUTES, verificationCodeEmail } from './emails';
import { checkPasswordStrength } from './gotrue';
import { INVALID_CODE, INVALID_CREDENTIALS, INVALID_EMAIL_LINK, TOO_MANY_CODE_ATTEMPTS } from './messages';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { listFactors } from './mfa/repo';
import { walletIdentitiesOf } from './web3/identity';
import * as repo from './repo';
import type { SessionClient } from './repo';
import { hashCode, newOpaqueToken, newVerificationCode, refreshTokenChild, sha256 } from './secrets';
import { signedUpUser, toSupabaseUser, type SupabaseSession, type SupabaseUser } from './supabase-shapes';

export const MAX_CODE_ATTEMPTS = 5;
/** GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default. */
export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

export type EmbeddedAuthOptions = {
  db: Db;
  mailer: Mailer;
  issueAccessToken: AccessTokenIssuer;
  /** Keys the verification-code hashes and derives refresh tokens' successors. */
  secret: string;
  siteUrl: string;
  /** Where browsers reach this api (recovery links point at its /auth/v1/verify). */
  publicUrl: string;
  /** How long a spent refresh token may still be swapped (two tabs refreshing at once). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Where sign-ins (and failed ones) and password changes are recorded. */
  audit?: Pick<AuditLog, 'record'>;
};

export type UserChange = {
  password?: string;
  /** Merged into user_metadata; a key set to null is removed. */
  data?: Record<string, unknown>;
};

export function embeddedAuth({
  db,
  mailer,
  issueAccessToken,
  secret,
  siteUrl,
  publicUrl,
  refreshTokenReuseIntervalSeconds = DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
  audit,
}: EmbeddedAuthOptions) {
  const refreshRules: repo.RefreshRules = {
    childOf: (parent, index) => refreshTokenChild(secret, parent, index),
    reuseIntervalMs: refreshTokenReuseIntervalSeconds * 1000,
  };
  // Work a request starts and does not wait for (a recovery email), so app shutdown can let it finish.
  const background = new Set<Promise<void>>();

  async function send(email: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(email);
    } catch (error) {
      throw new HttpError(502, errorMessage('email_send_failed'), 'email_send_failed', {}, { cause: error });
    }
  }

  async function startSession(user: repo.UserRow, method: SessionMethod, client?: SessionClient): Promise<SupabaseSession> {
    const refreshToken = newOpaqueToken();
    const session = await repo.createSession(db, user.id, method, sha256(refreshToken), client);
    await repo.recordSignIn(db, user.id);
    void audit?.record({ userId: user.id, action: 'sign_in', request: client, details: { method } });
    const signedIn = { ...user, lastSignInAt: new Date() };
    return sessionResponse(signedIn, session, refreshToken);
  }

  /** GoTrue's token answer: the session's access token (its aal and amr) and the user with their factors. */
  async function sessionResponse(user: repo.UserRow, session: TokenSession, refreshToken: string): Promise<SupabaseSession> {
    const answered = await userJson(user);
    const access = await issueAccessToken({ ...user, appMetadata: answered.app_metadata }, session);
    return {
      access_token: access.token,
      token_type: 'bearer' as const,
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: answered,
    };
  }

  /** The user as GoTrue answers it, factors and linked wallets included (GoTrue loads them with the user). */
  async function userJson(user: repo.UserRow): Promise<SupabaseUser> {
    return toSupabaseUser(user, await listFactors(db, user.id), await walletIdentitiesOf(db, user.id));
  }

  async function existingUser(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw failure('user_not_found');
    return user;
  }

  return {
    /**
     * Emails a 6-digit code; the account exists only once the code comes back. An address that already
     * has an account is emailed that instead, and the answer is the same: a new user id every time.
     */
    async initiateSignUp(email: string, password: string, data: Record<string, unknown> = {}): Promise<SupabaseUser> {
      const passwordHash = await hashPassword(password);
      const existing = await repo.findUserByEmail(db, email);
      if (existing) {
        await send(alreadyRegisteredEmail(email, siteUrl));
        return signedUpUser(randomUUID(), email, data);
      }
      const code = newVerificationCode();
      const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
      const codeHash = hashCode(code, email, secret);
      const userId = await repo.savePendingSignUp(db, { email, passwordHash, codeHash, expiresAt, userMetadata: data });
      await send(verificationCodeEmail(email, code));
      return signedUpUser(userId, email, data);
    },

    async completeSignUp(email: string, code: string, client?: SessionClient): Promise<SupabaseSession> {
      const pending = await repo.claimCodeAttempt(db, email, MAX_CODE_ATTEMPTS);
      if (!pending) {
        const exhausted = await repo.findPendingSignUp(db, email);
        throw new HttpError(exhausted ? 429 : 400, exhausted ? TOO_MANY_CODE_ATTEMPTS : INVALID_CODE, 'otp_expired');
      }
      const matches = pending.codeHash === hashCode(code, email, secret);
      if (!matches || pending.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(400, INVALID_CODE, 'otp_expired');
      }
      const user = await repo.insertUser(db, {
        id: pending.userId,
        email,
        passwordHash: pending.passwordHash,
        userMetadata: pending.userMetadata,
      });
      await repo.deletePendingSignUp(db, email);
      if (!user) throw failure('user_already_exists');
      return startSession(user, 'otp', client);
    },

    async signInWithPassword(email: string, password: string, client?: SessionClient): Promise<SupabaseSession> {
      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await UNKNOWN_USER_HASH));
      if (user && !valid)
        void audit?.record({ userId: user.id, action: 'sign_in_failed', request: client, details: { method: 'password' } });
      if (!user || !valid) throw new HttpError(400, INVALID_CREDENTIALS, 'invalid_credentials');
      return startSession(user, 'password', client);
    },

    /** Supabase Auth's refresh_token grant, reuse rules included (see repo.useRefreshToken). */
    async refreshSession(refreshToken: string): Promise<SupabaseSession> {
      const outcome = await repo.useRefreshToken(db, refreshToken, refreshRules);
      if (outcome.kind === 'reused') throw failure('refresh_token_already_used');
      const user = outcome.kind === 'issued' ? await repo.findUserById(db, outcome.session.userId) : undefined;
      if (outcome.kind !== 'issued' || !user) throw failure('refresh_token_not_found');
      return sessionResponse(user, outcome.session, outcome.refreshToken);
    },

    /**
     * Emails a one-time link when the address has an account, and says nothing either way: the caller
     * answers at once while the look-up, the link and the email happen after, so an answer for a known
     * address takes no longer than for an unknown one. `onError` hears what went wrong after that.
     */
    requestRecovery(email: string, redirectTo: string, onError: (error: unknown) => void): void {
      const task = (async () => {
        const user = await repo.findUserByEmail(db, email);
        if (!user) return;
        const token = newOpaqueToken();
        const expiresAt = new Date(Date.now() + RECOVERY_LINK_TTL_MINUTES * 60_000);
        await repo.saveRecoveryToken(db, { tokenHash: sha256(token), userId: user.id, expiresAt });
        const link = new URL(`${publicUrl}/auth/v1/verify`);
        link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString();
        await send(recoveryEmail(email, link.toString()));
      })().catch(onError);
      const tracked = task.finally(() => background.delete(tracked));
      background.add(tracked);
    },

    /** Spends a recovery link's token and opens a recovery session for its user. */
    async verifyRecoveryToken(token: string, client?: SessionClient): Promise<SupabaseSession> {
      const userId = await repo.consumeRecoveryToken(db, sha256(token));
      const user = userId && (await repo.findUserById(db, userId));
      if (!user) throw new HttpError(403, INVALID_EMAIL_LINK, 'otp_expired');
      return startSession(user, 'recovery', client);
    },

    async getUser(userId: string): Promise<SupabaseUser> {
      return userJson(await existingUser(userId));
    },

    /**
     * GoTrue's user update: a new password must pass the strength check and differ from the current one
     * (422 `same_password`), and ends every other session of the user (a reset locks out whoever had the
     * old one); `data` is merged into user_metadata.
     */
    async updateUser(
      userId: string,
      sessionId: string | null,
      { password, data }: UserChange,
      request?: SessionClient,
    ): Promise<SupabaseUser> {
      const user = await existingUser(userId);
      let passwordHash: string | undefined;
      if (password !== undefined) {
        checkPasswordStrength(password);
        if (user.passwordHash !== null && (await verifyPassword(password, user.passwordHash))) throw failure('same_password');
        passwordHash = await hashPassword(password);
      }
      if (passwordHash === undefined && data === undefined) return userJson(user);
      const updated = await repo.updateUser(db, userId, { passwordHash, metadata: data });
      if (!updated) throw failure('user_not_found');
      if (passwordHash !== undefined) {
        await repo.revokeUserSessions(db, userId, sessionId ?? undefined);
        void audit?.record({ userId, action: 'password_changed', request });
      }
      return userJson(updated);
    },

    async signOut(userId: string, sessionId: string | null, scope: 'global' | 'local' | 'others'): Promise<void> {
      if (scope === 'global') return repo.revokeUserSessions(db, userId);
      if (scope === 'others') return repo.revokeUserSessions(db, userId, sessionId ?? undefined);
      if (sessionId) await repo.revokeSession(db, sessionId);
    },

    isSessionActive: async (sessionId: string) => (await repo.findActiveSession(db, sessionId)) !== undefined,

    /** A session for the account a wallet signed into (the web3 grant, web3/): its amr is 'web3'. */
    startWalletSession: (user: repo.UserRow, client?: SessionClient) => startSession(user, 'web3', client),

    /** The token answer for a session of the user as it stands now (just raised to aal2), with its new refresh token. */
    async answerSession(userId: string, sessionId: string, refreshToken: string): Promise<SupabaseSession> {
      const session = await repo.findActiveSession(db, sessionId);
      if (!session || session.userId !== userId) throw failure('session_not_found');
      return sessionResponse(await existingUser(userId), session, refreshToken);
    },

    /** The account's address ('' for one without). */
    emailOf: async (userId: string) => (await existingUser(userId)).email ?? '',

    /** Resolves once the work requests left running (recovery emails) has finished. */
    async idle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}

export type EmbeddedAuth = ReturnType<typeof embeddedAuth>;
