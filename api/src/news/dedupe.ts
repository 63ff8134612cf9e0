// When two feeds carry the same story: the same page once tracking parameters, fragment, trailing slash
// and the host's letter case are set aside, or the same title once case, punctuation and spacing are.
const TRACKING = /^(utm_.+|ref|source|fbclid|gclid|mc_cid|mc_eid)$/i;

/** A loop, not /\/+$/: that regex retries from every slash of a long run (10 s for 100 K slashes). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

export function canonicalUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    parsed.hostname = parsed.hostname.toLowerCase().replace(/^www\./, '');
    for (const key of [...parsed.searchParams.keys()]) if (TRACKING.test(key)) parsed.searchParams.delete(key);
    parsed.searchParams.sort();
    const path = withoutTrailingSlashes(parsed.pathname) || '/';
    return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
  } catch {
    return url.trim();
  }
}

export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();
}
