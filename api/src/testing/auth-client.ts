// supabase-js's auth client (GoTrueClient) pointed at an api's embedded /auth/v1, as the browser's is,
// carrying the anon key, without storage or timers: one per test flow.
import { AuthClient } from '@supabase/auth-js';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../config';

export function embeddedAuthClient(baseUrl: string) {
  return new AuthClient({
    url: `${baseUrl}/auth/v1`,
    headers: { apikey: EMBEDDED_SUPABASE_ANON_KEY, Authorization: `Bearer ${EMBEDDED_SUPABASE_ANON_KEY}` },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}
