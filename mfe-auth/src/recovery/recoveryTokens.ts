// A recovery link's tokens wait in session storage from the landing until the reset succeeds, the
// user signs in or out, or goes Back to Sign In (spec §4).
import { RECOVERY_REFRESH_TOKEN_KEY, RECOVERY_TOKEN_KEY, type RecoveryTokens } from '@whalewatch/shared';

export function keepRecoveryTokens({ recoveryToken, recoveryRefreshToken }: RecoveryTokens): void {
  sessionStorage.setItem(RECOVERY_TOKEN_KEY, recoveryToken);
  if (recoveryRefreshToken) sessionStorage.setItem(RECOVERY_REFRESH_TOKEN_KEY, recoveryRefreshToken);
  else sessionStorage.removeItem(RECOVERY_REFRESH_TOKEN_KEY);
}

export function storedRecoveryTokens(): RecoveryTokens | null {
  const recoveryToken = sessionStorage.getItem(RECOVERY_TOKEN_KEY);
  if (!recoveryToken) return null;
  return { recoveryToken, recoveryRefreshToken: sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY) };
}
