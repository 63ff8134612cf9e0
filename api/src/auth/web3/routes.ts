// POST /account/wallet-identity (contracts: walletIdentityRoutes): the signed-in account links a wallet by
// signing a Sign-In with Ethereum message with it.
import { walletIdentityRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http';
import { signedInUser, type Authenticator } from '../authenticate';
import type { WalletAuth } from './service';

export const walletIdentityRoutes: FastifyPluginCallbackZod<{ wallets: WalletAuth; authenticator: Authenticator }> = (
  app,
  { wallets, authenticator },
  done,
) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['POST /account/wallet-identity']),
    handler: async (request) => wallets.link(signedInUser(request).userId, request.body, request),
  });
  done();
};
