import { Page, Spinner } from '@whalewatch/shared/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { loadRemoteScreen, type RemoteScreen } from '../federation/remoteScreens';
import { LoadErrorBoundary } from '../loading/LoadErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * A route whose screen comes from a remote, loaded on first visit. Retry builds a new lazy component
 * under a new key: a rejected React.lazy stays rejected, so remounting is the only way to try again.
 * Retry also re-reads the remotes registry, so a remote whose entry was fixed loads without a reload.
 */
export function RemoteRoute({ screen }: { screen: RemoteScreen }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // `attempt` is a dependency on purpose: each retry needs a fresh lazy component.
  const Screen = useMemo(() => lazy(() => loadRemoteScreen(screen, { rereadRegistry: attempt > 0 })), [screen, attempt]);
  const context = useMemo(() => ({ screen, retry }), [screen, retry]);

  return (
    <RemoteRetryContext.Provider value={context}>
      <LoadErrorBoundary key={attempt} name={`Remote screen ${screen.remote}/${screen.expose}`} fallback={<RemoteUnavailable />}>
        <Suspense
          fallback={
            <Page>
              <Spinner label={`Loading ${screen.title}`} />
            </Page>
          }
        >
          <Screen />
        </Suspense>
      </LoadErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
