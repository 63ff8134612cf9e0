// Wallet tracking (spec §7 "Tracking"), all behind the bearer token and always about its own user:
//   POST /users/register                          add wallets to the tracked list, set the interval
//   GET  /users/settings                          the per-user settings load the Settings tab uses
//   PUT  /users/settings                          the per-user settings save (the whole list)
//   GET  /users/transactions/:address/latest      an address's newest transactions (?limit=1..5); 403 when protected
//   POST /users/wallets                           {address}: track one more wallet with the default options (201)
//   PUT  /users/wallets/:address/mute             {duration: 1h | 24h | forever | off}: mute its alerts
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import type { ChainSource } from '../chain/chain-source';
import type { Db } from '../db/database';
import { requireVisible } from '../stealth/protection';
import { MAX_LATEST_TRANSACTIONS, MUTE_DURATIONS, registration, settingsUpdate, walletAddress } from './schemas';
import { latestTransactions, muteWallet, registerWallets, replaceSettings, trackingSettings, trackWallet, type Owner } from './service';

export type TrackingRoutesOptions = { db: Db; chain: ChainSource; authenticator: Authenticator };

const latestQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_LATEST_TRANSACTIONS).default(MAX_LATEST_TRANSACTIONS) });

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, { db, chain, authenticator }) => {
  // Before parsing and validation: a caller without a token learns nothing about the body's rules.
  app.addHook('onRequest', authenticator.requireUser);
  const owner = (request: FastifyRequest): Owner => {
    const { userId, email } = signedInUser(request);
    return { userId, email };
  };

  app.post('/users/register', { schema: { body: registration } }, (request) => registerWallets(db, owner(request), request.body));

  app.get('/users/settings', (request) => trackingSettings(db, owner(request)));

  app.put('/users/settings', { schema: { body: settingsUpdate } }, (request) =>
    replaceSettings(db, owner(request), request.body.settings),
  );

  app.get(
    '/users/transactions/:address/latest',
    { schema: { params: z.object({ address: walletAddress }), querystring: latestQuery } },
    async (request) => {
      await requireVisible(db, owner(request).userId, request.params.address);
      return latestTransactions(db, chain, owner(request), request.params.address, request.query.limit);
    },
  );

  app.post('/users/wallets', { schema: { body: z.object({ address: walletAddress }) } }, async (request, reply) => {
    const wallet = await trackWallet(db, owner(request), request.body.address);
    return reply.code(201).send({ wallet });
  });

  app.put(
    '/users/wallets/:address/mute',
    { schema: { params: z.object({ address: walletAddress }), body: z.object({ duration: z.enum(MUTE_DURATIONS) }) } },
    (request) => muteWallet(db, owner(request), request.params.address, request.body.duration),
  );
};
