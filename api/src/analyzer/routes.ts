// The token analyzer's lookups (spec §7 "Analyzer": paths not shown there, so ours), behind the bearer token:
//   GET /analyzer/holders/:token?limit=3     top holders by net inflow over the newest ≤ 100,000 transfers;
//                                            a holder on another user's stealth list is { protected: true }
//   GET /analyzer/tokens/:wallet             the tokens a wallet holds or held (the Portfolio modal); 403 when protected
//   GET /analyzer/token/:token               a token's name, symbol and decimals (the dashboard's watchlist)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import { labelIn, loadAddressBook } from '../labels/user-labels';
import type { ChainSource } from '../chain/chain-source';
import type { Db } from '../db/database';
import { addressInput } from '../http/address';
import { protectedFrom, requireVisible } from '../stealth/protection';
import { walletAddress } from '../tracking/schemas';
import type { WalletRecordBook } from '../wallets/record-book';
import type { RecordWarmer } from '../wallets/record-warmer';
import { maskHolders, tokenDetails, tokenHolders, walletTokenListing } from './service';
import { createTransferIndex } from './transfer-index';

export const INVALID_TOKEN_ADDRESS = 'Please enter a valid token address';
export const DEFAULT_HOLDERS = 3;
export const MAX_HOLDERS = 100;

const tokenAddress = addressInput(INVALID_TOKEN_ADDRESS);

export type AnalyzerRoutesOptions = {
  db: Db;
  chain: ChainSource;
  authenticator: Authenticator;
  /** Holders' known 30-day records, and what computes the others in the background (issue 33 §4). */
  records?: { book: Pick<WalletRecordBook, 'known'>; warmer: RecordWarmer };
};

export const analyzerRoutes: FastifyPluginAsyncZod<AnalyzerRoutesOptions> = async (app, { db, chain, authenticator, records }) => {
  app.addHook('onRequest', authenticator.requireUser);
  const index = createTransferIndex({ db, chain, log: app.log });
  // A first analysis is saved once its answer is out, so saving never holds up the response.
  app.addHook('onResponse', async () => index.flush());
  app.addHook('onClose', () => index.settled());

  app.get(
    '/analyzer/holders/:token',
    {
      schema: {
        params: z.object({ token: tokenAddress }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(MAX_HOLDERS).default(DEFAULT_HOLDERS) }),
      },
    },
    async (request) => {
      const answer = await tokenHolders(index, request.params.token, request.query.limit);
      const userId = signedInUser(request).userId;
      const [hidden, book] = await Promise.all([protectedFrom(db, userId, answer.holders.map((holder) => holder.address)), loadAddressBook(db, userId)]);
      const labelled = answer.holders.map((holder) => ({ ...holder, label: labelIn(book, holder.address), record: records?.book.known(holder.address) ?? null }));
      records?.warmer.warm(answer.holders.map((holder) => holder.address).filter((address) => !hidden.has(address)));
      return { ...answer, holders: maskHolders(labelled, hidden) };
    },
  );

  app.get('/analyzer/token/:token', { schema: { params: z.object({ token: tokenAddress }) } }, (request) =>
    tokenDetails(chain, request.params.token),
  );

  app.get('/analyzer/tokens/:wallet', { schema: { params: z.object({ wallet: walletAddress }) } }, async (request) => {
    await requireVisible(db, signedInUser(request).userId, request.params.wallet);
    return walletTokenListing(chain, request.params.wallet);
  });
};
