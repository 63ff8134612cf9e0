// A wallet's portfolio (spec §7 "Portfolio"), behind the bearer token; the route's contract is
// @whalewatch/contracts' portfolioRoutes:
//   GET /balance/portfolio/:address    { address, label, nativeToken, tokens, totalValueUsd, skippedTokens }; 403 when protected
import { portfolioRoutes as contract } from '@whalewatch/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser, type Authenticator } from '../auth';
import { labelIn, loadAddressBook } from '../labels';
import type { ChainSource } from '../chain';
import type { Db } from '../db';
import { endpoint } from '../http';
import type { PriceSource } from '../prices';
import { requireVisible } from '../stealth';
import { walletPortfolio } from './service';

export type PortfolioRoutesOptions = { db: Db; chain: ChainSource; prices: PriceSource; authenticator: Authenticator };

export const portfolioRoutes: FastifyPluginCallbackZod<PortfolioRoutesOptions> = (app, { db, chain, prices, authenticator }, done) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.route({
    ...endpoint(contract['GET /balance/portfolio/:address']),
    handler: async (request) => {
      const userId = signedInUser(request).userId;
      await requireVisible(db, userId, request.params.address);
      const [portfolio, book] = await Promise.all([
        walletPortfolio(chain, prices, request.params.address, request.log),
        loadAddressBook(db, userId),
      ]);
      return { ...portfolio, label: labelIn(book, request.params.address) };
    },
  });
  done();
};
