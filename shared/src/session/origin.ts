// Where a visitor was going when sent to /auth, so sign-in can return them there (spec §2).
import type { Location } from 'react-router-dom';

export interface OriginState {
  from?: string;
}

export function originState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): OriginState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

export function originPath(state: unknown, fallback = '/'): string {
  const from = (state as OriginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth') ? from : fallback;
}
