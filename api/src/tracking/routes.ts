// Wallet tracking (spec §7 "Tracking"), all behind the bearer token and always about its own user; the
// routes' contracts are @whalewatch/contracts' trackingRoutes:
//   POST /users/register                          add wallets to the tracked list, set the interval
//   GET  /users/settings                          the per-user settings load the Settings tab uses
//   PUT  /users/settings                          the per-user settings save (the whole list)
//   GET  /users/transactions/:address/latest      an address's newest transactions (?limit=1..5); 403 when protected
//   POST /users/wallets                           {address}: track one more wallet with the default options (201)
//   PUT  /users/wallets/:address/mute             {duration: 1h | 24h | forever | off}: mute its alerts
import { trackingRoutes as contract } from '@whalewatch/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { ChainSource } from '../chain';
import type { Db } from '../db';
import { endpoint } from '../http';
import { requireVisible } from '../stealth';
import { markUnwatchedChains } from './chains-off';
import { latestTransactions, muteWallet, registerWallets, replaceSettings, trackingSettings, trackWallet, type Owner } from './service';

export type TrackingRoutesOptions = {
  db: Db;
  chain: ChainSource;
  /** The chains this api watches (a wallet's alerts on any other chain are marked "not watched on"). */
  chainIds?: number[];
  authenticator: Authenticator;
};

export const trackingRoutes: FastifyPluginCallbackZod<TrackingRoutesOptions> = (app, { db, chain, chainIds, authenticator }, done) => {
  const marked = (userId: string) => markUnwatchedChains(db, userId, chainIds);
  // Before parsing and validation: a caller without a token learns nothing about the body's rules.
  app.addHook('onRequest', authenticator.requireUser);
  const owner = (request: FastifyRequest): Owner => {
    const { userId, email } = signedInUser(request);
    return { userId, email };
  };

  app.route({
    ...endpoint(contract['POST /users/register']),
    handler: async (request) => marked(owner(request).userId)(await registerWallets(db, owner(request), request.body)),
  });

  app.route({
    ...endpoint(contract['GET /users/settings']),
    handler: async (request) => marked(owner(request).userId)(await trackingSettings(db, owner(request))),
  });

  app.route({
    ...endpoint(contract['PUT /users/settings']),
    handler: async (request) => marked(owner(request).userId)(await replaceSettings(db, owner(request), request.body.settings)),
  });

  app.route({
    ...endpoint(contract['GET /users/transactions/:address/latest']),
    handler: async (request) => {
      await requireVisible(db, owner(request).userId, request.params.address);
      return latestTransactions(db, chain, owner(request), request.params.address, request.query.limit);
    },
  });

  app.route({
    ...endpoint(contract['POST /users/wallets']),
    handler: async (request, reply) => {
      const wallet = await trackWallet(db, owner(request), request.body.address);
      return reply.code(201).send({ wallet });
    },
  });

  app.route({
    ...endpoint(contract['PUT /users/wallets/:address/mute']),
    handler: (request) => muteWallet(db, owner(request), request.params.address, request.body.duration),
  });
  done();
};
