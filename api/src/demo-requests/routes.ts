// POST /demo-requests: backs the home page's "Request a Demo" button.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { WriteLimits } from '../http/write-limits';
import { requestDemo } from './service';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

const demoRequestBody = z.object({
  name: text(200).min(1, 'Required'),
  email: z.string().trim().pipe(z.email().max(320)),
  company: text(200).optional(),
  message: text(2000).optional(),
});

const created = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

export const demoRequestRoutes: FastifyPluginAsyncZod<{ db: Db; writes: WriteLimits }> = async (app, { db, writes }) => {
  app.post(
    '/demo-requests',
    {
      schema: { body: demoRequestBody, response: { 201: created } },
      // Anyone may ask for a demo, but not thousands of times: counted before the body is read.
      onRequest: async (request) => writes.anonymous('demo-requests', request.ip),
    },
    async (request, reply) => {
      const stored = await requestDemo(db, request.body);
      return reply.status(201).send({ id: stored.id, createdAt: stored.createdAt.toISOString() });
    },
  );
};
