// What PostgREST's schema cache knows of the watchlist table (api/drizzle/0005_watchlist.sql): its columns
// with their types and defaults, and its primary key (the test compares these with the database catalog);
// and the tables it knows per exposed schema, which a table-not-found hint picks from.
import { closestEntry } from './fuzzy-set';

export const TABLE_NAME = 'watchlist';
export const SCHEMA_NAME = 'public';
/** The schemas a Supabase project exposes through PostgREST by default. */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

export type Column = { name: string; type: string; default?: string };

export const WATCHLIST_COLUMNS: Column[] = [
  { name: 'user_id', type: 'uuid' },
  { name: 'token_address', type: 'text' },
  { name: 'created_at', type: 'timestamp with time zone', default: 'now()' },
];

export const PRIMARY_KEY = ['user_id', 'token_address'];

export const columnNamed = (name: string) => WATCHLIST_COLUMNS.find((column) => column.name === name);

/** The project exposes the watchlist in `public`; `graphql_public` has no tables. */
const SCHEMA_TABLES: Record<string, readonly string[]> = { [SCHEMA_NAME]: [TABLE_NAME], graphql_public: [] };

/** Error.hs tableNotFoundHint: the schema's closest table, scoring at least 0.75 (since v14.6; 0.33 before). */
export const closestTable = (schema: string, table: string) => closestEntry(SCHEMA_TABLES[schema] ?? [], table, 0.75);
