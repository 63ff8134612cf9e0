// The account's audit log for its owner, behind the bearer token; the route's contract is
// @whalewatch/contracts' auditRoutes:
//   GET /account/audit-log   { entries: [{ id, action, at, ip, device, details }] }, newest first
// The auth feature records through this folder, so it cannot be imported here: app.ts passes in its
// `requireUser` hook and who the signed-in caller is.
import { auditRoutes as contract } from '@whalewatch/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http';
import type { AuditLog } from './service';

export type AuditRoutesOptions = {
  audit: AuditLog;
  requireUser: (request: FastifyRequest) => Promise<void>;
  /** The caller `requireUser` accepted. */
  userIdOf: (request: FastifyRequest) => string;
};

export const auditRoutes: FastifyPluginCallbackZod<AuditRoutesOptions> = (app, { audit, requireUser, userIdOf }, done) => {
  app.addHook('onRequest', requireUser);

  app.route({
    ...endpoint(contract['GET /account/audit-log']),
    handler: async (request) => ({ entries: await audit.entries(userIdOf(request)) }),
  });
  done();
};
