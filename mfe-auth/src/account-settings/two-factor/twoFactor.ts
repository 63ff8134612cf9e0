// Two-factor through supabase-js's own mfa API (issue 36): enrol an authenticator app (GoTrue answers its
// QR code and secret), verify it with a first code, and remove it.
import { getSupabase, sessionStore, verifiedTotpFactor } from '@whalewatch/shared';

export { verifiedTotpFactor };

export interface Enrollment {
  factorId: string;
  /** An SVG data URI. */
  qrCode: string;
  secret: string;
  uri: string;
}

/** The name the factor is listed under (GoTrue refuses two of one name). */
const FACTOR_NAME = 'Authenticator app';

/**
 * The QR code as an image source. supabase-js puts GoTrue's SVG after 'data:image/svg+xml;utf-8,' as it
 * is: a '#' in it (a colour such as fill="#000") would end the URI there and break the image. Encoded here.
 */
export function qrCodeSource(qrCode: string): string {
  const svg = qrCode.startsWith('data:') ? qrCode.slice(qrCode.indexOf(',') + 1) : qrCode;
  // A server that answered a data URI of its own (base64, say) is taken as it is.
  if (svg.startsWith('data:')) return svg;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** GoTrue's refusal for want of the second factor (an unenrolment at aal1, say): the app asks for the code. */
function askForCodeIf(error: { code?: string }): void {
  if (error.code === 'insufficient_aal') sessionStore.getState().askForSecondFactor();
}

/** Starts adding an authenticator app, after dropping any set-up left unfinished (its name would clash). */
export async function enrollAuthenticator(): Promise<Enrollment> {
  const supabase = await getSupabase();
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  for (const factor of factors.all) {
    if (factor.status !== 'unverified') continue;
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: FACTOR_NAME, issuer: 'Whalewatch' });
  if (error) {
    askForCodeIf(error);
    throw error;
  }
  return { factorId: data.id, qrCode: qrCodeSource(data.totp.qr_code), secret: data.totp.secret, uri: data.totp.uri };
}

/** Drops a set-up the user walked away from. */
export async function cancelEnrollment(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) console.error('An unfinished authenticator set-up was not removed', error);
}

/** Removes the authenticator app; the session is refreshed so that it no longer lists it. */
export async function turnOffTwoFactor(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) {
    askForCodeIf(error);
    throw error;
  }
  const { error: refreshError } = await supabase.auth.refreshSession();
  if (refreshError) console.error('Two-factor is off, but the session was not refreshed', refreshError);
}
