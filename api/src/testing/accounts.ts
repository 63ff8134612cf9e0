// Accounts for api tests: unique addresses, and a sign-up through the real routes and mailbox.
import type { App } from '../app';
import { codeIn, type Mailbox } from './mailbox';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const PASSWORD = 'correct horse';
/** The operator token (ADMIN_TOKEN) test apps that change plans are built with. */
export const TEST_ADMIN_TOKEN = 'operator-token-for-tests-0123456789abcdef';

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

/** Puts the account on `plan` as an operator does (`npm run plan`, PUT /admin/plans); throws unless it worked. */
export async function setPlan(app: Pick<App, 'inject'>, email: string, plan: string): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/admin/plans',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    payload: { email, plan },
  });
  if (response.statusCode !== 200) throw new Error(`PUT /admin/plans answered ${response.statusCode}: ${response.body}`);
}

/** A new account on `plan`. */
export async function signUpOn(app: App, mailbox: Mailbox, plan: string): Promise<SessionBody> {
  const session = await signUp(app, mailbox);
  await setPlan(app, session.user.email, plan);
  return session;
}
