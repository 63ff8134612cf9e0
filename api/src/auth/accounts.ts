// What the product's own auth routes need (spec §7): start a sign-up, complete it with the emailed
// code, sign in. Embedded default: our auth service. Hosted Supabase: delegated to the project.
import type { Session } from '@supabase/auth-js';

export type Accounts = {
  initiateSignUp(email: string, password: string): Promise<void>;
  completeSignUp(email: string, code: string): Promise<Session>;
  signIn(email: string, password: string): Promise<Session>;
};
