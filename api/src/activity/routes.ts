// The dashboard's Activity (issue 33 §3), behind the bearer token:
//   GET /activity?range=24h|7d&wallet=<address>&token=<symbol or address>&direction=in|out&minUsd=<n>
//     → { items: WalletNotification[] (newest first, at most 100), flows: { asset, symbol, boughtUsd, soldUsd, netUsd }[] }
// Each filter narrows the feed and the flows alike: a move matches when its token, direction and USD value
// (at least minUsd) do, and an alert is listed when one of its moves matches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type Authenticator } from '../auth';
import type { Db } from '../db/database';
import { walletAddress } from '../tracking/schemas';
import { ACTIVITY_RANGES, activityFeed } from './service';

export const INVALID_TOKEN = 'A token is a symbol or a contract address';
export const INVALID_MIN_USD = 'Minimum USD must be a number of at least 0';

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 'USDC' or 'eth' by symbol (any case), '0xa0b8…' by contract. */
const token = z
  .string()
  .trim()
  .regex(/^[^\s]{1,42}$/, INVALID_TOKEN)
  .transform((text) => (CONTRACT_ADDRESS.test(text) ? { address: text.toLowerCase() } : { symbol: text }));

export const activityQuery = z.object({
  range: z.enum(ACTIVITY_RANGES).default('24h'),
  wallet: walletAddress.optional(),
  token: token.optional(),
  direction: z.enum(['in', 'out']).optional(),
  // An empty field (?minUsd=) is no minimum, not a minimum of 0 (which would leave out unpriced moves).
  minUsd: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: INVALID_MIN_USD }).min(0, INVALID_MIN_USD).max(1e15).optional()),
});

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db; authenticator: Authenticator }> = async (app, { db, authenticator }) => {
  app.addHook('onRequest', authenticator.requireUser);

  app.get('/activity', { schema: { querystring: activityQuery } }, (request) => activityFeed(db, signedInUser(request).userId, request.query));
};
