// The user's alerts from their tracked wallets in a time range, and their moves summed per token, with
// the Activity filters applied in SQL (a week of a busy whale's alerts is not read into memory).
import { and, desc, eq, getTableColumns, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { notifications, trackedWallets } from '../db';

/** A move's filters; a move matches when it passes every one given. */
export type MoveFilter = {
  token?: { address: string } | { symbol: string };
  direction?: 'in' | 'out';
  minUsd?: number;
};

export type AlertFilter = MoveFilter & {
  userId: string;
  since: Date;
  /** Lower-case. */
  wallet?: string;
};

/**
 * The alert's moves; an alert stored before alerts were grouped has its one move in the headline columns
 * (notifications/describe.ts legacyMove: no token contract, no value).
 */
const movesOf = sql`coalesce(${notifications.moves}, case when ${notifications.kind} in ('ether-transfer', 'token-transfer', 'token-approval')
  then jsonb_build_array(jsonb_build_object(
    'kind', case ${notifications.kind} when 'token-approval' then 'approval' when 'ether-transfer' then 'ether' else 'token' end,
    'direction', case ${notifications.direction} when 'in' then 'in' else 'out' end,
    'symbol', ${notifications.symbol}, 'token', null, 'valueUsd', null))
  else '[]'::jsonb end)`;

/** One move of the alert, as `m.move` (jsonb). */
const move = (field: string) => sql`(m.move ->> ${sql.raw(`'${field}'`)})`;
const moveUsd = sql`${move('valueUsd')}::double precision`;

function moveConditions({ token, direction, minUsd }: MoveFilter): SQL[] {
  const conditions: SQL[] = [];
  if (token && 'address' in token) conditions.push(sql`${move('token')} = ${token.address}`);
  if (token && 'symbol' in token) conditions.push(sql`upper(${move('symbol')}) = upper(${token.symbol})`);
  if (direction) conditions.push(sql`${move('direction')} = ${direction}`);
  if (minUsd !== undefined) conditions.push(sql`${moveUsd} >= ${minUsd}`);
  return conditions;
}

/** The user's alerts in the range from a wallet they track now; a reorg's retracted ones did not happen. */
function alertConditions({ userId, since, wallet }: AlertFilter): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    gte(notifications.createdAt, since),
    ne(notifications.status, 'retracted'),
    wallet ? eq(notifications.walletAddress, wallet) : undefined,
  );
}

const fromTrackedWallets = and(eq(trackedWallets.userId, notifications.userId), eq(trackedWallets.address, notifications.walletAddress));

/** Newest first, at most `limit`: the alerts with a move that matches (every alert without move filters). */
export function matchingAlerts(db: Db, filter: AlertFilter, limit: number) {
  const conditions = moveConditions(filter);
  const withMatchingMove = conditions.length
    ? sql`exists (select 1 from jsonb_array_elements(${movesOf}) as m(move) where ${and(...conditions)})`
    : undefined;
  return db
    .select(getTableColumns(notifications))
    .from(notifications)
    .innerJoin(trackedWallets, fromTrackedWallets)
    .where(and(alertConditions(filter), withMatchingMove))
    .orderBy(desc(notifications.createdAt), desc(notifications.eventSeq))
    .limit(limit);
}

export type FlowSums = { asset: string; symbol: string; boughtUsd: number; soldUsd: number };

/** Per token ('eth' for ether), the USD received and sent in the matching valued moves; approvals move nothing. */
export function flowSums(db: Db, filter: AlertFilter): Promise<FlowSums[]> {
  const valued = [sql`${move('kind')} <> 'approval'`, sql`${moveUsd} is not null`, ...moveConditions(filter)];
  const asset = sql<string>`coalesce(${move('token')}, 'eth')`;
  const sumWhere = (direction: 'in' | 'out') =>
    sql<number>`coalesce(sum(${moveUsd}) filter (where ${move('direction')} = ${direction}), 0)`.mapWith(Number);
  return db
    .select({ asset, symbol: sql<string>`min(${move('symbol')})`, boughtUsd: sumWhere('in'), soldUsd: sumWhere('out') })
    .from(notifications)
    .innerJoin(trackedWallets, fromTrackedWallets)
    .innerJoin(sql`jsonb_array_elements(${movesOf}) as m(move)`, sql`true`)
    .where(and(alertConditions(filter), ...valued))
    .groupBy(asset);
}
