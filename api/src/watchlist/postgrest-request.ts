// Reads the part of PostgREST's request language that supabase-js sends for the watchlist (spec §7
// "Hosted database"): `select=` a list of columns, `column=eq.value` filters, a JSON row or array of rows
// to insert, and `Prefer: return=…`. Anything else is refused the way PostgREST refuses it, so a call that
// works here works against hosted Supabase too.

export const WATCHLIST_COLUMNS = ['user_id', 'token_address', 'created_at'] as const;
export type WatchlistColumn = (typeof WATCHLIST_COLUMNS)[number];
/** What a client may write; created_at is the database's. */
const WRITABLE_COLUMNS = ['user_id', 'token_address'] as const;
type WritableColumn = (typeof WRITABLE_COLUMNS)[number];

export type WatchlistFilters = Partial<Record<WatchlistColumn, string>>;
export type WatchlistInsert = Record<WritableColumn, string>;

/** PostgREST's error body: { code, details, hint, message }, with its HTTP status. */
export class PostgrestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

const isColumn = (name: string): name is WatchlistColumn => (WATCHLIST_COLUMNS as readonly string[]).includes(name);
const unquote = (name: string) => name.trim().replace(/^"(.*)"$/, '$1');
const missingColumn = (name: string) => new PostgrestError(400, '42703', `column watchlist.${name} does not exist`);

/** `select=token_address` or `select=*` (also what an absent select means). */
export function selectedColumns(select: string | undefined): WatchlistColumn[] {
  if (select === undefined || select.trim() === '*') return [...WATCHLIST_COLUMNS];
  return select.split(',').map((part) => {
    const name = unquote(part);
    if (!isColumn(name)) throw missingColumn(name);
    return name;
  });
}

/** Every query parameter but select/columns is a `column=eq.value` filter. */
export function equalityFilters(query: Record<string, string | string[] | undefined>): WatchlistFilters {
  const filters: WatchlistFilters = {};
  for (const [name, raw] of Object.entries(query)) {
    if (name === 'select' || name === 'columns' || raw === undefined) continue;
    if (!isColumn(name)) throw missingColumn(name);
    if (Array.isArray(raw) || filters[name] !== undefined) {
      throw new PostgrestError(400, 'PGRST100', `"${name}" is filtered more than once, which this server does not support`);
    }
    const match = /^eq\.(.*)$/s.exec(raw);
    if (!match) {
      throw new PostgrestError(400, 'PGRST100', `"${raw}" on "${name}" is not supported here: only eq filters are`);
    }
    filters[name] = match[1];
  }
  return filters;
}

/** The rows of an insert: a JSON object or an array of them, each naming only writable columns. */
export function insertedRows(body: unknown): WatchlistInsert[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length === 0) return [];
  return rows.map((row) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
    }
    for (const name of Object.keys(row)) {
      if (!(WRITABLE_COLUMNS as readonly string[]).includes(name)) {
        throw new PostgrestError(400, 'PGRST204', `Could not find the '${name}' column of 'watchlist' in the schema cache`);
      }
    }
    const { user_id: userId, token_address: tokenAddress } = row as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof tokenAddress !== 'string') {
      throw new PostgrestError(400, '23502', 'null value in column of relation "watchlist" violates not-null constraint');
    }
    return { user_id: userId, token_address: tokenAddress };
  });
}

/** `Prefer: return=representation` answers with the rows written; anything else (minimal) with none. */
export function wantsRepresentation(prefer: string | string[] | undefined): boolean {
  const values = (Array.isArray(prefer) ? prefer : [prefer ?? '']).flatMap((value) => value.split(','));
  return values.some((value) => value.trim() === 'return=representation');
}
