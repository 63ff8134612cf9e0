// PostgREST's planning (src/PostgREST/Plan.hs) for the watchlist table, with its checks in its order:
// embedded paths (PGRST108), embeds (PGRST200: the table has no relationships), related orders,
// aggregates (PGRST123, off on Supabase), payload columns (PGRST204), strict preferences (PGRST122) and
// the Accept header (PGRST107).
import type { ApiRequest } from './api-request';
import {
  aggregatesNotAllowed,
  columnNotFound,
  invalidPreferences,
  noRelationship,
  notEmbedded,
  notImplemented,
  tableNotFound,
} from './errors';
import { negotiate, type Output } from './media-types';
import { readPreferences, type Preferences } from './preferences';
import type { Embedded } from './query-params';
import type { Field, LogicTree, OrderTerm, SelectTree } from './query-grammar';
import { restrictToMaxRows, type RowRange } from './ranges';
import { columnNamed, PRIMARY_KEY, SCHEMA_NAME, TABLE_NAME, type Column } from './table';

export type SelectField = { field: Field; cast?: string; alias?: string };
export type ColumnOrder = Extract<OrderTerm, { kind: 'column' }>;

export type Plan = {
  request: ApiRequest;
  preferences: Preferences;
  /** What the body is made of; `none` when a mutation returns no representation (or for HEAD). */
  output: Output | { kind: 'none' };
  /** The negotiated media type, for Content-Type even when there is no body. */
  media: Output;
  select: SelectField[];
  order: ColumnOrder[];
  /** The WHERE of the read or of the mutation. */
  where: LogicTree[];
  /** A read's rows: the requested range, capped at max-rows. */
  range: RowRange;
  /** The columns a mutation writes, in PostgREST's (sorted) order. */
  columns: Column[];
  /** RETURNING of a mutation: `*`, named columns, or nothing (`RETURNING 1`). */
  returning: '*' | string[];
};

export function planRequest(request: ApiRequest, isKnownTimezone: (zone: string) => boolean): Plan {
  if (request.schema !== SCHEMA_NAME) throw tableNotFound(request.schema, TABLE_NAME);
  if (request.action === 'upsert')
    throw notImplemented('The embedded watchlist does not serve PUT; POST with Prefer: resolution=merge-duplicates upserts.');
  const preferences = readPreferences(request.preferences, isKnownTimezone);
  const isRead = request.action === 'read';
  const { query } = request;

  checkEmbeddedPaths(request);
  const firstEmbed = embedsOf(query.select)[0];
  if (firstEmbed) throw noRelationship(firstEmbed.relation, firstEmbed.hint);
  const orders = query.order.filter((order) => order.path.length === 0).flatMap((order) => order.value);
  const relatedOrder = orders.find((term) => term.kind === 'relation');
  if (relatedOrder?.kind === 'relation') throw notEmbedded(relatedOrder.relation);
  const select = query.select.map(({ item }) => {
    if (item.kind !== 'field') throw new Error('embeds were refused above');
    if (item.aggregate) throw aggregatesNotAllowed();
    return { field: item.field, cast: item.cast, alias: item.alias ?? autoAlias(item.field) };
  });

  const rootFilters = query.filters
    .filter((filter) => filter.path.length === 0)
    .map(({ value }): LogicTree => ({ kind: 'filter', filter: value }));
  const rootLogic = query.logic.filter((logic) => logic.path.length === 0).map(({ value }) => value);
  const columns = isRead ? [] : request.columns.map((name) => columnNamed(name) ?? throwError(columnNotFound(name)));

  const strictFailure =
    preferences.handling === 'strict' && preferences.invalid.length > 0 ? invalidPreferences(preferences.invalid) : undefined;
  if (!isRead && strictFailure) throw strictFailure;
  const media = negotiate(request.accept);
  if (strictFailure) throw strictFailure;

  const wantsBody = isRead ? !request.headersOnly : preferences.representation === 'representation';
  const returning = wantsRepresentation(preferences) ? returningColumns(select) : [];
  return {
    request,
    preferences,
    output: wantsBody ? media : { kind: 'none' },
    media,
    select,
    order: orders.filter((term): term is ColumnOrder => term.kind === 'column'),
    // A read puts and=/or= trees before the filters, a mutation after them; both are ANDed.
    where: isRead ? [...rootLogic, ...rootFilters] : [...rootFilters, ...rootLogic],
    range: restrictToMaxRows(request.topRange),
    columns,
    returning,
  };
}

const throwError = (error: Error): never => {
  throw error;
};

const wantsRepresentation = (preferences: Preferences) =>
  preferences.representation !== undefined && preferences.representation !== 'minimal';

/** PostgREST's inferColsEmbedNeeds: `*`, or the selected columns with the primary key. */
function returningColumns(select: SelectField[]): '*' | string[] {
  const names = select.map(({ field }) => field.name);
  if (names.includes('*')) return '*';
  return [...new Set([...names, ...PRIMARY_KEY])].sort();
}

/** A JSON path's result is named after its last key (`data->a->>b` is `b`). */
function autoAlias(field: Field): string | undefined {
  if (field.jsonPath.length === 0) return undefined;
  const last = field.jsonPath[field.jsonPath.length - 1].operand;
  if ('key' in last) return last.key;
  const lastKey = [...field.jsonPath].reverse().find((operation) => 'key' in operation.operand)?.operand;
  return lastKey && 'key' in lastKey ? lastKey.key : field.name;
}

type Embed = { relation: string; alias?: string; hint?: string; children: SelectTree[] };

function embedsOf(select: SelectTree[]): Embed[] {
  return select.flatMap(({ item, children }) =>
    item.kind === 'field'
      ? []
      : [{ relation: item.relation, alias: item.kind === 'relation' ? item.alias : undefined, hint: item.hint, children }],
  );
}

/** PostgREST's updateNode: `embed.column=…`, `embed.order=…` and the like need `embed` in the select. */
function checkEmbeddedPaths(request: ApiRequest) {
  const { query } = request;
  const isRead = request.action === 'read';
  const check = (path: string[]) => {
    let level = embedsOf(query.select);
    for (const name of path) {
      const found = level.find((embed) => embed.relation === name || embed.alias === name);
      if (!found) throw notEmbedded(name);
      level = embedsOf(found.children);
    }
  };
  // Each kind is added with a right fold, last one first, so the last bad one of a kind is reported.
  const paths = (items: Embedded<unknown>[]) =>
    items
      .map((item) => item.path)
      .filter((path) => path.length > 0)
      .reverse();
  paths(query.filters).forEach(check);
  paths(query.order).forEach(check);
  if (isRead) query.embeddedRangeKeys.map((key) => key.split('.').slice(0, -1)).forEach(check);
  paths(query.logic).forEach(check);
}
