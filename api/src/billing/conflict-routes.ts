// GET /admin/billing/conflicts: purchases by a Paddle customer already linked to another user, applied
// to the user checkout named (see apply-event.ts), for an operator to sort out with the two users. The
// route's contract is @whalewatch/contracts' billingRoutes.
import { billingRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { endpoint } from '../http';
import { requireOperatorToken } from '../http';
import { listConflicts } from './repo';

export const billingConflictRoutes: FastifyPluginCallbackZod<{ db: Db; adminToken: string }> = (app, { db, adminToken }, done) => {
  requireOperatorToken(app, adminToken);
  app.route({
    ...endpoint(contract['GET /admin/billing/conflicts']),
    handler: async () => ({
      conflicts: (await listConflicts(db)).map(({ occurredAt, ...conflict }) => ({ ...conflict, occurredAt: occurredAt.toISOString() })),
    }),
  });
  done();
};
