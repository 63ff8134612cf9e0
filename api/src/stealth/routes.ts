// The stealth list (spec §7 "Stealth"), behind the bearer token; each user reaches only their own entries:
//   GET    /stealth                     [{ wallet_address }]
//   POST   /stealth/challenge           { walletAddress } → { walletAddress, message, expiresAt }: sign it with the wallet
//   POST   /stealth                     { walletAddress, signature } → 201 { wallet_address }
//   DELETE /stealth/:walletAddress      204
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db/database';
import { walletAddress } from '../tracking/schemas';
import { addStealthWallet, issueChallenge, removeStealthWallet, stealthList } from './service';

export const INVALID_SIGNATURE = 'A signature is 0x followed by hexadecimal digits';

const signature = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{130,}$/, INVALID_SIGNATURE)
  .transform((value) => value as `0x${string}`);

export const stealthRoutes: FastifyPluginAsyncZod<{ db: Db; authenticator: Authenticator }> = async (app, { db, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/stealth', (request) => stealthList(db, signedInUser(request).userId));

  app.post('/stealth/challenge', { schema: { body: z.object({ walletAddress }) } }, (request) =>
    issueChallenge(db, signedInUser(request).userId, request.body.walletAddress),
  );

  app.post('/stealth', { schema: { body: z.object({ walletAddress, signature }) } }, async (request, reply) =>
    reply.status(201).send(await addStealthWallet(db, signedInUser(request).userId, request.body.walletAddress, request.body.signature)),
  );

  app.delete('/stealth/:walletAddress', { schema: { params: z.object({ walletAddress }) } }, async (request, reply) => {
    await removeStealthWallet(db, signedInUser(request).userId, request.params.walletAddress);
    return reply.status(204).send();
  });
};
