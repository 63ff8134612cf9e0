// Row ranges as PostgREST computes them (src/PostgREST/RangeQuery.hs and ApiRequest.hs): `limit`/`offset`
// parameters and a GET's `Range` header make one inclusive range of row positions, Supabase's max-rows
// caps a read, and the answer carries `Content-Range` (`0-3/4`, `*/0`) with 200, 206 or 416.
import { invalidRange, PostgrestError } from './errors';
import { readInteger } from './haskell-read';

/** Inclusive bounds; `lower > upper` is empty. Infinite bounds stand for Data.Ranged's Below/AboveAll. */
export type RowRange = { lower: number; upper: number };

const ALL_ROWS: RowRange = { lower: 0, upper: Infinity };
const EMPTY: RowRange = { lower: Infinity, upper: -Infinity };
const LIMIT_ZERO: RowRange = { lower: 0, upper: -1 };

/** Hosted Supabase's default `db-max-rows`. */
export const MAX_ROWS = 1000;

const isEmpty = (range: RowRange) => range.upper < range.lower;
const sameRange = (a: RowRange, b: RowRange) => (isEmpty(a) && isEmpty(b)) || (a.lower === b.lower && a.upper === b.upper);
export const isAllRows = (range: RowRange) => sameRange(range, ALL_ROWS);
const hasLimitZero = (range: RowRange) => range.upper === -1;

function intersect(a: RowRange, b: RowRange): RowRange {
  if (isEmpty(a) || isEmpty(b)) return EMPTY;
  return { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };
}

/** How many rows the range holds, when it is bounded. */
export const rangeLimit = (range: RowRange) =>
  Number.isFinite(range.lower) && Number.isFinite(range.upper) ? 1 + range.upper - range.lower : undefined;

function restrict(limit: number | undefined, range: RowRange): RowRange {
  return limit === undefined ? range : intersect(range, { lower: -Infinity, upper: range.lower + limit - 1 });
}

const convertToLimitZero = (range: RowRange, fallback: RowRange) => (hasLimitZero(range) ? LIMIT_ZERO : fallback);

/** `Range: 0-9` (only GET reads it); anything not of that form means all rows. */
function rangeHeader(header: string | undefined): RowRange {
  const match = header === undefined ? null : /^([0-9]+)-([0-9]*)$/.exec(header);
  if (!match) return ALL_ROWS;
  const lower: RowRange = { lower: Number(match[1]), upper: Infinity };
  const upper: RowRange = match[2] === '' ? ALL_ROWS : { lower: -Infinity, upper: Number(match[2]) };
  return intersect(lower, upper);
}

/** The root `limit` and `offset` parameters (the last of each), combined as PostgREST does. */
export function limitOffsetRange(limit: string | undefined, offset: string | undefined): RowRange | undefined {
  const limitRange = limit === undefined ? undefined : restrict(readInteger(limit), ALL_ROWS);
  const offsetValue = offset === undefined ? undefined : readInteger(offset);
  const offsetRange = offset === undefined ? undefined : offsetValue === undefined ? ALL_ROWS : { lower: offsetValue, upper: Infinity };
  if (limitRange && offsetRange) {
    const rows = rangeLimit(limitRange) ?? 0;
    return { lower: offsetRange.lower, upper: offsetRange.lower + rows - 1 };
  }
  return limitRange ?? offsetRange;
}

/** The request's top-level range; PGRST103 (416) when it is empty without asking for zero rows. */
export function topLevelRange(method: string, limitRange: RowRange | undefined, rangeHeaderValue: string | undefined): RowRange {
  const header = method === 'GET' ? rangeHeader(rangeHeaderValue) : ALL_ROWS;
  const requested = limitRange ?? ALL_ROWS;
  const range = convertToLimitZero(requested, intersect(header, requested));
  if (isEmpty(range) && !hasLimitZero(requested)) {
    throw invalidRange(isEmpty(header) ? { kind: 'lowerGreaterThanUpper' } : { kind: 'negativeLimit' });
  }
  return range;
}

/** A read never returns more than max-rows. */
export const restrictToMaxRows = (range: RowRange) => convertToLimitZero(range, restrict(MAX_ROWS, range));

export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const rangePart = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangePart}/${total === undefined ? '*' : total}`;
}

/** A read's status and Content-Range: 206 for part of a counted total, 416 past its end. */
export function readRangeStatus(
  range: RowRange,
  rows: number,
  total: number | undefined,
): { status: number; contentRange: string; outOfBounds?: PostgrestError } {
  const lower = range.lower;
  const upper = lower + rows - 1;
  const header = contentRange(lower, upper, total);
  if (total === undefined) return { status: 200, contentRange: header };
  if (lower > total) return { status: 416, contentRange: header, outOfBounds: invalidRange({ kind: 'outOfBounds', offset: lower, total }) };
  return { status: 1 + upper - lower < total ? 206 : 200, contentRange: header };
}
