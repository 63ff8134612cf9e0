// Users and sessions as Supabase Auth returns them, which supabase-js and the front end read.
import type { UserRow } from './repo';

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
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, never>;
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
};

export type SupabaseSession = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: SupabaseUser;
};

const iso = (date: Date | null) => date?.toISOString();

type UserFields = Pick<UserRow, 'id' | 'email' | 'createdAt' | 'updatedAt'> & {
  emailConfirmedAt: Date | null;
  lastSignInAt: Date | null;
};

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
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

/** What sign-up answers before the code is confirmed: a user without a session. */
export function unconfirmedUser(id: string, email: string): SupabaseUser {
  const now = new Date();
  return {
    ...toSupabaseUser({ id, email, emailConfirmedAt: null, lastSignInAt: null, createdAt: now, updatedAt: now }),
    confirmation_sent_at: now.toISOString(),
  };
}
