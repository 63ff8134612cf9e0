// What the two-factor section says (issue 36), once; the tests import these too.
export const TWO_FACTOR_TITLE = 'Two-factor authentication';
export const TWO_FACTOR_OFF = 'Off. Add a code from an authenticator app to every sign-in, so a stolen password is not enough.';
export const TWO_FACTOR_ON = 'On. Signing in asks for a code from your authenticator app.';
export const SET_UP = 'Set up two-factor authentication';
export const SCAN_QR = 'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy, …).';
export const QR_ALT = 'QR code for adding Whalewatch to your authenticator app';
export const SECRET_LABEL = "Can't scan it? Enter this key in the app instead:";
export const COPY_SECRET = 'Copy key';
export const SECRET_COPIED = 'Key copied';
export const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
export const CODE_FORMAT = 'Enter the 6 digits your authenticator app shows';
export const WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now.';
export const VERIFY_AND_TURN_ON = 'Verify and turn on';
export const CANCEL = 'Cancel';
export const TURNED_ON = 'Two-factor authentication is on';
export const ENROL_FAILED = 'Two-factor authentication could not be set up. Please try again.';
export const TURN_OFF = 'Turn off';
export const TURN_OFF_TITLE = 'Turn off two-factor authentication?';
export const TURN_OFF_TEXT = 'Signing in will need only your password (or wallet) again, and your recovery codes stop working.';
export const TURNED_OFF = 'Two-factor authentication is off';
export const TURN_OFF_FAILED = 'Two-factor authentication could not be turned off. Please try again.';
export const NEW_CODES = 'Create new recovery codes';
export const NEW_CODES_TITLE = 'Create new recovery codes?';
export const NEW_CODES_TEXT = 'Your current recovery codes stop working once the new ones are made.';
export const CODES_TITLE = 'Your recovery codes';
export const CODES_TEXT =
  'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: this is the only time they are shown.';
export const COPY_CODES = 'Copy codes';
export const CODES_COPIED = 'Recovery codes copied';
export const COPY_BY_HAND = 'Could not copy: select the codes and copy them by hand';
export const DOWNLOAD_CODES = 'Download';
export const CODES_SAVED = 'I have saved these codes';
export const CODES_FILE = 'whalewatch-recovery-codes.txt';
export const LOAD_FAILED = 'Failed to load your two-factor settings';

/** "7 of 10 recovery codes left", with when they were made. */
export function codesLeft(remaining: number, total: number): string {
  return `${remaining} of ${total} recovery codes left`;
}
