// PostgREST's errors, with its codes, HTTP statuses and texts (src/PostgREST/Error.hs, v14 — the series
// hosted Supabase runs), and Postgres errors mapped to HTTP statuses by PostgREST's own table.
import { showErrorMessages, showPosition, type ParseError } from './parsec';
import { closestTable, EXPOSED_SCHEMAS, SCHEMA_NAME, TABLE_NAME } from './table';

/** PostgREST's error body: { code, details, hint, message }, with its HTTP status and headers (beside Proxy-Status). */
export class PostgrestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PostgrestError';
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A query parameter PostgREST's grammar cannot read (PGRST100). */
export function queryParamError(sourceName: string, error: ParseError): PostgrestError {
  const details = showErrorMessages(error).replace(/\n/g, ' ').trim();
  return new PostgrestError(400, 'PGRST100', showPosition(sourceName, error.pos), details);
}

export const invalidBody = (message: string) => new PostgrestError(400, 'PGRST102', message);

export type RangeProblem =
  { kind: 'negativeLimit' } | { kind: 'lowerGreaterThanUpper' } | { kind: 'outOfBounds'; offset: number; total: number };

export function invalidRange(problem: RangeProblem): PostgrestError {
  const details =
    problem.kind === 'negativeLimit'
      ? 'Limit should be greater than or equal to zero.'
      : problem.kind === 'lowerGreaterThanUpper'
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : `An offset of ${problem.offset} was requested, but there are only ${problem.total} rows.`;
  return new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export const unacceptableSchema = (schema: string) =>
  new PostgrestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
  );

export const mediaTypeError = (mimes: string[]) =>
  new PostgrestError(406, 'PGRST107', `None of these media types are available: ${mimes.join(', ')}`);

export const notEmbedded = (resource: string) =>
  new PostgrestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

export const singularityError = (rows: number) =>
  new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

export const invalidPreferences = (preferences: string[]) =>
  new PostgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${preferences.join(', ')}`);

export const aggregatesNotAllowed = () => new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const maxAffectedViolation = (rows: number) =>
  new PostgrestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);

/** What PostgREST serves but this embedded slice does not: PostgREST's own "not implemented" error. */
export const notImplemented = (details: string) => new PostgrestError(400, 'PGRST127', 'Feature not implemented', details);

/** Embedding: the watchlist table has no foreign keys, so PostgREST finds no relationship to embed. */
export const noRelationship = (child: string, embedHint: string | undefined) =>
  new PostgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${TABLE_NAME}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${TABLE_NAME}' and '${child}${embedHint === undefined ? '' : `' using the hint '${embedHint}`}' in the schema '${SCHEMA_NAME}', but no matches were found.`,
  );

export const columnNotFound = (column: string) =>
  new PostgrestError(400, 'PGRST204', `Could not find the '${column}' column of '${TABLE_NAME}' in the schema cache`);

/** Plan.hs findTable: no such table or view in the schema, with the closest one as a hint (tableNotFoundHint). */
export const tableNotFound = (schema: string, table: string) => {
  const closest = closestTable(schema, table);
  return new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    closest === null ? null : `Perhaps you meant the table '${schema}.${closest}'`,
  );
};

export const putLimitNotAllowed = () => new PostgrestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');

/**
 * The JWT errors (JwtDecodeErr PGRST301, JwtClaimsErr PGRST303): 401 with a WWW-Authenticate naming the
 * message (invalidTokenHeader shows it as a Haskell string; PostgREST's messages need no escaping).
 */
const jwtError = (code: 'PGRST301' | 'PGRST303', message: string, details: string | null) =>
  new PostgrestError(401, code, message, details, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });

export type JwtDecodeProblem =
  | { kind: 'emptyAuthHeader' }
  | { kind: 'unexpectedParts'; parts: number }
  | { kind: 'keyError'; details: string }
  | { kind: 'badAlgorithm'; details: string }
  | { kind: 'badCrypto' };

export function jwtDecodeError(problem: JwtDecodeProblem): PostgrestError {
  switch (problem.kind) {
    case 'emptyAuthHeader':
      return jwtError('PGRST301', 'Empty JWT is sent in Authorization header', null);
    case 'unexpectedParts':
      return jwtError('PGRST301', `Expected 3 parts in JWT; got ${problem.parts}`, null);
    case 'keyError':
      return jwtError('PGRST301', 'No suitable key or wrong key type', problem.details);
    case 'badAlgorithm':
      return jwtError('PGRST301', 'Wrong or unsupported encoding algorithm', problem.details);
    case 'badCrypto':
      return jwtError('PGRST301', 'JWT cryptographic operation failed', null);
  }
}

const JWT_CLAIMS_MESSAGES = {
  expired: 'JWT expired',
  notYetValid: 'JWT not yet valid',
  issuedAtFuture: 'JWT issued at future',
  parsingClaimsFailed: 'Parsing claims failed',
  expNotNumber: "The JWT 'exp' claim must be a number",
  nbfNotNumber: "The JWT 'nbf' claim must be a number",
  iatNotNumber: "The JWT 'iat' claim must be a number",
  audNotStringOrArray: "The JWT 'aud' claim must be a string or an array of strings",
} as const;

export type JwtClaimsProblem = keyof typeof JWT_CLAIMS_MESSAGES;

export const jwtClaimsError = (problem: JwtClaimsProblem) => jwtError('PGRST303', JWT_CLAIMS_MESSAGES[problem], null);

/**
 * What Postgres answers PostgREST's set_config('role', …) for a role it does not have (22023, which
 * pgErrorStatus makes 401): the embedded database has Supabase's `authenticated` role only.
 */
export const roleDoesNotExist = (role: string) =>
  new PostgrestError(401, '22023', `role "${role}" does not exist`, null, null, { 'www-authenticate': 'Bearer' });

/** pg-safeupdate, which hosted Supabase loads for PostgREST's sessions: a DELETE or UPDATE needs a WHERE. */
export const safeUpdateError = (command: 'DELETE' | 'UPDATE') => new PostgrestError(400, '21000', `${command} requires a WHERE clause`);

type PgError = { code: string; message: string; detail?: string; hint?: string };

/**
 * A Postgres error under the driver's (and drizzle's "Failed query") wrappers, as PostgREST answers it:
 * `authenticated` is false for the anon role, whose 42501 is 401 rather than 403.
 */
export function databaseError(error: unknown, authenticated = true): PostgrestError | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const candidate = current as Partial<PgError>;
    if (typeof candidate.code === 'string' && /^[0-9FHPX][0-9A-Z]{4}$/.test(candidate.code)) {
      const status = statusOfSqlState(candidate.code, current.message, authenticated);
      // Error.hs, PgError's headers: every 401 asks for a bearer token.
      const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
      return new PostgrestError(status, candidate.code, current.message, candidate.detail ?? null, candidate.hint ?? null, headers);
    }
  }
  return null;
}

/** PostgREST's pgErrorStatus. */
function statusOfSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
    '42501': authenticated ? 403 : 401,
  };
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code in exact) return exact[code];
  const byPrefix: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  const match = byPrefix.find(([prefix]) => code.startsWith(prefix));
  return match ? match[1] : 400;
}
