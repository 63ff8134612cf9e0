// Accounts for api tests: unique addresses, and a sign-up through the real routes and mailbox.
import type { App } from '../app';
import { codeIn, type Mailbox } from './mailbox';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const PASSWORD = 'correct horse';

let counter = 0;
export function uniqueEmail(name = 'user'): string {
  counter += 1;
  return `${name}-${process.pid}-${counter}-${Date.now()}@example.com`;
}

export type SessionBody = {
  session: { access_token: string; refresh_token: string; expires_in: number; expires_at: number; token_type: string };
  user: { id: string; email: string };
};

/** Signs up through /auth/signup/initiate + the emailed code + /auth/signup/complete. */
export async function signUp(app: App, mailbox: Mailbox, email = uniqueEmail(), password = PASSWORD): Promise<SessionBody> {
  const initiated = await app.inject({ method: 'POST', url: '/auth/signup/initiate', payload: { email, password } });
  if (initiated.statusCode !== 200) throw new Error(`initiate answered ${initiated.statusCode}: ${initiated.body}`);
  const code = codeIn(await mailbox.latestTo(email));
  const completed = await app.inject({ method: 'POST', url: '/auth/signup/complete', payload: { email, otp: code } });
  if (completed.statusCode !== 200) throw new Error(`complete answered ${completed.statusCode}: ${completed.body}`);
  return completed.json<SessionBody>();
}
