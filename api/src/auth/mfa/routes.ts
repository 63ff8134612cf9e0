// GoTrue's /factors routes (its MFA API, as supabase-js's `auth.mfa` calls it), registered inside the
// embedded service's plugin so they answer with its error shape and ask for its anon key.
import { authRoutes as contract } from '@whalewatch/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http';
import type { AccessClaims } from '../access-tokens';
import type { SecondFactors } from './factors';

type App = Parameters<FastifyPluginCallbackZod>[0];

export function registerFactorRoutes(
  app: App,
  factors: SecondFactors,
  authenticate: (request: FastifyRequest) => Promise<AccessClaims>,
): void {
  app.route({
    ...endpoint(contract['POST /auth/v1/factors']),
    handler: async (request) => factors.enroll(await authenticate(request), request.body ?? {}),
  });

  app.route({
    ...endpoint(contract['POST /auth/v1/factors/:factorId/challenge']),
    handler: async (request) => factors.challenge(await authenticate(request), request.params.factorId, request),
  });

  app.route({
    ...endpoint(contract['POST /auth/v1/factors/:factorId/verify']),
    handler: async (request) => factors.verify(await authenticate(request), request.params.factorId, request.body ?? {}, request),
  });

  app.route({
    ...endpoint(contract['DELETE /auth/v1/factors/:factorId']),
    handler: async (request) => factors.unenroll(await authenticate(request), request.params.factorId, request),
  });
}
