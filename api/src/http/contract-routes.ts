// Every route the api serves is one of its contract's (@whalewatch/contracts ROUTES), registered through
// endpoint(): a route added without a contract, or with its own schemas, stops the api at start-up (and
// every test), instead of drifting from what the front ends and the reference are told.
import { ROUTES, answersOf, type RouteContract } from '@whalewatch/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** What fastify adds itself, and the reference's own pages. */
const exempt = (options: RouteOptions) => options.method === 'HEAD' || options.schema?.hide === true || options.url.startsWith('/docs');

export class RouteWithoutContractError extends Error {
  override name = 'RouteWithoutContractError';
}

export function requireContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (exempt(options)) return;
    for (const method of Array.isArray(options.method) ? options.method : [options.method]) {
      const key = `${method} ${options.url}`;
      const contract = (ROUTES as Record<string, RouteContract>)[key];
      if (!contract) throw new RouteWithoutContractError(`${key} has no contract in @whalewatch/contracts`);
      if (options.schema?.response !== answersOf(contract)) {
        throw new RouteWithoutContractError(
          `${key} is not registered from its contract: use app.route({ ...endpoint(contract), handler })`,
        );
      }
    }
  });
}
