// The token analyzer's lookups (spec §7 "Analyzer": paths not shown there, so ours), behind the bearer token:
//   GET /analyzer/holders/:token?limit=3     top holders by net inflow over the newest ≤ 100,000 transfers
//   GET /analyzer/tokens/:wallet             the tokens a wallet holds or held (the Portfolio modal)
//   GET /analyzer/token/:token               a token's name, symbol and decimals (the dashboard's watchlist)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticator } from '../auth';
import type { ChainSource } from '../chain/chain-source';
import { addressInput } from '../http/address';
import { walletAddress } from '../tracking/schemas';
import { tokenDetails, tokenHolders, walletTokenListing } from './service';

export const INVALID_TOKEN_ADDRESS = 'Please enter a valid token address';
export const DEFAULT_HOLDERS = 3;
export const MAX_HOLDERS = 100;

const tokenAddress = addressInput(INVALID_TOKEN_ADDRESS);

export type AnalyzerRoutesOptions = { chain: ChainSource; authenticator: Authenticator };

export const analyzerRoutes: FastifyPluginAsyncZod<AnalyzerRoutesOptions> = async (app, { chain, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get(
    '/analyzer/holders/:token',
    {
      schema: {
        params: z.object({ token: tokenAddress }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(MAX_HOLDERS).default(DEFAULT_HOLDERS) }),
      },
    },
    (request) => tokenHolders(chain, request.params.token, request.query.limit),
  );

  app.get('/analyzer/token/:token', { schema: { params: z.object({ token: tokenAddress }) } }, (request) =>
    tokenDetails(chain, request.params.token),
  );

  app.get('/analyzer/tokens/:wallet', { schema: { params: z.object({ wallet: walletAddress }) } }, (request) =>
    walletTokenListing(chain, request.params.wallet),
  );
};
