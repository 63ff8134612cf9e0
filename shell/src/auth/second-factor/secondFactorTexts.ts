// What the second step of signing in says (issue 36), once; the tests import these too.
export { SECOND_FACTOR_TITLE } from './secondFactorTitle';
export const SECOND_FACTOR_LEAD = 'Your account is protected with two-factor authentication.';
/** Over a page whose action the api refused for want of the code. */
export const CODE_NEEDED_TITLE = 'Enter your two-factor code';
export const CODE_NEEDED_LEAD = 'This needs your two-factor code. Enter it, then try again.';
export const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_LABEL = 'Recovery code';
export const VERIFY = 'Verify';
export const USE_RECOVERY_CODE = 'Use a recovery code instead';
export const USE_AUTHENTICATOR = 'Use your authenticator app instead';
export const SIGN_OUT = 'Sign out';
export const CODE_FORMAT = 'Enter the 6 digits your authenticator app shows';
export const WRONG_CODE = 'That code is not right. Enter the code your authenticator app shows now.';
export const RECOVERY_CODE_MISSING = 'Enter one of your recovery codes';
export const NO_AUTHENTICATOR = 'This account has no authenticator app any more. Sign in again.';
export const VERIFIED = 'Two-factor authentication complete';
export const TRY_AGAIN_NOW = 'Verified. You can try again now.';
