// Where a password-recovery link carries its token: the query (token) or the hash (access_token),
// with a type that is 'recovery' for reset links.
import type { Location } from 'react-router-dom';

type UrlParts = Pick<Location, 'search' | 'hash'>;

const queryParams = (search: string) => new URLSearchParams(search);
const hashParams = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

export function tokenFromQuery({ search }: UrlParts): string | null {
  return queryParams(search).get('token') || null;
}

export function tokenFromHash({ hash }: UrlParts): string | null {
  return hashParams(hash).get('access_token') || null;
}

export function linkType({ search, hash }: UrlParts): string | null {
  return queryParams(search).get('type') ?? hashParams(hash).get('type');
}

/** The same URL parts without the token: the hash carries the whole auth session, so it goes entirely. */
export function withoutRecoveryToken({ search, hash }: UrlParts): UrlParts {
  const query = queryParams(search);
  if (query.has('token')) {
    query.delete('token');
    query.delete('type');
  }
  const remaining = query.toString();
  return {
    search: remaining ? `?${remaining}` : '',
    hash: hashParams(hash).has('access_token') ? '' : hash,
  };
}
