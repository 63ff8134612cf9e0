// What the product's own auth routes need (spec §7): start a sign-up, complete it with the emailed
// code, sign in. Embedded default: our auth service. Hosted Supabase: delegated to the project.
import type { Session } from '@supabase/auth-js';
import type { GotrueSession } from '@whalewatch/contracts';
import type { SessionClient } from './repo';

/** Hosted: supabase-js's session; embedded: GoTrue's JSON as the service answers it (which supabase-js types loosely). */
export type Accounts = {
  initiateSignUp(email: string, password: string): Promise<void>;
  completeSignUp(email: string, code: string, client: SessionClient): Promise<Session | GotrueSession>;
  signIn(email: string, password: string, client: SessionClient): Promise<Session | GotrueSession>;
};
