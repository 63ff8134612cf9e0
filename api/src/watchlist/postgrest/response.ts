// The HTTP answer PostgREST builds from a result (src/PostgREST/Response.hs): status, Content-Range,
// Content-Location, Location, Preference-Applied, Content-Type and Content-Profile, and the body.
import type { ResultSet } from '../repo';
import { SCHEMA_NAME, TABLE_NAME } from './table';
import { contentTypeOf } from './media-types';
import type { Plan } from './plan';
import { preferenceApplied, shouldCount } from './preferences';
import { contentRange, readRangeStatus } from './ranges';

export type Answer = { status: number; headers: Record<string, string>; body: string | undefined };

export function answer(plan: Plan, result: ResultSet): Answer {
  const { request, preferences } = plan;
  const typeHeaders: Record<string, string> = {
    'content-type': contentTypeOf(plan.media),
    ...(request.profileNegotiated ? { 'content-profile': SCHEMA_NAME } : {}),
  };
  const applied = (fields: Partial<typeof preferences>): Record<string, string> => {
    const value = preferenceApplied({
      count: preferences.count,
      handling: preferences.handling,
      timezone: preferences.timezone,
      ...fields,
    });
    return value === undefined ? {} : { 'preference-applied': value };
  };
  const counted = shouldCount(preferences.count) ? result.pageTotal : undefined;
  const withBody = preferences.representation === 'representation';

  if (request.action === 'read') {
    const { status, contentRange: range, outOfBounds } = readRangeStatus(request.topRange, result.pageTotal, result.tableTotal);
    const canonical = request.query.canonical;
    const headers = {
      'content-range': range,
      'content-location': `/${TABLE_NAME}${canonical === '' ? '' : `?${canonical}`}`,
      ...typeHeaders,
      ...applied({}),
    };
    if (outOfBounds) return { status, headers, body: JSON.stringify(outOfBounds.body()) };
    return { status, headers, body: request.headersOnly ? undefined : result.body };
  }

  const representation = { representation: preferences.representation };
  if (request.action === 'create') {
    const merging = preferences.resolution === 'merge-duplicates';
    const status = merging && !((result.inserted ?? 0) > 0) ? 200 : 201;
    const location: Record<string, string> =
      result.location && result.location.length > 0
        ? { location: `/${TABLE_NAME}?${result.location.map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(value)}`).join('&')}` }
        : {};
    const headers = {
      ...location,
      'content-range': contentRange(1, 0, counted),
      ...applied({ resolution: preferences.resolution, missing: preferences.missing, ...representation }),
    };
    return withBody ? { status, headers: { ...headers, ...typeHeaders }, body: result.body } : { status, headers, body: undefined };
  }

  const maxAffected = { maxAffected: preferences.maxAffected };
  const headers =
    request.action === 'update'
      ? {
          'content-range': contentRange(0, result.pageTotal - 1, counted),
          ...applied({ missing: preferences.missing, ...representation, ...maxAffected }),
        }
      : { 'content-range': contentRange(1, 0, counted), ...applied({ ...representation, ...maxAffected }) };
  return withBody ? { status: 200, headers: { ...headers, ...typeHeaders }, body: result.body } : { status: 204, headers, body: undefined };
}

/** http-types' query encoding: letters, digits and -_.~ stay, everything else is %XX. */
const encodeQuery = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'))
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) && byte < 128
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
