// Users and sessions as Supabase Auth (GoTrue) returns them, which supabase-js and the front end read.
import { randomUUID } from 'node:crypto';
import type { GotrueAppMetadata, GotrueFactor, GotrueIdentity, GotrueSession, GotrueUser } from '@whalewatch/contracts';
import type { UserRow } from './repo';

/** GoTrue's shapes, as the contract (@whalewatch/contracts auth.ts) describes them. */
export type SupabaseIdentity = GotrueIdentity;
export type SupabaseUser = GotrueUser;
export type AppMetadata = GotrueAppMetadata;
export type SupabaseSession = GotrueSession;

export const APP_METADATA: AppMetadata = { provider: 'email', providers: ['email'] };

const iso = (date: Date | null) => date?.toISOString();

type UserFields = Pick<UserRow, 'id' | 'email' | 'createdAt' | 'updatedAt' | 'userMetadata' | 'identityId' | 'identityData'> & {
  emailConfirmedAt: Date | null;
  lastSignInAt: Date | null;
};

/**
 * The email identity GoTrue creates at sign-up: its data holds the user's id and address, whether they
 * are verified, and the sign-up's `data` keys that do not clash with those.
 */
function emailIdentity(user: UserFields & { email: string }): SupabaseIdentity {
  const verified = user.emailConfirmedAt !== null;
  const created = user.createdAt.toISOString();
  return {
    identity_id: user.identityId,
    id: user.id,
    user_id: user.id,
    identity_data: { ...user.identityData, email: user.email, email_verified: verified, phone_verified: false, sub: user.id },
    provider: 'email',
    last_sign_in_at: created,
    created_at: created,
    updated_at: created,
    email: user.email,
  };
}

/** A factor as GoTrue lists it on its user (the secret never leaves the database). */
export type FactorFields = {
  id: string;
  friendlyName: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  lastChallengedAt: Date | null;
};

function factorJson(factor: FactorFields): GotrueFactor {
  const fields = {
    id: factor.id,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    // GoTrue: `friendly_name,omitempty`; phone is a NullString, "" for a TOTP factor.
    ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
    factor_type: 'totp' as const,
    phone: '',
    last_challenged_at: factor.lastChallengedAt?.toISOString() ?? null,
  };
  return factor.status === 'verified' ? { ...fields, status: 'verified' } : { ...fields, status: 'unverified' };
}

/** GoTrue's app_metadata: how the account began (its first identity), and its identities' providers. */
function appMetadataOf(identities: readonly SupabaseIdentity[]): AppMetadata {
  const [first] = identities;
  if (!first) return APP_METADATA;
  return { provider: first.provider, providers: [...new Set(identities.map((identity) => identity.provider))] };
}

/**
 * GoTrue's User JSON; `factors` only when there are some (`omitempty`). Its identities: the email one (an
 * account made by signing in with a wallet has none, and its email is ''), then its `wallets` (web3/).
 */
export function toSupabaseUser(
  user: UserFields,
  factors: readonly FactorFields[] = [],
  wallets: readonly SupabaseIdentity[] = [],
): SupabaseUser {
  const { email } = user;
  const identities = [...(email === null ? [] : [emailIdentity({ ...user, email })]), ...wallets];
  return {
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    phone: '',
    app_metadata: appMetadataOf(identities),
    user_metadata: user.userMetadata,
    identities,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers (email confirmations on): a user without a session, made afresh for every answer,
 * whether the address is new, waiting for its code, or already has an account. GoTrue tells the last apart
 * (a random id, no identities, no role) and answers the same id twice for an address waiting for its code;
 * here nothing in the answer depends on the address.
 */
export function signedUpUser(id: string, email: string, data: Record<string, unknown>): SupabaseUser {
  const now = new Date();
  const fields: UserFields = {
    id,
    email,
    emailConfirmedAt: null,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
    userMetadata: data,
    identityId: randomUUID(),
    identityData: data,
  };
  return { ...toSupabaseUser(fields), confirmation_sent_at: now.toISOString() };
}
