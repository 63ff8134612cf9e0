// GET /health: is the api up, can it reach its database, and where is the chain? The database is
// required (503 without it); everything else that keeps the product working — core tables readable,
// migrations applied, the monitor moving (on the chain this configuration follows: a cursor row another
// configuration left is listed but no reason), alert emails leaving, outside services answering — is
// checked too, as is the chain source's own state (Etherscan keys set aside, a throttle), and a problem
// turns the status to `degraded` with its reasons (still 200: the api serves). The monitor's entry says
// how new blocks reach it (WebSocket, or polling and why); polling for want of the socket past a minute
// is a reason too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChainSource } from '../chain';
import { errorBody } from '../http/errors';
import { chainStatus, databaseStatus, findings, type HealthChecks } from './service';

export const DATABASE_UNAVAILABLE = 'Database unavailable';

const serviceState = z.object({ lastError: z.string(), lastErrorAt: z.string(), lastOkAt: z.string().nullable() });

/** How new blocks reach this process's monitor: pushed over WebSocket, or polled (WebSocket off, or down). */
const heads = z.object({
  transport: z.enum(['websocket', 'polling']),
  since: z.string(),
  reason: z.enum(['ws-off', 'ws-down']).optional(),
  pollIntervalMs: z.number().optional(),
  lastError: z.string().optional(),
  reconnectAt: z.string().optional(),
});

const report = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.literal('ok'),
  chain: z.union([
    z.object({ source: z.enum(['rpc', 'etherscan']), latestBlock: z.string() }),
    z.object({ source: z.enum(['rpc', 'etherscan']), error: z.string() }),
  ]),
  reasons: z.array(z.string()),
  monitor: z.array(z.object({ chain: z.string(), blockNumber: z.number(), ageSeconds: z.number(), heads: heads.optional() })),
  overdueEmails: z.number(),
  billingConflicts: z.number(),
  services: z.record(z.string(), serviceState),
});

export const healthRoutes: FastifyPluginAsyncZod<HealthChecks & { chain: ChainSource }> = async (app, { chain, ...checks }) => {
  app.get('/health', { schema: { response: { 200: report, 503: errorBody } } }, async (request, reply) => {
    const [database, chainState] = await Promise.all([databaseStatus(checks.db), chainStatus(chain)]);
    if (!database.reachable) {
      request.log.error({ err: database.cause }, 'health check: database unreachable');
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE });
    }
    const found = await findings({ ...checks, chain });
    return reply.send({ status: found.reasons.length > 0 ? 'degraded' : 'ok', database: 'ok', chain: chainState, ...found });
  });
};
