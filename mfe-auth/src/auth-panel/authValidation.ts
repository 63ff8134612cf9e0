// How the panel's fields are checked before anything is sent (spec §5), mode by mode. It comes with the
// submit's chunk (accountSteps.ts): nothing is checked before a submit.
import { MESSAGES, validateEmail, validateNewPassword, validatePassword, validateVerificationCode } from '@whalewatch/shared';
import type { AuthFormErrors, AuthFormField, AuthFormValues, AuthMode } from './authForm';

type Check = [AuthFormField, (value: string) => string | null];

const EMAIL: Check = ['email', validateEmail];
const PASSWORD: Check = ['password', validatePassword];

/** The fields each mode shows (authForm.ts), with their checks. */
const CHECKS: Record<AuthMode, Check[]> = {
  signIn: [EMAIL, PASSWORD],
  signUp: [EMAIL, PASSWORD],
  verify: [EMAIL, ['code', validateVerificationCode]],
  forgot: [EMAIL],
  reset: [['newPassword', validateNewPassword]],
};

/** The messages for the fields `mode` shows, and the reset form's own without a recovery token. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues, hasRecoveryToken: boolean): AuthFormErrors {
  const fields: AuthFormErrors['fields'] = {};
  for (const [field, validate] of CHECKS[mode]) {
    const message = validate(values[field]);
    if (message) fields[field] = message;
  }
  const form = mode === 'reset' && !hasRecoveryToken ? MESSAGES.invalidResetToken : null;
  return { fields, form };
}

export const isValid = ({ fields, form }: AuthFormErrors) => Object.keys(fields).length === 0 && form === null;
