import { resetSupabase } from './auth/supabaseClient';
import { resetConfig } from './config/runtimeConfig';
import { resetSessionStore } from './session/sessionStore';
import { resetThemeStore } from './theme/themeStore';
import { resetToasts } from './toast/toastStore';
import { resetChains } from './chains/chains';

/** Fresh stores from current storage; jest calls it before every test. */
export function resetSharedState(): void {
  resetConfig();
  resetSupabase();
  resetSessionStore();
  resetThemeStore();
  resetToasts();
  resetChains();
}
