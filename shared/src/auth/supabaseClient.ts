// The browser's one supabase-js client, which holds the session of record (persisted under
// 'whalewatch.auth', refreshed on its 30 s tick). supabase-js loads as its own chunk on first use, so
// the shell's first load does not carry it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getConfig } from '../config/runtimeConfig';
import { assuranceOf, type Assurance } from './assurance';

export const AUTH_STORAGE_KEY = 'whalewatch.auth';
export const RECOVERY_STORAGE_KEY = 'whalewatch.recovery';

let client: Promise<SupabaseClient> | null = null;

async function createSupabase(options: {
  persistSession: boolean;
  autoRefreshToken: boolean;
  storageKey: string;
}): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const { supabaseUrl, supabaseAnonKey } = getConfig();
  // The recovery landing reads reset links itself (mfe-auth), so supabase-js must not consume the URL.
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { ...options, detectSessionInUrl: false, flowType: 'implicit' },
  });
}

export function getSupabase(): Promise<SupabaseClient> {
  if (client) return client;
  const created = createSupabase({ persistSession: true, autoRefreshToken: true, storageKey: AUTH_STORAGE_KEY });
  // A failed chunk load must not stick: the caller sees the error and the next call tries again.
  created.catch(() => {
    if (client === created) client = null;
  });
  client = created;
  return created;
}

/**
 * The session supabase-js keeps in storage (its access token and user), read without loading it; null
 * when it keeps none. supabase-js removes it there exactly when the session is over.
 */
export function storedSession(): { accessToken: string; userId: string } | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const { access_token: accessToken, user } = (stored ?? {}) as { access_token?: unknown; user?: { id?: unknown } };
    if (typeof accessToken === 'string' && typeof user?.id === 'string') return { accessToken, userId: user.id };
  } catch {
    // Not a session supabase-js could use either.
  }
  return null;
}

/**
 * The assurance level of the session supabase-js keeps in storage (as its getAuthenticatorAssuranceLevel
 * reads it), or null when it keeps none: what a tab opened again knows before supabase-js loads.
 */
export function storedAssurance(): Assurance | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const { access_token: accessToken, user } = (stored ?? {}) as { access_token?: unknown; user?: { factors?: unknown } };
    if (typeof accessToken !== 'string') return null;
    const factors = Array.isArray(user?.factors) ? (user.factors as { status: string }[]) : null;
    return assuranceOf({ access_token: accessToken, user: { factors } });
  } catch {
    return null;
  }
}

/** A throwaway client for one password reset: its recovery session lives in memory, never as the app's. */
export function createRecoveryClient(): Promise<SupabaseClient> {
  return createSupabase({ persistSession: false, autoRefreshToken: false, storageKey: RECOVERY_STORAGE_KEY });
}

/** Forgets the client and stops its timers; for tests, between cases. */
export function resetSupabase(): void {
  const previous = client;
  client = null;
  // A client that never loaded has nothing to stop; its error already reached its caller.
  void previous?.then((stale) => stale.auth.dispose()).catch(() => undefined);
}
