// The product's auth routes (spec §7): sign-up with an emailed code, and password sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Accounts } from './accounts';
import type { AuthRateLimits } from './limits';
import { CODE_SENT } from './messages';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/** Trimmed and lower-cased: one account per mailbox however it is typed. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }).max(320));

export const password = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH);

const newCredentials = z.object({ email: emailAddress, password });
// Sign-in checks the password against the account; length rules are for new passwords only.
const credentials = z.object({ email: emailAddress, password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH) });
const codeConfirmation = z.object({
  email: emailAddress,
  otp: z.string().trim().regex(/^\d{6}$/, 'The verification code is 6 digits'),
});

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Accounts; limits: AuthRateLimits }> = async (
  app,
  { accounts, limits },
) => {
  app.post('/auth/signup/initiate', { schema: { body: newCredentials } }, async (request) => {
    const { email, password } = request.body;
    await limits('signup', request.ip, email);
    await accounts.initiateSignUp(email, password);
    return { message: CODE_SENT };
  });

  app.post('/auth/signup/complete', { schema: { body: codeConfirmation } }, async (request) => {
    const { email, otp } = request.body;
    await limits('verify', request.ip, email);
    const session = await accounts.completeSignUp(email, otp);
    return { session, user: session.user };
  });

  app.post('/auth/signin', { schema: { body: credentials } }, async (request) => {
    const { email, password } = request.body;
    const session = await limits.signIn(request.ip, email, () => accounts.signIn(email, password));
    return { session, user: session.user };
  });
};
