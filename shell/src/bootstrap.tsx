// Start-up: read the deployment's config and remotes registry, teach the federation runtime where the
// remotes are, follow the signed-in session, then render. A missing registry still renders the app:
// remote routes show as unavailable.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, sessionStore } from '@whalewatch/shared/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fallbackPlugin } from './federation/fallbackPlugin';
import { prefetchPlugin } from './federation/prefetchPlugin';
import { fetchRemoteRegistry, toFederationRemotes } from './federation/remoteRegistry';
import { retryPlugin } from './federation/retryPlugin';
import { signedInParts } from './session/signedInParts';

/**
 * Keeps the session store in step with the auth service (refreshed tokens, a sign-out elsewhere) once
 * someone is signed in: its code comes with the rest of @whalewatch/shared, which a signed-out
 * visitor's first page does not load (issue 23).
 */
function followSessionWhenSignedIn() {
  const follow = () =>
    import('@whalewatch/shared').then(
      ({ watchSession }) => watchSession(),
      (error: unknown) => console.error('The session will not be refreshed: its code could not load', error),
    );
  if (sessionStore.getState().user) return void follow();
  const stop = sessionStore.subscribe(({ user }) => {
    if (!user) return;
    stop();
    void follow();
  });
}

async function start() {
  // A stored session: the bar's signed-in parts download alongside the config, not after the first render.
  if (sessionStore.getState().user) signedInParts.preload();
  const [registry] = await Promise.allSettled([fetchRemoteRegistry(), loadRuntimeConfig()]);
  registerPlugins([retryPlugin(), fallbackPlugin(), prefetchPlugin()]);
  if (registry.status === 'fulfilled') {
    registerRemotes(toFederationRemotes(registry.value), { force: true });
  } else {
    console.error('Remotes registry unavailable: remote screens will show as unavailable', registry.reason);
  }
  // After the config: the auth service's URL comes from it.
  followSessionWhenSignedIn();

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element to mount into');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
