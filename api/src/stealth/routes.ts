// The stealth list (spec §7 "Stealth"), behind the bearer token; each user reaches only their own entries.
// The routes' contracts are @whalewatch/contracts' stealthRoutes:
//   GET    /stealth                     [{ wallet_address }]
//   POST   /stealth/challenge           { walletAddress } → { walletAddress, message, expiresAt }: sign it with the wallet
//   POST   /stealth                     { walletAddress, signature } → 201 { wallet_address }
//   DELETE /stealth/:walletAddress      204
import { stealthRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../audit';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db';
import { endpoint } from '../http';
import { addStealthWallet, issueChallenge, removeStealthWallet, stealthList } from './service';

export const stealthRoutes: FastifyPluginCallbackZod<{ db: Db; authenticator: Authenticator; audit: AuditLog }> = (
  app,
  { db, authenticator, audit },
  done,
) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /stealth']),
    handler: (request) => stealthList(db, signedInUser(request).userId),
  });

  app.route({
    ...endpoint(contract['POST /stealth/challenge']),
    handler: (request) => issueChallenge(db, signedInUser(request).userId, request.body.walletAddress),
  });

  app.route({
    ...endpoint(contract['POST /stealth']),
    handler: async (request, reply) => {
      const { userId } = signedInUser(request);
      const added = await addStealthWallet(db, userId, request.body.walletAddress, request.body.signature);
      await audit.record({ userId, action: 'stealth_added', request, details: { walletAddress: added.wallet_address } });
      return reply.status(201).send(added);
    },
  });

  app.route({
    ...endpoint(contract['DELETE /stealth/:walletAddress']),
    handler: async (request, reply) => {
      const { userId } = signedInUser(request);
      await removeStealthWallet(db, userId, request.params.walletAddress);
      await audit.record({ userId, action: 'stealth_removed', request, details: { walletAddress: request.params.walletAddress } });
      return reply.status(204).send(null);
    },
  });
  done();
};
