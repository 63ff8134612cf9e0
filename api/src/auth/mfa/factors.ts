// TOTP second factors as GoTrue serves them (internal/api/mfa.go): enrol, challenge, verify, unenrol,
// with its limits, its checks in its order and its words; plus one-time recovery codes, which GoTrue
// does not have, for a lost phone. The TOTP secret is sealed at rest like the channels' secrets.
import { randomUUID } from 'node:crypto';
import type { AuditEvent, AuditLog, AuditRequest } from '../../audit';
import type { Db } from '../../db';
import { failure, hitRateLimit, HttpError } from '../../http';
import { vaultOf } from '../../secrets';
import type { AccessClaims } from '../access-tokens';
import type { SupabaseSession } from '../supabase-shapes';
import { newOpaqueToken, sha256 } from '../secrets';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import * as repo from './repo';
import { isValidTotp, newTotpSecret, qrCodeSvg, totpUri } from './totp';
import { isUuid } from '../ids';

/** GoTrue's defaults: GOTRUE_MFA_FACTOR_EXPIRY_DURATION, _CHALLENGE_EXPIRY_DURATION, _MAX_ENROLLED_FACTORS, _MAX_VERIFIED_FACTORS. */
export const FACTOR_EXPIRY_SECONDS = 300;
export const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: per client IP and minute, for challenges and for codes. */
const CHALLENGE_AND_VERIFY_PER_MINUTE = 15;
/** Recovery codes tried per account: a code is long, but nobody needs more than a few tries. */
const RECOVERY_ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 };

export type SecondFactorsOptions = {
  db: Db;
  /** Keys the recovery codes' hashes. */
  secret: string;
  /** The TOTP issuer authenticator apps show: the site's host, as GoTrue takes it from SITE_URL. */
  siteUrl: string;
  /** The token answer for a session just raised to aal2, with its new refresh token. */
  answerSession: (userId: string, sessionId: string, refreshToken: string) => Promise<SupabaseSession>;
  /** The account's address, the TOTP label (GoTrue's AccountName); '' for an account without one. */
  emailOf: (userId: string) => Promise<string>;
  /** Where enrolments, removals, recovery codes and wrong codes are recorded. */
  audit?: Pick<AuditLog, 'record'>;
};

const secretContext = (factorId: string) => `mfa_factors.secret:${factorId}`;

export function secondFactors({ db, secret, siteUrl, answerSession, emailOf, audit }: SecondFactorsOptions) {
  const record = (event: AuditEvent) => void audit?.record(event);
  const limitPerIp = (ip: string) => hitRateLimit(db, `mfa:ip:${ip}`, { limit: CHALLENGE_AND_VERIFY_PER_MINUTE, windowMs: 60_000 });

  /** GoTrue's loadFactor: the caller's own factor, or 404. */
  async function ownedFactor(claims: AccessClaims, factorId: string): Promise<repo.FactorRow> {
    if (!isUuid(factorId)) throw new HttpError(404, 'factor_id must be an UUID', 'validation_failed');
    const factor = await repo.findOwnedFactor(db, claims.userId, factorId);
    if (!factor) throw new HttpError(404, 'Factor not found', 'mfa_factor_not_found');
    return factor;
  }

  /** A session must be raised to act for an account whose factor is verified; its id is in the token. */
  function sessionOf(claims: AccessClaims): string {
    if (!claims.sessionId) throw failure('session_not_found');
    return claims.sessionId;
  }

  return {
    async enroll(claims: AccessClaims, body: { factor_type?: string; friendly_name?: string; issuer?: string }) {
      const factorType = body.factor_type;
      if (factorType === 'phone') throw failure('mfa_phone_enroll_not_enabled');
      if (factorType === 'webauthn') throw failure('mfa_webauthn_enroll_not_enabled');
      if (factorType !== 'totp') throw new HttpError(400, 'factor_type needs to be totp, phone, or webauthn', 'validation_failed');
      const friendlyName = body.friendly_name ?? '';

      // GoTrue's validateFactors, in its order.
      await repo.deleteLapsedFactors(db, claims.userId, new Date(Date.now() - FACTOR_EXPIRY_SECONDS * 1000));
      const factors = await repo.listFactors(db, claims.userId);
      if (factors.some((factor) => factor.friendlyName === friendlyName)) {
        throw new HttpError(
          422,
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
          'mfa_factor_name_conflict',
        );
      }
      const verified = factors.filter((factor) => factor.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) throw failure('too_many_enrolled_mfa_factors');
      if (verified > 0 && claims.aal !== 'aal2') throw new HttpError(403, 'AAL2 required to enroll a new factor', 'insufficient_aal');

      const issuer = body.issuer || new URL(siteUrl).host;
      const totpSecret = newTotpSecret();
      const uri = totpUri(totpSecret, issuer, await emailOf(claims.userId));
      const id = randomUUID();
      const vault = await vaultOf(db);
      await repo.insertFactor(db, {
        id,
        userId: claims.userId,
        friendlyName,
        factorType: 'totp',
        secret: vault.seal(totpSecret, secretContext(id)),
      });
      return { id, type: 'totp' as const, friendly_name: friendlyName, totp: { qr_code: await qrCodeSvg(uri), secret: totpSecret, uri } };
    },

    async challenge(claims: AccessClaims, factorId: string, { ip }: AuditRequest) {
      await limitPerIp(ip);
      const factor = await ownedFactor(claims, factorId);
      const challenge = await repo.createChallenge(db, factor.id, ip);
      const expiresAt = Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
      return { id: challenge.id, type: 'totp' as const, expires_at: expiresAt };
    },

    async verify(
      claims: AccessClaims,
      factorId: string,
      body: { challenge_id?: string; code?: string },
      request: AuditRequest,
    ): Promise<SupabaseSession> {
      const { ip } = request;
      await limitPerIp(ip);
      const factor = await ownedFactor(claims, factorId);
      const code = body.code ?? '';
      if (code === '') throw new HttpError(400, 'Code needs to be non-empty', 'validation_failed');
      const challengeId = body.challenge_id ?? '';
      // GoTrue's validateChallenge.
      const challenge = isUuid(challengeId) ? await repo.findChallenge(db, factor.id, challengeId) : undefined;
      if (!challenge) throw new HttpError(422, 'MFA factor with the provided challenge ID not found', 'mfa_factor_not_found');
      if (challenge.verifiedAt !== null || challenge.ip !== ip) throw failure('mfa_ip_address_mismatch');
      if (challenge.createdAt.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
        await repo.deleteChallenge(db, challenge.id);
        throw new HttpError(
          422,
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
          'mfa_challenge_expired',
        );
      }
      const vault = await vaultOf(db);
      const totpSecret = vault.open(factor.secret, secretContext(factor.id));
      // A secret sealed under a key being rotated out is sealed again under the current one.
      if (!vault.isCurrent(factor.secret)) await repo.updateFactorSecret(db, factor.id, vault.seal(totpSecret, secretContext(factor.id)));
      if (!isValidTotp(totpSecret, code.trim())) {
        if (factor.status === 'verified') record({ userId: claims.userId, action: 'sign_in_failed', request, details: { method: 'totp' } });
        throw failure('mfa_verification_failed');
      }

      const refreshToken = newOpaqueToken();
      const sessionId = sessionOf(claims);
      const outcome = await repo.completeVerification(db, {
        userId: claims.userId,
        sessionId,
        factorId: factor.id,
        challengeId: challenge.id,
        method: 'totp',
        refreshTokenHash: sha256(refreshToken),
      });
      // Spent by a concurrent answer, or the session ended meanwhile: as GoTrue, the challenge is gone.
      if (!outcome) throw failure('mfa_ip_address_mismatch');
      if (outcome.enrolled)
        record({
          userId: claims.userId,
          action: 'factor_enrolled',
          request,
          details: { factor: factor.friendlyName || 'Authenticator app' },
        });
      return answerSession(claims.userId, sessionId, refreshToken);
    },

    async unenroll(claims: AccessClaims, factorId: string, request: AuditRequest) {
      const factor = await ownedFactor(claims, factorId);
      if (factor.status === 'verified' && claims.aal !== 'aal2') {
        throw new HttpError(422, 'AAL2 required to unenroll verified factor', 'insufficient_aal');
      }
      if (!(await repo.deleteFactor(db, claims.userId, factor.id))) throw new HttpError(404, 'Factor not found', 'mfa_factor_not_found');
      if (factor.status === 'verified') {
        record({
          userId: claims.userId,
          action: 'factor_removed',
          request,
          details: { factor: factor.friendlyName || 'Authenticator app' },
        });
      }
      return { id: factor.id };
    },

    async recoveryCodesStatus(userId: string) {
      const status = await repo.recoveryCodesStatus(db, userId);
      return { remaining: status.remaining, createdAt: status.createdAt?.toISOString() ?? null };
    },

    /**
     * A new set of codes, replacing any before, only with a verified factor to stand in for. Only at aal2:
     * its route's contract lists insufficient_aal, so requireUser has refused an aal1 session of an account
     * with a verified factor already.
     */
    async createRecoveryCodes(claims: AccessClaims, request: AuditRequest): Promise<{ codes: string[] }> {
      if (!(await repo.hasVerifiedFactor(db, claims.userId))) throw failure('no_verified_factor');
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(
        db,
        claims.userId,
        codes.map((code) => recoveryCodeHash(secret, claims.userId, code)),
      );
      record({ userId: claims.userId, action: 'recovery_codes_generated', request });
      return { codes };
    },

    /** Spends one code in place of a TOTP code: the session is raised to aal2 and answered anew. */
    async redeemRecoveryCode(claims: AccessClaims, code: string, request: AuditRequest): Promise<SupabaseSession> {
      await hitRateLimit(db, `mfa-recovery:user:${claims.userId}`, RECOVERY_ATTEMPTS);
      if (!(await repo.hasVerifiedFactor(db, claims.userId))) throw failure('no_verified_factor');
      const sessionId = sessionOf(claims);
      const refreshToken = newOpaqueToken();
      const redeemed = await repo.redeemRecoveryCode(db, recoveryCodeHash(secret, claims.userId, code), {
        userId: claims.userId,
        sessionId,
        method: 'mfa/recovery_code',
        factorId: null,
        refreshTokenHash: sha256(refreshToken),
      });
      if (!redeemed) {
        record({ userId: claims.userId, action: 'sign_in_failed', request, details: { method: 'recovery code' } });
        throw failure('invalid_recovery_code');
      }
      record({ userId: claims.userId, action: 'recovery_code_used', request });
      return answerSession(claims.userId, sessionId, refreshToken);
    },

    hasVerifiedFactor: (userId: string) => repo.hasVerifiedFactor(db, userId),
  };
}

export type SecondFactors = ReturnType<typeof secondFactors>;
