// An HTTP request read the way PostgREST's ApiRequest.hs reads it, in its order: the schema profile,
// the query string (PGRST100), the row range (PGRST103; PGRST114 for a PUT), then the body (PGRST102).
import { invalidBody, notImplemented, putLimitNotAllowed, unacceptableSchema } from './errors';
import { decodeMediaType, mimeOf } from './media-types';
import { preferenceList } from './preferences';
import { parseQueryParams, rawQueryParams, type QueryParams } from './query-params';
import { isAllRows, limitOffsetRange, topLevelRange, type RowRange } from './ranges';
import { EXPOSED_SCHEMAS, SCHEMA_NAME } from './table';

/** GET/HEAD, POST, PATCH, PUT (a single-row upsert), DELETE. */
export type Action = 'read' | 'create' | 'update' | 'upsert' | 'delete';

const ACTIONS: Record<string, Action> = { GET: 'read', HEAD: 'read', POST: 'create', PATCH: 'update', PUT: 'upsert', DELETE: 'delete' };

/** A JSON body PostgREST has checked (keys known), or passed on raw because `columns=` names them. */
export type Payload = { kind: 'processed'; json: string; keys: string[] } | { kind: 'raw'; json: string };

export type ApiRequest = {
  action: Action;
  method: string;
  headersOnly: boolean;
  /** The schema asked for with Accept-Profile/Content-Profile, public by default. */
  schema: string;
  query: QueryParams;
  topRange: RowRange;
  payload?: Payload;
  /** The columns a mutation writes: the payload's keys or `columns=`, sorted as PostgREST's set is. */
  columns: string[];
  preferences: string[];
  accept: string | undefined;
  /** PostgREST names the schema in Content-Profile when the project exposes more than one. */
  profileNegotiated: boolean;
};

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

export function readApiRequest(method: string, url: string, headers: Headers, body: string | undefined): ApiRequest {
  const action = ACTIONS[method] ?? 'delete';
  const profile = header(headers, action === 'read' ? 'accept-profile' : 'content-profile');
  if (profile !== undefined && !EXPOSED_SCHEMAS.includes(profile)) throw unacceptableSchema(profile);
  const rawQuery = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const query = parseQueryParams(rawQuery);
  const topRange = topLevelRange(method, limitOffsetRange(query.limit, query.offset), header(headers, 'range'));
  if (action === 'upsert' && !isAllRows(topRange)) throw putLimitNotAllowed();
  // `columns=` shapes a POST's or a PATCH's body only: a PUT's body is always read as it is.
  const columnsParam = action === 'upsert' ? undefined : query.columns;
  const payload =
    action === 'delete' || action === 'read' ? undefined : readPayload(body ?? '', header(headers, 'content-type'), columnsParam);
  const columns = payload?.kind === 'processed' ? payload.keys : payload ? (query.columns ?? []) : [];
  return {
    action,
    method,
    headersOnly: method === 'HEAD',
    schema: profile ?? SCHEMA_NAME,
    query,
    topRange,
    payload,
    columns: [...new Set(columns)].sort(),
    preferences: preferenceList(headers.prefer),
    accept: header(headers, 'accept'),
    profileNegotiated: EXPOSED_SCHEMAS.length !== 1,
  };
}

function readPayload(body: string, contentType: string | undefined, columns: string[] | undefined): Payload {
  // No Content-Type means JSON.
  const type = decodeMediaType(contentType ?? 'application/json');
  if (type.kind === 'json') {
    if (columns !== undefined) return { kind: 'raw', json: body };
    return processedJson(body);
  }
  if (type.kind === 'urlencoded') {
    const fields: Record<string, string> = {};
    for (const { key, value } of rawQueryParams(body)) fields[key] = value ?? '';
    return { kind: 'processed', json: JSON.stringify(fields), keys: Object.keys(fields) };
  }
  if (type.kind === 'csv') throw notImplemented('The embedded watchlist reads JSON and form bodies, not CSV.');
  throw invalidBody(`Content-Type not acceptable: ${mimeOf(type)}`);
}

/** PostgREST's payloadAttributes: an object, or an array of objects that all have the same keys. */
function processedJson(body: string): Payload {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  const keysOf = (item: unknown) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.keys(item) : undefined);
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'processed', json: '[]', keys: [] };
    const first = keysOf(value[0]);
    const sameKeys = (keys: string[] | undefined) =>
      keys !== undefined && first !== undefined && keys.length === first.length && keys.every((key) => first.includes(key));
    if (!value.every((item) => sameKeys(keysOf(item)))) throw invalidBody('All object keys must match');
    return { kind: 'processed', json: body, keys: first ?? [] };
  }
  const keys = keysOf(value);
  // Anything but an object or an array is read as an empty array.
  return keys === undefined ? { kind: 'processed', json: '[]', keys: [] } : { kind: 'processed', json: body, keys };
}
