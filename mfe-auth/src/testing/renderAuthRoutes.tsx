// The auth screens mounted at their routes, as the shell mounts them, with a probe that prints where
// the router is; any other route shows only the probe (e.g. /dashboard after sign-in).
import { renderWithProviders, type ProviderOptions } from '@whalewatch/shared/testing';
import type { InitialEntry } from 'react-router-dom';
import { Route, Routes, useLocation } from 'react-router-dom';
import AuthPanel, { type AuthPanelProps } from '../auth-panel/AuthPanel';
import RecoveryLanding from '../recovery/RecoveryLanding';

/** Prints `pathname+search+hash state`, e.g. '/auth {"from":"/authorisation"}'. */
export function UrlProbe() {
  const location = useLocation();
  return (
    <output aria-label="current url">
      {`${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state ?? null)}`}
    </output>
  );
}

export function renderAuthRoutes(route: InitialEntry, panel: AuthPanelProps = {}, options: ProviderOptions = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth" element={<AuthPanel {...panel} />} />
        <Route path="/authorisation/*" element={<RecoveryLanding />} />
        <Route path="*" element={null} />
      </Routes>
      <UrlProbe />
    </>,
    { ...options, route },
  );
}

/** The auth panel as it opens when a signed-out visitor of `from` is sent to sign in. */
export const authFrom = (from: string): InitialEntry => ({ pathname: '/auth', state: { from } });
