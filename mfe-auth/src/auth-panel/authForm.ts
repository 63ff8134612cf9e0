// The panel's five modes (spec §2 table) and which fields each validates (spec §5).
import {
  MESSAGES,
  validateEmail,
  validateNewPassword,
  validatePassword,
  validateVerificationCode,
} from '@whalewatch/shared';

export type AuthMode = 'signIn' | 'signUp' | 'verify' | 'forgot' | 'reset';

export const AUTH_MODES: Record<AuthMode, { title: string; submitLabel: string }> = {
  signIn: { title: 'Sign In', submitLabel: 'Sign In' },
  signUp: { title: 'Create Account', submitLabel: 'Sign Up' },
  verify: { title: 'Verify Email', submitLabel: 'Verify Email' },
  forgot: { title: 'Reset Password', submitLabel: 'Send Reset Instructions' },
  reset: { title: 'Set New Password', submitLabel: 'Reset Password' },
};

export interface AuthFormValues {
  email: string;
  password: string;
  code: string;
  newPassword: string;
}

export type AuthFormField = keyof AuthFormValues;

export interface AuthFormErrors {
  fields: Partial<Record<AuthFormField, string>>;
  form: string | null;
}

export const EMPTY_VALUES: AuthFormValues = { email: '', password: '', code: '', newPassword: '' };

export const showsEmail = (mode: AuthMode) => mode !== 'reset';
export const showsPassword = (mode: AuthMode) => mode === 'signIn' || mode === 'signUp';
export const showsCode = (mode: AuthMode) => mode === 'verify';
export const showsNewPassword = (mode: AuthMode) => mode === 'reset';

export function validateAuthForm(mode: AuthMode, values: AuthFormValues, hasRecoveryToken: boolean): AuthFormErrors {
  const checks: [AuthFormField, string | null][] = [
    ['email', showsEmail(mode) ? validateEmail(values.email) : null],
    ['password', showsPassword(mode) ? validatePassword(values.password) : null],
    ['code', showsCode(mode) ? validateVerificationCode(values.code) : null],
    ['newPassword', showsNewPassword(mode) ? validateNewPassword(values.newPassword) : null],
  ];
  const fields: AuthFormErrors['fields'] = {};
  for (const [field, message] of checks) if (message) fields[field] = message;
  const form = mode === 'reset' && !hasRecoveryToken ? MESSAGES.invalidResetToken : null;
  return { fields, form };
}

export const isValid = ({ fields, form }: AuthFormErrors) => Object.keys(fields).length === 0 && form === null;
