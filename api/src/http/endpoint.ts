// A route registered from its contract (@whalewatch/contracts): its method and path, the schemas of its
// params, query and body (validated), and every answer it may give (answersOf: its success bodies and,
// for each error status, the codes it may answer with), which the serializer enforces and the reference
// lists.
import { answersOf, type RouteContract } from '@whalewatch/contracts';
import type { z } from 'zod';

type EndpointSchema<C extends RouteContract> = (C extends { params: infer P } ? { params: P } : unknown) &
  (C extends { query: infer Q } ? { querystring: Q } : unknown) &
  (C extends { body: infer B } ? { body: B } : unknown) & { response: C['responses'] & Record<number, z.ZodType> };

/** Fastify's route options for the contract: spread into `app.route({ ...endpoint(contract), handler })`. */
export function endpoint<const C extends RouteContract>(contract: C): { method: C['method']; url: C['path']; schema: EndpointSchema<C> } {
  const schema: Record<string, unknown> = { response: answersOf(contract) };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  return { method: contract.method, url: contract.path, schema: schema as EndpointSchema<C> };
}
