// The `Prefer` header as PostgREST reads it (src/PostgREST/ApiRequest/Preferences.hs): comma-separated
// preferences over any number of headers, the first of each kind wins, unknown ones are ignored unless
// `handling=strict`; and the `Preference-Applied` header it answers with. Transactions end as on hosted
// Supabase (`db-tx-end = commit`): `tx=commit`/`tx=rollback` are understood but not applied.
import { readInteger } from './haskell-read';

export type Resolution = 'merge-duplicates' | 'ignore-duplicates';
export type Representation = 'representation' | 'minimal' | 'headers-only';
export type CountMethod = 'exact' | 'planned' | 'estimated';

export type Preferences = {
  resolution?: Resolution;
  representation?: Representation;
  count?: CountMethod;
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** A `timezone=` preference naming a zone the database knows. */
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
};

const ACCEPTED = [
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
];

/** Every preference in the `Prefer` headers, in order. */
export function preferenceList(header: string | string[] | undefined): string[] {
  const headers = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return headers.flatMap((value) => value.split(',')).map((value) => value.trim());
}

/** `isKnownTimezone` answers whether the database knows a zone (PostgREST asks pg_timezone_names). */
export function readPreferences(preferences: string[], isKnownTimezone: (zone: string) => boolean): Preferences {
  const first = <T extends string>(prefix: string, values: readonly T[]): T | undefined => {
    const found = preferences.find((pref) => values.some((value) => pref === `${prefix}=${value}`));
    return found === undefined ? undefined : (found.slice(prefix.length + 1) as T);
  };
  const timezoneAsked = preferences.find((pref) => pref.startsWith('timezone='))?.slice('timezone='.length);
  const timezoneAccepted = timezoneAsked !== undefined && isKnownTimezone(timezoneAsked);
  const maxAffectedAsked = preferences.find((pref) => pref.startsWith('max-affected='))?.slice('max-affected='.length);
  const isUnacceptable = (pref: string) =>
    !ACCEPTED.includes(pref) && (!pref.startsWith('timezone=') || !timezoneAccepted) && !pref.startsWith('max-affected=');
  return {
    resolution: first('resolution', ['merge-duplicates', 'ignore-duplicates'] as const),
    representation: first('return', ['representation', 'minimal', 'headers-only'] as const),
    count: first('count', ['exact', 'planned', 'estimated'] as const),
    missing: first('missing', ['default', 'null'] as const),
    handling: first('handling', ['strict', 'lenient'] as const),
    timezone: timezoneAccepted ? timezoneAsked : undefined,
    maxAffected: maxAffectedAsked === undefined ? undefined : readInteger(maxAffectedAsked),
    invalid: preferences.filter(isUnacceptable),
  };
}

/** The preferences PostgREST reports as applied, in its order; `undefined` when there are none. */
export function preferenceApplied(applied: Omit<Preferences, 'invalid'>): string | undefined {
  const values = [
    applied.resolution && `resolution=${applied.resolution}`,
    applied.missing && `missing=${applied.missing}`,
    applied.representation && `return=${applied.representation}`,
    applied.count && `count=${applied.count}`,
    applied.handling && `handling=${applied.handling}`,
    applied.timezone && `timezone=${applied.timezone}`,
    applied.handling === 'strict' && applied.maxAffected !== undefined && `max-affected=${applied.maxAffected}`,
  ].filter((value): value is string => typeof value === 'string');
  return values.length === 0 ? undefined : values.join(', ');
}

/** count=exact and count=estimated run a count query; count=planned asks the planner. */
export const shouldCount = (count: CountMethod | undefined) => count === 'exact' || count === 'estimated';
