// GET /health: is the api up, can it reach its database, and where is the chain? The database is
// required (503 without it); the chain is reported, since the api still serves accounts without it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChainSource } from '../chain';
import type { Db } from '../db/database';
import { errorBody } from '../http/errors';
import { chainStatus, databaseStatus } from './service';

export const DATABASE_UNAVAILABLE = 'Database unavailable';

const healthy = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  chain: z.union([
    z.object({ source: z.enum(['rpc', 'etherscan']), latestBlock: z.string() }),
    z.object({ source: z.enum(['rpc', 'etherscan']), error: z.string() }),
  ]),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; chain: ChainSource }> = async (app, { db, chain }) => {
  app.get('/health', { schema: { response: { 200: healthy, 503: errorBody } } }, async (request, reply) => {
    const [database, chainState] = await Promise.all([databaseStatus(db), chainStatus(chain)]);
    if (!database.reachable) {
      request.log.error({ err: database.cause }, 'health check: database unreachable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
    return reply.send({ status: 'ok', database: 'ok', chain: chainState });
  });
};
