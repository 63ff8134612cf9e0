// GET /admin/billing/conflicts: purchases by a Paddle customer already linked to another user, applied
// to the user checkout named (see apply-event.ts), for an operator to sort out with the two users.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { requireOperatorToken } from '../http/operator-token';
import { listConflicts } from './repo';

export const billingConflictRoutes: FastifyPluginAsync<{ db: Db; adminToken: string }> = async (app, { db, adminToken }) => {
  requireOperatorToken(app, adminToken);
  app.get('/admin/billing/conflicts', async () => ({ conflicts: await listConflicts(db) }));
};
