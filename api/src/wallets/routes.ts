// A wallet's record (issue 33 §2), behind the bearer token; a wallet on another user's stealth list
// answers 403 'This wallet is protected', as portfolio lookups do. The routes' contracts are
// @whalewatch/contracts' walletsRoutes:
//   GET /wallets/:address/profile?window=30d|90d|all                  who, history window, PnL, counterparties
//   GET /wallets/:address/value?range=30d|90d|1y                      total USD value per day
//   GET /wallets/:address/activity?page=1&token=<asset>&direction=in|out   transactions in alert words
import { walletsRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db';
import { endpoint } from '../http';
import { loadAddressBook } from '../labels';
import { requireVisible } from '../stealth';
import type { WalletRecords } from './service';

/** `records`: the app's one set, shared with the analyzer's holder records (app.ts). */
export type WalletRoutesOptions = { db: Db; authenticator: Authenticator; records: WalletRecords };

export const walletRoutes: FastifyPluginCallbackZod<WalletRoutesOptions> = (app, { db, authenticator, records }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  /** The viewer's id once the wallet is known to be visible to them. */
  async function viewer(request: Parameters<typeof signedInUser>[0], wallet: `0x${string}`): Promise<string> {
    const userId = signedInUser(request).userId;
    await requireVisible(db, userId, wallet);
    return userId;
  }

  app.route({
    ...endpoint(contract['GET /wallets/:address/profile']),
    handler: async (request) => {
      const userId = await viewer(request, request.params.address);
      return records.profile(request.params.address, request.query.window, await loadAddressBook(db, userId));
    },
  });

  app.route({
    ...endpoint(contract['GET /wallets/:address/value']),
    handler: async (request) => {
      await viewer(request, request.params.address);
      return records.value(request.params.address, request.query.range);
    },
  });

  app.route({
    ...endpoint(contract['GET /wallets/:address/activity']),
    handler: async (request) => {
      const userId = await viewer(request, request.params.address);
      return records.activity(request.params.address, request.query, await loadAddressBook(db, userId));
    },
  });
  done();
};
