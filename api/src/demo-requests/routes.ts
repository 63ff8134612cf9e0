// POST /demo-requests: backs the home page's "Request a Demo" button. The route's contract is
// @whalewatch/contracts' demoRequestsRoutes.
import { demoRequestsRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { endpoint } from '../http/endpoint';
import type { WriteLimits } from '../http/write-limits';
import { requestDemo } from './service';

export const demoRequestRoutes: FastifyPluginAsyncZod<{ db: Db; writes: WriteLimits }> = async (app, { db, writes }) => {
  app.route({
    ...endpoint(contract['POST /demo-requests']),
    // Anyone may ask for a demo, but not thousands of times: counted before the body is read.
    onRequest: async (request) => writes.anonymous('demo-requests', request.ip),
    handler: async (request, reply) => {
      const stored = await requestDemo(db, request.body);
      return reply.status(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
    },
  });
};
