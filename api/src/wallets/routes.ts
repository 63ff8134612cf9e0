// A wallet's record (issue 33 §2), behind the bearer token; a wallet on another user's stealth list
// answers 403 'This wallet is protected' on every chain, as portfolio lookups do. The routes' contracts
// are @whalewatch/contracts' walletsRoutes; each takes ?chain= (a slug or id of an enabled chain; the
// first one when absent; 400 unknown_chain otherwise) and its answer says which chain it is on:
//   GET /wallets/:address/profile?window=30d|90d|all                  who, history window, PnL, counterparties
//   GET /wallets/:address/value?range=30d|90d|1y                      total USD value per day
//   GET /wallets/:address/activity?page=1&token=<asset>&direction=in|out   transactions in alert words
import { walletsRoutes as contract, type ChainInfo } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import { chainRefOf, requireChain } from '../chain';
import type { Db } from '../db';
import { endpoint } from '../http';
import { loadAddressBook } from '../labels';
import { requireVisible } from '../stealth';
import type { WalletRecords } from './service';

/** A watched chain and its wallet records (app.ts: the same ones the analyzer's holder records use). */
export type WalletChain = { info: ChainInfo; records: WalletRecords };

export type WalletRoutesOptions = {
  db: Db;
  authenticator: Authenticator;
  /** Every chain watched; `?chain=` picks one (the first when absent). */
  chains: WalletChain[];
};

export const walletRoutes: FastifyPluginCallbackZod<WalletRoutesOptions> = (app, { db, authenticator, chains }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  /** The chain asked for and the viewer's id, once the wallet is known to be visible to them. */
  async function viewer(
    request: Parameters<typeof signedInUser>[0],
    wallet: `0x${string}`,
    chainName: string | undefined,
  ): Promise<{ userId: string; chain: WalletChain }> {
    const chain = requireChain(chains, chainName);
    const userId = signedInUser(request).userId;
    await requireVisible(db, userId, wallet);
    return { userId, chain };
  }

  app.route({
    ...endpoint(contract['GET /wallets/:address/profile']),
    handler: async (request) => {
      const { address } = request.params;
      const { userId, chain } = await viewer(request, address, request.query.chain);
      const profile = await chain.records.profile(address, request.query.window, await loadAddressBook(db, userId));
      return { ...profile, chain: chainRefOf(chain.info) };
    },
  });

  app.route({
    ...endpoint(contract['GET /wallets/:address/value']),
    handler: async (request) => {
      const { address } = request.params;
      const { chain } = await viewer(request, address, request.query.chain);
      return { ...(await chain.records.value(address, request.query.range)), chain: chainRefOf(chain.info) };
    },
  });

  app.route({
    ...endpoint(contract['GET /wallets/:address/activity']),
    handler: async (request) => {
      const { address } = request.params;
      const { chain: chainName, ...filter } = request.query;
      const { userId, chain } = await viewer(request, address, chainName);
      const page = await chain.records.activity(address, filter, await loadAddressBook(db, userId));
      return { ...page, chain: chainRefOf(chain.info) };
    },
  });
  done();
};
