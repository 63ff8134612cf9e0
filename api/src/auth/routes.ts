// The product's auth routes (spec §7): sign-up with an emailed code, and password sign-in. Their contracts
// are @whalewatch/contracts' authRoutes.
import { authRoutes as contract, CODE_SENT } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http';
import type { Accounts } from './accounts';
import type { AuthRateLimits } from './limits';

export const accountRoutes: FastifyPluginCallbackZod<{ accounts: Accounts; limits: AuthRateLimits }> = (
  app,
  { accounts, limits },
  done,
) => {
  app.route({
    ...endpoint(contract['POST /auth/signup/initiate']),
    handler: async (request) => {
      const { email, password } = request.body;
      await limits('signup', request.ip, email);
      await accounts.initiateSignUp(email, password);
      return { message: CODE_SENT };
    },
  });

  app.route({
    ...endpoint(contract['POST /auth/signup/complete']),
    handler: async (request) => {
      const { email, otp } = request.body;
      await limits('verify', request.ip, email);
      const session = await accounts.completeSignUp(email, otp, request);
      return { session, user: session.user };
    },
  });

  app.route({
    ...endpoint(contract['POST /auth/signin']),
    handler: async (request) => {
      const { email, password } = request.body;
      const session = await limits.signIn(request.ip, email, () => accounts.signIn(email, password, request));
      return { session, user: session.user };
    },
  });
  done();
};
