// Users and sessions as Supabase Auth (GoTrue) returns them, which supabase-js and the front end read.
import { randomUUID } from 'node:crypto';
import type { UserRow } from './repo';

/** GoTrue's identity JSON: `identity_id` is the identity's own id, `id` the provider's id for the user. */
export type SupabaseIdentity = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: 'email';
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email: string;
};

export type SupabaseUser = {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  last_sign_in_at?: string;
  phone: string;
  app_metadata: AppMetadata;
  user_metadata: Record<string, unknown>;
  identities: SupabaseIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
};

export type AppMetadata = { provider: 'email'; providers: ['email'] };

export type SupabaseSession = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: SupabaseUser;
};

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
function emailIdentity(user: UserFields): SupabaseIdentity {
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

export function toSupabaseUser(user: UserFields): SupabaseUser {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    phone: '',
    app_metadata: APP_METADATA,
    user_metadata: user.userMetadata,
    identities: [emailIdentity(user)],
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
