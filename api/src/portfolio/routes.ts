// A wallet's portfolio (spec §7 "Portfolio"), behind the bearer token:
//   GET /balance/portfolio/:address    { address, nativeToken, tokens, totalValueUsd }; 403 when protected
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import { labelIn, loadAddressBook } from '../labels/user-labels';
import type { ChainSource } from '../chain/chain-source';
import type { Db } from '../db/database';
import type { PriceSource } from '../prices';
import { requireVisible } from '../stealth/protection';
import { walletAddress } from '../tracking/schemas';
import { walletPortfolio } from './service';

export type PortfolioRoutesOptions = { db: Db; chain: ChainSource; prices: PriceSource; authenticator: Authenticator };

export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, chain, prices, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/balance/portfolio/:address', { schema: { params: z.object({ address: walletAddress }) } }, async (request) => {
    const userId = signedInUser(request).userId;
    await requireVisible(db, userId, request.params.address);
    const [portfolio, book] = await Promise.all([walletPortfolio(chain, prices, request.params.address, request.log), loadAddressBook(db, userId)]);
    return { ...portfolio, label: labelIn(book, request.params.address) };
  });
};
