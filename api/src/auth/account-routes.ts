// The account's security routes beside GoTrue's (contracts: accountRoutes): where it is signed in, with
// a sign-out per session, and its recovery codes.
import { accountRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { deviceOf, type AuditLog } from '../audit';
import type { Db } from '../db';
import { endpoint, failure } from '../http';
import { signedInUser, type Authenticator } from './authenticate';
import type { SecondFactors } from './mfa/factors';
import { listActiveSessions, revokeSession } from './repo';
import { isUuid } from './ids';

export type AccountRoutesOptions = {
  db: Db;
  authenticator: Authenticator;
  factors: SecondFactors;
  audit?: Pick<AuditLog, 'record'>;
};

export const accountSecurityRoutes: FastifyPluginCallbackZod<AccountRoutesOptions> = (app, { db, authenticator, factors, audit }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /account/sessions']),
    handler: async (request) => {
      const { userId, sessionId } = signedInUser(request);
      const sessions = await listActiveSessions(db, userId);
      return {
        sessions: sessions.map((session) => ({
          id: session.id,
          current: session.id === sessionId,
          device: session.userAgent ? deviceOf(session.userAgent) : null,
          ip: session.ip,
          createdAt: session.createdAt.toISOString(),
          lastActiveAt: (session.lastActiveAt ?? session.createdAt).toISOString(),
          aal: session.aal,
        })),
      };
    },
  });

  app.route({
    ...endpoint(contract['DELETE /account/sessions/:sessionId']),
    handler: async (request, reply) => {
      const { userId } = signedInUser(request);
      const { sessionId } = request.params;
      if (!isUuid(sessionId) || !(await revokeSession(db, sessionId, userId))) throw failure('not_found');
      void audit?.record({ userId, action: 'session_revoked', request, details: { session: sessionId } });
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpoint(contract['GET /account/recovery-codes']),
    handler: (request) => factors.recoveryCodesStatus(signedInUser(request).userId),
  });

  app.route({
    ...endpoint(contract['POST /account/recovery-codes']),
    handler: async (request, reply) => reply.status(201).send(await factors.createRecoveryCodes(signedInUser(request), request)),
  });

  app.route({
    ...endpoint(contract['POST /account/recovery-codes/redeem']),
    handler: (request) => factors.redeemRecoveryCode(signedInUser(request), request.body.code, request),
  });
  done();
};
