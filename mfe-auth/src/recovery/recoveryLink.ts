// What a password-recovery link carries: its tokens in the hash (access_token + refresh_token, as the
// auth service redirects) or the query (token, a token hash), a type that is 'recovery' for reset
// links, or, for a used or expired link, an error_description.
import type { RecoveryTokens } from '@whalewatch/shared';
import type { Location } from 'react-router-dom';

type UrlParts = Pick<Location, 'search' | 'hash'>;

const queryParams = (search: string) => new URLSearchParams(search);
const hashParams = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));

export function recoveryTokensInUrl({ search, hash }: UrlParts): RecoveryTokens | null {
  const fromHash = hashParams(hash);
  const accessToken = fromHash.get('access_token');
  if (accessToken) return { recoveryToken: accessToken, recoveryRefreshToken: fromHash.get('refresh_token') || null };
  const tokenHash = queryParams(search).get('token');
  return tokenHash ? { recoveryToken: tokenHash, recoveryRefreshToken: null } : null;
}

export function linkType({ search, hash }: UrlParts): string | null {
  return queryParams(search).get('type') ?? hashParams(hash).get('type');
}

/** Why the auth service refused the link, in its words ('Email link is invalid or has expired'). */
export function linkError({ search, hash }: UrlParts): string | null {
  return hashParams(hash).get('error_description') || queryParams(search).get('error_description') || null;
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
