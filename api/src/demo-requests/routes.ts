// POST /demo-requests: backs the home page's "Request a Demo" button. The route's contract is
// @whalewatch/contracts' demoRequestsRoutes.
import { demoRequestsRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { endpoint } from '../http';
import type { WriteLimits } from '../http';
import { requestDemo } from './service';

export const demoRequestRoutes: FastifyPluginCallbackZod<{ db: Db; writes: WriteLimits }> = (app, { db, writes }, done) => {
  app.route({
    ...endpoint(contract['POST /demo-requests']),
    // Anyone may ask for a demo, but not thousands of times: counted before the body is read.
    onRequest: async (request) => writes.anonymous('demo-requests', request.ip),
    handler: async (request, reply) => {
      const stored = await requestDemo(db, request.body);
      return reply.status(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
    },
  });
  done();
};
