// Every route of the api, by 'METHOD /path'.
import type { z } from 'zod';
import type { RouteContract, SuccessStatus } from './route';
import { accountRoutes } from './account';
import { activityRoutes } from './activity';
import { analyzerRoutes } from './analyzer';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { chainsRoutes } from './chains';
import { channelsRoutes } from './channels';
import { demoRequestsRoutes } from './demo-requests';
import { healthRoutes } from './health';
import { newsRoutes } from './news';
import { notificationsRoutes } from './notifications';
import { operatorRoutes } from './operator';
import { portfolioRoutes } from './portfolio';
import { releasesRoutes } from './releases';
import { stealthRoutes } from './stealth';
import { trackingRoutes } from './tracking';
import { walletIdentityRoutes } from './wallet-identity';
import { walletsRoutes } from './wallets';
import { watchlistRoutes } from './watchlist';

export const ROUTES = {
  ...trackingRoutes,
  ...authRoutes,
  ...auditRoutes,
  ...accountRoutes,
  ...channelsRoutes,
  ...notificationsRoutes,
  ...billingRoutes,
  ...stealthRoutes,
  ...operatorRoutes,
  ...healthRoutes,
  ...demoRequestsRoutes,
  ...analyzerRoutes,
  ...portfolioRoutes,
  ...walletsRoutes,
  ...walletIdentityRoutes,
  ...activityRoutes,
  ...newsRoutes,
  ...watchlistRoutes,
  ...releasesRoutes,
  ...chainsRoutes,
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof ROUTES;
export type RouteKey = keyof Routes;

type Schema<C, Part extends 'params' | 'query' | 'body'> = C extends { [P in Part]: infer S extends z.ZodType } ? S : never;

/** What a call to the route sends: its path's params, its query and its body, as the api takes them. */
export type RouteInput<K extends RouteKey> = ([Schema<Routes[K], 'params'>] extends [never]
  ? unknown
  : { params: z.input<Schema<Routes[K], 'params'>> }) &
  ([Schema<Routes[K], 'query'>] extends [never] ? unknown : { query?: z.input<Schema<Routes[K], 'query'>> }) &
  ([Schema<Routes[K], 'body'>] extends [never] ? unknown : { body: z.input<Schema<Routes[K], 'body'>> });

/** What the route answers on success (any of its success statuses). */
export type RouteAnswer<K extends RouteKey> = {
  [S in keyof Routes[K]['responses'] & SuccessStatus]: Routes[K]['responses'][S] extends z.ZodType
    ? z.output<Routes[K]['responses'][S]>
    : never;
}[keyof Routes[K]['responses'] & SuccessStatus];

/** Whether a call needs an input at all. */
export type TakesInput<K extends RouteKey> = [Schema<Routes[K], 'params'> | Schema<Routes[K], 'body'>] extends [never] ? false : true;
