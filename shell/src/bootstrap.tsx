// Start-up: read the deployment's config and remotes registry, teach the federation runtime where the
// remotes are, follow the signed-in session, then render. A missing registry still renders the app:
// remote routes show as unavailable.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, sessionStore, watchSession } from '@whalewatch/shared/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fallbackPlugin } from './federation/fallbackPlugin';
import { prefetchPlugin } from './federation/prefetchPlugin';
import { activeRemoteOverrides, takeRemoteOverrideFromAddress, withRemoteOverrides } from './federation/remoteOverride';
import { fetchRemoteRegistry, toFederationRemotes } from './federation/remoteRegistry';
import { loadRemotePolicy } from './federation/remoteSelection';
import { retryPlugin } from './federation/retryPlugin';
import { signedInParts } from './navigation/signedInParts';

async function start() {
  // A stored session: the bar's signed-in parts download alongside the config, not after the first render.
  if (sessionStore.getState().user) signedInParts.preload();
  // The deployment's allowed remote origins come with its config, never with the registry.
  const [registry] = await Promise.allSettled([fetchRemoteRegistry(), loadRuntimeConfig(), loadRemotePolicy()]);
  registerPlugins([retryPlugin(), fallbackPlugin(), prefetchPlugin()]);
  // After the policy: a developer's override is taken only from the deployment's development origins.
  takeRemoteOverrideFromAddress();
  if (registry.status === 'fulfilled') {
    registerRemotes(toFederationRemotes(withRemoteOverrides(registry.value)), { force: true });
    const overrides = activeRemoteOverrides();
    if (Object.keys(overrides).length > 0) {
      import('./federation/DevRemoteBanner').then(
        (banner) => banner.showDevRemoteBanner(overrides),
        (error: unknown) => console.error('The development override banner could not load', error),
      );
    }
  } else {
    console.error('Remotes registry unavailable: remote screens will show as unavailable', registry.reason);
  }
  // After the config: the auth service's URL comes from it. Signed out, it waits for a sign-in before it
  // loads supabase-js.
  watchSession();

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element to mount into');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
