// The panel's five modes (spec §2 table) and its fields: which modes show each one, and its label and
// input attributes (spec §2 "Authentication panel"). How they are checked comes with submitting
// (authValidation.ts).

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
