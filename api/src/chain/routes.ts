// GET /chains (contracts' chainsRoutes): the chains this api watches, for the front ends' chain switches.
import { chainsRoutes as contract, type ChainInfo } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http';

export const chainRoutes: FastifyPluginCallbackZod<{ chains: ChainInfo[] }> = (app, { chains }, done) => {
  const answer = { chains: chains.map(({ id, slug, name, nativeSymbol, explorerUrl }) => ({ id, slug, name, nativeSymbol, explorerUrl })) };
  app.route({
    ...endpoint(contract['GET /chains']),
    handler: () => answer,
  });
  done();
};
