// The query string as PostgREST reads it (QueryParams.parse): `&`/`;`-separated, `+` as a space, each
// reserved parameter and each filter parsed by its grammar rule, the first malformed one refused with
// PGRST100. Hosted Supabase's gateway takes the `apikey` parameter off before PostgREST sees the query.
import { queryParamError } from './errors';
import { parse, type Parser } from './parsec';
import {
  pColumns,
  pFieldForest,
  pLogicPath,
  pLogicTree,
  pOpExpr,
  pOrder,
  pSingleVal,
  pTreePath,
  type Filter,
  type LogicTree,
  type OrderTerm,
  type SelectTree,
} from './query-grammar';

export type Embedded<T> = { path: string[]; value: T };

export type QueryParams = {
  /** The parameters sorted by name and encoded again, as PostgREST echoes them in Content-Location. */
  canonical: string;
  select: SelectTree[];
  filters: Embedded<Filter>[];
  order: Embedded<OrderTerm[]>[];
  logic: Embedded<LogicTree>[];
  columns?: string[];
  onConflict?: string[];
  /** The root `limit` and `offset` (the last of each). */
  limit?: string;
  offset?: string;
  /** `limit`/`offset` keys of embedded resources, e.g. `clients.limit`. */
  embeddedRangeKeys: string[];
};

type RawParam = { key: string; value: string | undefined };

/** http-types' urlDecode with `+` as a space; a `%` without two hex digits stays as it is. */
function urlDecode(text: string): string {
  const bytes: number[] = [];
  const source = Buffer.from(text.replace(/\+/g, ' '), 'utf8');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source[i] === 0x25 ? source.subarray(i + 1, i + 3).toString('latin1') : '';
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(source[i]);
    }
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

export function rawQueryParams(rawQuery: string): RawParam[] {
  const params: RawParam[] = [];
  for (const part of rawQuery.split(/[&;]/).filter((piece, i, all) => piece !== '' || i < all.length - 1)) {
    const equals = part.indexOf('=');
    params.push(
      equals === -1
        ? { key: urlDecode(part), value: undefined }
        : { key: urlDecode(part.slice(0, equals)), value: urlDecode(part.slice(equals + 1)) },
    );
  }
  return params;
}

/** Network.HTTP.Base's urlEncode over bytes, which PostgREST feeds one byte per character. */
function urlEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (byte < 128 && /[A-Za-z0-9\-_.~]/.test(char)) out += char;
    else if (byte < 128) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    else for (const encoded of Buffer.from(char, 'utf8')) out += `%${encoded.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** urlEncodeVars of the parameters sorted by name: repeated names are joined with commas. */
function canonicalQuery(params: RawParam[]): string {
  const sorted = params
    .map((param, index) => ({ ...param, index }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const parts: string[] = [];
  const done = new Set<number>();
  for (const param of sorted) {
    if (done.has(param.index)) continue;
    const same = sorted.filter((other) => other.key === param.key);
    same.forEach((other) => done.add(other.index));
    parts.push(`${urlEncode(param.key)}=${same.map((other) => urlEncode(other.value ?? '')).join(',')}`);
  }
  return parts.join('&');
}

function parseWith<T>(parser: Parser<T>, sourceName: string, input: string): T {
  const result = parse(parser, input);
  if (!result.ok) throw queryParamError(sourceName, result.error);
  return result.value;
}

const lastWord = (key: string) => key.split('.').pop() ?? key;
const RESERVED = ['select', 'columns', 'on_conflict'];
const RESERVED_EMBEDDABLE = ['order', 'limit', 'offset', 'and', 'or'];

/** The query string without the gateway's `apikey`, parsed as PostgREST parses it. */
export function parseQueryParams(rawQuery: string): QueryParams {
  const params = rawQueryParams(rawQuery).filter((param) => param.key !== 'apikey');
  const withValue = params.filter((param): param is { key: string; value: string } => param.value !== undefined);
  const lookup = (name: string) => params.find((param) => param.key === name)?.value;
  const endingIn = (words: string[]) => withValue.filter((param) => words.includes(lastWord(param.key)));

  const order = endingIn(['order']).map(({ key, value }) => ({
    path: parseWith(pTreePath, `failed to parse tree path (${key})`, key).path,
    value: parseWith(pOrder, `failed to parse order (${value})`, value),
  }));
  const logic = endingIn(['and', 'or']).map(({ key, value }) => {
    const { path, operator } = parseWith(pLogicPath, `failed to parse logic path (${key})`, key);
    return { path, value: parseWith(pLogicTree, `failed to parse logic tree (${value})`, operator + value) };
  });
  const columnsText = lookup('columns');
  const columns =
    columnsText === undefined ? undefined : parseWith(pColumns, `failed to parse columns parameter (${columnsText})`, columnsText);
  const selectText = lookup('select') ?? '*';
  const select = parseWith(pFieldForest, `failed to parse select parameter (${selectText})`, selectText);
  const filters = withValue
    .filter(({ key }) => !RESERVED_EMBEDDABLE.includes(lastWord(key)) && !RESERVED.includes(key))
    .map(({ key, value }) => {
      const { path, field } = parseWith(pTreePath, `failed to parse tree path (${key})`, key);
      return { path, value: { field, expr: parseWith(pOpExpr(pSingleVal), `failed to parse filter (${value})`, value) } };
    });
  const onConflictText = lookup('on_conflict');
  const onConflict =
    onConflictText === undefined
      ? undefined
      : parseWith(pColumns, `failed to parse on_conflict parameter (${onConflictText})`, onConflictText);

  const last = (key: string) => withValue.filter((param) => param.key === key).pop()?.value;
  const embeddedRangeKeys = [...new Set(endingIn(['limit', 'offset']).map(({ key }) => key))].filter(
    (key) => key !== 'limit' && key !== 'offset',
  );
  return {
    canonical: canonicalQuery(params),
    select,
    filters,
    order,
    logic,
    columns,
    onConflict,
    limit: last('limit'),
    offset: last('offset'),
    embeddedRangeKeys,
  };
}
