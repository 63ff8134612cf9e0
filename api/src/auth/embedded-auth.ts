// The embedded auth service: accounts in our own database, behaving like Supabase Auth for the flows
// the product uses (sign-up with an emailed code, password sign-in, refresh, recovery link, password
// update, sign-out). Used when no hosted Supabase project is configured.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Mailer } from '../email/mailer';
import { HttpError } from '../http/errors';
import type { AccessTokenIssuer, SessionMethod } from './access-tokens';
import { alreadyRegisteredEmail, CODE_TTL_MINUTES, recoveryEmail, RECOVERY_LINK_TTL_MINUTES, verificationCodeEmail } from './emails';
import {
  EMAIL_NOT_SENT,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  INVALID_EMAIL_LINK,
  REFRESH_TOKEN_NOT_FOUND,
  REFRESH_TOKEN_REUSED,
  TOO_MANY_CODE_ATTEMPTS,
  USER_ALREADY_REGISTERED,
} from './messages';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import * as repo from './repo';
import { hashCode, newOpaqueToken, newVerificationCode, sha256 } from './secrets';
import { toSupabaseUser, unconfirmedUser, type SupabaseSession, type SupabaseUser } from './supabase-shapes';

export const MAX_CODE_ATTEMPTS = 5;

export type EmbeddedAuthOptions = {
  db: Db;
  mailer: Mailer;
  issueAccessToken: AccessTokenIssuer;
  /** Keys the verification-code hashes. */
  secret: string;
  siteUrl: string;
  /** Where browsers reach this api (recovery links point at its /auth/v1/verify). */
  publicUrl: string;
};

export function embeddedAuth({ db, mailer, issueAccessToken, secret, siteUrl, publicUrl }: EmbeddedAuthOptions) {
  async function send(email: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(email);
    } catch (error) {
      throw new HttpError(502, EMAIL_NOT_SENT, 'email_send_failed', {}, { cause: error });
    }
  }

  async function startSession(user: repo.UserRow, method: SessionMethod): Promise<SupabaseSession> {
    const refreshToken = newOpaqueToken();
    const sessionId = await repo.createSession(db, user.id, method, sha256(refreshToken));
    await repo.recordSignIn(db, user.id);
    const signedIn = { ...user, lastSignInAt: new Date() };
    return sessionResponse(signedIn, sessionId, method, refreshToken);
  }

  async function sessionResponse(user: repo.UserRow, sessionId: string, method: SessionMethod, refreshToken: string) {
    const access = await issueAccessToken(user, sessionId, method);
    return {
      access_token: access.token,
      token_type: 'bearer' as const,
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: toSupabaseUser(user),
    };
  }

  return {
    /** Emails a 6-digit code; the account exists only once the code comes back. */
    async initiateSignUp(email: string, password: string): Promise<SupabaseUser> {
      const passwordHash = await hashPassword(password);
      const existing = await repo.findUserByEmail(db, email);
      if (existing) {
        await send(alreadyRegisteredEmail(email, siteUrl));
        return unconfirmedUser(randomUUID(), email);
      }
      const code = newVerificationCode();
      const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
      await repo.savePendingSignUp(db, { email, passwordHash, codeHash: hashCode(code, email, secret), expiresAt });
      await send(verificationCodeEmail(email, code));
      const pending = await repo.findPendingSignUp(db, email);
      return unconfirmedUser(pending?.userId ?? randomUUID(), email);
    },

    async completeSignUp(email: string, code: string): Promise<SupabaseSession> {
      const pending = await repo.claimCodeAttempt(db, email, MAX_CODE_ATTEMPTS);
      if (!pending) {
        const exhausted = await repo.findPendingSignUp(db, email);
        throw new HttpError(exhausted ? 429 : 400, exhausted ? TOO_MANY_CODE_ATTEMPTS : INVALID_CODE, 'otp_expired');
      }
      const matches = pending.codeHash === hashCode(code, email, secret);
      if (!matches || pending.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(400, INVALID_CODE, 'otp_expired');
      }
      const user = await repo.insertUser(db, { id: pending.userId, email, passwordHash: pending.passwordHash });
      await repo.deletePendingSignUp(db, email);
      if (!user) throw new HttpError(422, USER_ALREADY_REGISTERED, 'user_already_exists');
      return startSession(user, 'otp');
    },

    async signInWithPassword(email: string, password: string): Promise<SupabaseSession> {
      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await UNKNOWN_USER_HASH));
      if (!user || !valid) throw new HttpError(400, INVALID_CREDENTIALS, 'invalid_credentials');
      return startSession(user, 'password');
    },

    async refreshSession(refreshToken: string): Promise<SupabaseSession> {
      const successor = newOpaqueToken();
      const rotated = await repo.rotateRefreshToken(db, sha256(refreshToken), sha256(successor));
      if (rotated === 'reused') throw new HttpError(400, REFRESH_TOKEN_REUSED, 'refresh_token_already_used');
      const user = rotated && (await repo.findUserById(db, rotated.userId));
      if (!rotated || !user) throw new HttpError(400, REFRESH_TOKEN_NOT_FOUND, 'refresh_token_not_found');
      return sessionResponse(user, rotated.sessionId, rotated.method, successor);
    },

    /** Emails a one-time link when the address has an account; says nothing either way. */
    async requestRecovery(email: string, redirectTo: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const token = newOpaqueToken();
      const expiresAt = new Date(Date.now() + RECOVERY_LINK_TTL_MINUTES * 60_000);
      await repo.saveRecoveryToken(db, { tokenHash: sha256(token), userId: user.id, expiresAt });
      const link = new URL(`${publicUrl}/auth/v1/verify`);
      link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString();
      await send(recoveryEmail(email, link.toString()));
    },

    /** Spends a recovery link's token and opens a recovery session for its user. */
    async verifyRecoveryToken(token: string): Promise<SupabaseSession> {
      const userId = await repo.consumeRecoveryToken(db, sha256(token));
      const user = userId && (await repo.findUserById(db, userId));
      if (!user) throw new HttpError(403, INVALID_EMAIL_LINK, 'otp_expired');
      return startSession(user, 'recovery');
    },

    async getUser(userId: string): Promise<SupabaseUser> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new HttpError(404, 'User not found', 'user_not_found');
      return toSupabaseUser(user);
    },

    /** New password; every other session of the user ends (a reset locks out whoever had the old one). */
    async updatePassword(userId: string, sessionId: string | null, password: string): Promise<SupabaseUser> {
      const user = await repo.updatePasswordHash(db, userId, await hashPassword(password));
      if (!user) throw new HttpError(404, 'User not found', 'user_not_found');
      await repo.revokeUserSessions(db, userId, sessionId ?? undefined);
      return toSupabaseUser(user);
    },

    async signOut(userId: string, sessionId: string | null, scope: 'global' | 'local' | 'others'): Promise<void> {
      if (scope === 'global') return repo.revokeUserSessions(db, userId);
      if (scope === 'others') return repo.revokeUserSessions(db, userId, sessionId ?? undefined);
      if (sessionId) await repo.revokeSession(db, sessionId);
    },

    isSessionActive: async (sessionId: string) => (await repo.findActiveSession(db, sessionId)) !== undefined,
  };
}

export type EmbeddedAuth = ReturnType<typeof embeddedAuth>;
