import { Spinner, Page } from '@whalewatch/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { loadRemoteScreen, type RemoteScreen } from '../federation/remoteScreens';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';

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
      <RemoteErrorBoundary key={attempt} name={`${screen.remote}/${screen.expose}`}>
        <Suspense
          fallback={
            <Page>
              <Spinner label={`Loading ${screen.title}`} />
            </Page>
          }
        >
          <Screen />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
