// Input rules and their messages, word for word from spec §5 and §8.

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters',
  missingCode: 'Please enter the verification code',
  shortNewPassword: 'New password must be at least 6 characters',
  invalidResetToken: 'Invalid reset token. Please use the link from your email.',
  missingTokenAddress: 'Please enter a token address',
  invalidTokenAddress: 'Please enter a valid token address',
  invalidWalletAddress: 'Please enter a valid wallet address',
  noWallets: 'Please add at least one wallet',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_CODE_LENGTH = 6;
export const MIN_CHECK_INTERVAL_MS = 1000;
export const DEFAULT_CHECK_INTERVAL_MS = 60000;

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 0x followed by 40 hexadecimal characters. */
export function isAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value.trim());
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Each validator returns the message to show, or null when the value is fine. */
export function validateEmail(value: string): string | null {
  return isEmail(value) ? null : MESSAGES.invalidEmail;
}

export function validatePassword(value: string): string | null {
  return value.length >= MIN_PASSWORD_LENGTH ? null : MESSAGES.shortPassword;
}

export function validateNewPassword(value: string): string | null {
  return value.length >= MIN_PASSWORD_LENGTH ? null : MESSAGES.shortNewPassword;
}

export function validateVerificationCode(value: string): string | null {
  return value.trim().length > 0 ? null : MESSAGES.missingCode;
}

export function validateWalletAddress(value: string): string | null {
  return isAddress(value) ? null : MESSAGES.invalidWalletAddress;
}

export function validateTokenAddress(value: string): string | null {
  if (value.trim() === '') return MESSAGES.missingTokenAddress;
  return isAddress(value) ? null : MESSAGES.invalidTokenAddress;
}
