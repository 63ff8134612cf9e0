// Forgot-password and reset (spec §7): both go to the hosted auth service through supabase-js. The
// reset runs on a throwaway client so the recovery session never becomes the app's session.
import { createRecoveryClient, getSupabase } from './supabaseClient';

export interface RecoveryTokens {
  /** The link's access token, or a token hash when the link carried no refresh token. */
  recoveryToken: string;
  recoveryRefreshToken: string | null;
}

/** Emails a reset link that leads back to the recovery landing. Throws the auth service's error. */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/authorisation`,
  });
  if (error) throw error;
}

/** Sets a new password with a recovery link's tokens. Throws the auth service's error. */
export async function resetPassword(newPassword: string, { recoveryToken, recoveryRefreshToken }: RecoveryTokens): Promise<void> {
  const recovery = await createRecoveryClient();
  try {
    const { error: linkError } = recoveryRefreshToken
      ? await recovery.auth.setSession({ access_token: recoveryToken, refresh_token: recoveryRefreshToken })
      : await recovery.auth.verifyOtp({ token_hash: recoveryToken, type: 'recovery' });
    if (linkError) throw linkError;
    const { error: updateError } = await recovery.auth.updateUser({ password: newPassword });
    if (updateError) throw updateError;
    const { error: signOutError } = await recovery.auth.signOut({ scope: 'local' });
    // The password is already changed: a recovery session left open on the server is not the user's failure.
    if (signOutError) console.error('Password reset, but its recovery session was not ended', signOutError);
  } finally {
    await recovery.auth.dispose();
  }
}
