// The texts of the account emails.
import type { Email } from '../email';

export const CODE_TTL_MINUTES = 10;
export const RECOVERY_LINK_TTL_MINUTES = 60;

export function verificationCodeEmail(to: string, code: string): Email {
  return {
    to,
    subject: `Your Whalewatch verification code: ${code}`,
    text: [
      `Your Whalewatch verification code is ${code}`,
      '',
      `Enter it on the Verify Email screen within ${CODE_TTL_MINUTES} minutes.`,
      'If you did not try to create a Whalewatch account, you can ignore this email.',
    ].join('\n'),
  };
}

/** Sent instead of a code when the address already has an account, so sign-up never reveals that. */
export function alreadyRegisteredEmail(to: string, siteUrl: string): Email {
  return {
    to,
    subject: 'You already have a Whalewatch account',
    text: [
      'Someone tried to create a Whalewatch account with this email address, which already has one.',
      '',
      `If it was you, sign in at ${siteUrl}/auth, or use "Forgot Password?" there to set a new password.`,
      'If it was not you, you can ignore this email: nothing has changed.',
    ].join('\n'),
  };
}

export function recoveryEmail(to: string, link: string): Email {
  return {
    to,
    subject: 'Reset your Whalewatch password',
    text: [
      'Open this link to set a new Whalewatch password:',
      '',
      link,
      '',
      `The link works once, within ${RECOVERY_LINK_TTL_MINUTES} minutes.`,
      'If you did not ask for a new password, you can ignore this email.',
    ].join('\n'),
  };
}
