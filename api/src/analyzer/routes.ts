// The token analyzer's lookups (spec §7 "Analyzer": paths not shown there, so ours), behind the bearer token;
// the routes' contracts are @whalewatch/contracts' analyzerRoutes:
// Each takes ?chain= (a slug or id of an enabled chain; the first one when absent; 400 unknown_chain otherwise).
//   GET /analyzer/holders/:token?limit=3     top holders by net inflow over the newest ≤ 100,000 transfers;
//                                            a holder on another user's stealth list is { protected: true }
//   GET /analyzer/tokens/:wallet             the tokens a wallet holds or held (the Portfolio modal); 403 when protected
//   GET /analyzer/token/:token               a token's name, symbol and decimals (the dashboard's watchlist)
import { analyzerRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import { labelIn, loadAddressBook } from '../labels';
import { requireChain, type ChainSource } from '../chain';
import type { EnabledChain } from '../config';
import type { Db } from '../db';
import { endpoint } from '../http';
import { protectedFrom, requireVisible } from '../stealth';
import type { WalletRecordBook } from '../wallets';
import type { RecordWarmer } from '../wallets';
import { maskHolders, tokenDetails, tokenHolders, walletTokenListing } from './service';
import { createTransferIndex, type TransferIndex } from './transfer-index';

export { DEFAULT_HOLDERS, INVALID_TOKEN_ADDRESS, MAX_HOLDERS } from '@whalewatch/contracts';

/** A watched chain and its source. */
export type AnalyzerChain = { info: EnabledChain['info']; source: ChainSource };

export type AnalyzerRoutesOptions = {
  db: Db;
  /** Every chain watched; `?chain=` picks one (the first when absent). */
  chains: AnalyzerChain[];
  authenticator: Authenticator;
  /** Holders' known 30-day records, and what computes the others in the background (issue 33 §4): on the token's chain. */
  records?: { book: Pick<WalletRecordBook, 'known'>; warmer: RecordWarmer };
};

export const analyzerRoutes: FastifyPluginCallbackZod<AnalyzerRoutesOptions> = (app, { db, chains, authenticator, records }, done) => {
  app.addHook('onRequest', authenticator.requireUser);
  // A transfer index per chain: a token's holders are on one chain.
  const indexes = new Map(
    chains.map(({ info, source }) => [info.id, createTransferIndex({ db, chain: source, chainId: info.id, log: app.log })]),
  );
  const on = (name: string | undefined) => {
    const { info, source } = requireChain(chains, name);
    return { chainId: info.id, source, index: indexes.get(info.id) as TransferIndex };
  };
  // A first analysis is saved once its answer is out, so saving never holds up the response.
  app.addHook('onResponse', (_request, _reply, next) => {
    for (const index of indexes.values()) index.flush();
    next();
  });
  app.addHook('onClose', async () => {
    await Promise.all([...indexes.values()].map((index) => index.settled()));
  });

  app.route({
    ...endpoint(contract['GET /analyzer/holders/:token']),
    handler: async (request) => {
      const { chainId, index } = on(request.query.chain);
      const answer = await tokenHolders(index, request.params.token, request.query.limit);
      const userId = signedInUser(request).userId;
      const [hidden, book] = await Promise.all([
        protectedFrom(
          db,
          userId,
          answer.holders.map((holder) => holder.address),
        ),
        loadAddressBook(db, userId),
      ]);
      const labelled = answer.holders.map((holder) => ({
        ...holder,
        label: labelIn(book, holder.address),
        record: records?.book.known(chainId, holder.address) ?? null,
      }));
      records?.warmer.warm(
        chainId,
        answer.holders.map((holder) => holder.address).filter((address) => !hidden.has(address)),
      );
      return { ...answer, holders: maskHolders(labelled, hidden) };
    },
  });

  app.route({
    ...endpoint(contract['GET /analyzer/token/:token']),
    handler: (request) => tokenDetails(on(request.query.chain).source, request.params.token),
  });

  app.route({
    ...endpoint(contract['GET /analyzer/tokens/:wallet']),
    handler: async (request) => {
      const { source } = on(request.query.chain);
      await requireVisible(db, signedInUser(request).userId, request.params.wallet);
      return walletTokenListing(source, request.params.wallet);
    },
  });
  done();
};
