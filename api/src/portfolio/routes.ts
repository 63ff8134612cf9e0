// A wallet's portfolio (spec §7 "Portfolio"), behind the bearer token; the route's contract is
// @whalewatch/contracts' portfolioRoutes:
//   GET /balance/portfolio/:address    ?chain= (slug or id; the first chain when absent)
//                                      { address, chain, label, nativeToken, tokens, totalValueUsd, skippedTokens }; 403 when protected
import { portfolioRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import { labelIn, loadAddressBook } from '../labels';
import { chainRefOf, requireChain, type ChainSource } from '../chain';
import type { EnabledChain } from '../config';
import type { Db } from '../db';
import { endpoint } from '../http';
import type { PriceSource } from '../prices';
import { requireVisible } from '../stealth';
import { nativeTokenOf, walletPortfolio } from './service';

/** A watched chain with its source and prices. */
export type PortfolioChain = { info: EnabledChain['info']; source: ChainSource; prices: PriceSource };

export type PortfolioRoutesOptions = { db: Db; chains: PortfolioChain[]; authenticator: Authenticator };

export const portfolioRoutes: FastifyPluginCallbackZod<PortfolioRoutesOptions> = (app, { db, chains, authenticator }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /balance/portfolio/:address']),
    handler: async (request) => {
      const userId = signedInUser(request).userId;
      const { info, source, prices } = requireChain(chains, request.query.chain);
      await requireVisible(db, userId, request.params.address);
      const [portfolio, book] = await Promise.all([
        walletPortfolio(source, prices, request.params.address, request.log, nativeTokenOf(info.nativeSymbol)),
        loadAddressBook(db, userId),
      ]);
      return { ...portfolio, chain: chainRefOf(info), label: labelIn(book, request.params.address) };
    },
  });
  done();
};
