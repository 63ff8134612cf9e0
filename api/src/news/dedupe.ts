// When two feeds carry the same story: the same page once tracking parameters, fragment, trailing slash
// and the host's letter case are set aside, or the same title once case, punctuation and spacing are.
const TRACKING = /^(utm_.+|ref|source|fbclid|gclid|mc_cid|mc_eid)$/i;

export function canonicalUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    parsed.hostname = parsed.hostname.toLowerCase().replace(/^www\./, '');
    for (const key of [...parsed.searchParams.keys()]) if (TRACKING.test(key)) parsed.searchParams.delete(key);
    parsed.searchParams.sort();
    const path = parsed.pathname.replace(/\/+$/, '') || '/';
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
