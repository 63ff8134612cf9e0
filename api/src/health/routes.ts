// GET /health: is the api up, and can it reach its database?
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorBody } from '../http/errors';
import { databaseStatus } from './service';

export const DATABASE_UNAVAILABLE = 'Database unavailable';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: healthy, 503: errorBody } } }, async (request, reply) => {
    const database = await databaseStatus(db);
    if (!database.reachable) {
      request.log.error({ err: database.cause }, 'health check: database unreachable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
    return reply.send({ status: 'ok', database: 'ok' });
  });
};
