// Content negotiation as PostgREST does it for a table (src/PostgREST/MediaType.hs, Plan.hs
// negotiateContent): the Accept header ordered by q-value, the first type it can produce wins, otherwise
// 406 PGRST107. `application/vnd.pgrst.object+json` (supabase-js `.single()`) asks for one object.
import { mediaTypeError } from './errors';

export type Output =
  { kind: 'json' } | { kind: 'arrayStripped' } | { kind: 'single'; stripNulls: boolean } | { kind: 'csv' } | { kind: 'geojson' };

export type MediaType =
  | Output
  | { kind: 'any' }
  | { kind: 'urlencoded' }
  | { kind: 'plan'; mime: string }
  /** Types PostgREST names but a table never answers with (text/plain, …), and unknown ones. */
  | { kind: 'other'; mime: string };

const NAMED_ONLY: Record<string, string> = {
  'text/plain': 'text/plain',
  'text/xml': 'text/xml',
  'application/openapi+json': 'application/openapi+json',
  'application/octet-stream': 'application/octet-stream',
};

/** Wai's parseHttpAccept: spaces dropped, sorted by q then specificity (stable). */
function acceptedTypes(header: string | undefined): string[] {
  if (header === undefined) return ['*/*'];
  const entries = header.split(',').map((raw, index) => {
    const value = raw.replace(/ /g, '');
    const at = value.indexOf(';q=');
    const type = at === -1 ? value : value.slice(0, at);
    const qText = at === -1 ? '' : value.slice(at + 3).split(';')[0];
    const qNumber = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(qText);
    const q = qNumber ? Number(qNumber[0]) : 1;
    const specificity = (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
    return { type, q, specificity, index };
  });
  entries.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index);
  return entries.map((entry) => entry.type);
}

/** PostgREST's tokenizeMediaType + decodeMediaType for the types a table can answer with. */
export function decodeMediaType(text: string): MediaType {
  const match = /^([A-Za-z0-9.*]+)\/([A-Za-z0-9.*+-]+)(.*)$/.exec(text);
  if (!match) return { kind: 'other', mime: text };
  const [, main, sub, rest] = match;
  const params = new Map<string, string>();
  // Parameters are read one after another from the start; the first that does not parse ends them.
  const param = /\s*;\s*([A-Za-z0-9-]+)\s*=\s*(?:"([^"]*)"|([A-Za-z0-9|-]+))/y;
  for (let found = param.exec(rest); found; found = param.exec(rest)) params.set(found[1].toLowerCase(), found[2] ?? found[3]);
  const stripNulls = params.get('nulls') === 'stripped';
  switch (`${main.toLowerCase()}/${sub.toLowerCase()}`) {
    case 'application/json':
      return { kind: 'json' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    case 'text/csv':
      return { kind: 'csv' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'single', stripNulls };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripNulls ? { kind: 'arrayStripped' } : { kind: 'json' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return { kind: 'plan', mime: planMime(sub.toLowerCase(), params) };
    case '*/*':
      return { kind: 'any' };
    case 'application/x-www-form-urlencoded':
      return { kind: 'urlencoded' };
    default:
      return { kind: 'other', mime: NAMED_ONLY[`${main.toLowerCase()}/${sub.toLowerCase()}`] ?? text };
  }
}

function planMime(sub: string, params: Map<string, string>): string {
  const format = sub.endsWith('+json') ? 'json' : 'text';
  const forType = decodeMediaType(params.get('for') ?? 'application/json');
  const options = (params.get('options') ?? '')
    .split('|')
    .filter((option) => ['analyze', 'verbose', 'settings', 'buffers', 'wal'].includes(option));
  const ordered = ['analyze', 'verbose', 'settings', 'buffers', 'wal'].filter((option) => options.includes(option));
  return `application/vnd.pgrst.plan+${format}; for="${mimeOf(forType)}"${ordered.length === 0 ? '' : `; options=${ordered.join('|')}`}`;
}

export function mimeOf(type: MediaType): string {
  switch (type.kind) {
    case 'json':
      return 'application/json';
    case 'arrayStripped':
      return 'application/vnd.pgrst.array+json;nulls=stripped';
    case 'single':
      return type.stripNulls ? 'application/vnd.pgrst.object+json;nulls=stripped' : 'application/vnd.pgrst.object+json';
    case 'csv':
      return 'text/csv';
    case 'geojson':
      return 'application/geo+json';
    case 'any':
      return '*/*';
    case 'urlencoded':
      return 'application/x-www-form-urlencoded';
    case 'plan':
    case 'other':
      return type.mime;
  }
}

/** The output for the request's Accept header; plans are off, as on hosted Supabase (`db-plan-enabled`). */
export function negotiate(acceptHeader: string | undefined): Output {
  const accepted = acceptedTypes(acceptHeader).map(decodeMediaType);
  for (const type of accepted) {
    if (type.kind === 'any') return { kind: 'json' };
    if (type.kind !== 'plan' && type.kind !== 'other' && type.kind !== 'urlencoded') return type;
  }
  throw mediaTypeError(accepted.map(mimeOf));
}

/** The Content-Type of a body in this output. */
export const contentTypeOf = (output: Output) => `${mimeOf(output)}; charset=utf-8`;
