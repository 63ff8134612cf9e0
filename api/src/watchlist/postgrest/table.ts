// What PostgREST's schema cache knows of the watchlist table (api/drizzle/0005_watchlist.sql): its columns
// with their types and defaults, and its primary key. The test compares this with the database catalog.
export type Column = { name: string; type: string; default?: string };

export const WATCHLIST_COLUMNS: Column[] = [
  { name: 'user_id', type: 'uuid' },
  { name: 'token_address', type: 'text' },
  { name: 'created_at', type: 'timestamp with time zone', default: 'now()' },
];

export const PRIMARY_KEY = ['user_id', 'token_address'];

export const columnNamed = (name: string) => WATCHLIST_COLUMNS.find((column) => column.name === name);
