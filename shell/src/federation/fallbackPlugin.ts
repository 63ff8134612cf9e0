// Runtime plugin for remotes that stay unreachable: instead of an exception, the route gets a module
// whose screen says the feature is unavailable and offers Retry (see RemoteUnavailable). A remote whose
// shared versions the runtime refused gets the "needs an update" screen instead.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { isSharedVersionError, NEEDS_UPDATE_MODULE } from './remoteScreens';

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'whalewatch-fallback',
    errorLoadRemote: ({ id, error, lifecycle }) => {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${id} could not be loaded`, error);
      if (isSharedVersionError(error)) return { __esModule: true, ...NEEDS_UPDATE_MODULE };
      return { __esModule: true, default: RemoteUnavailable, whalewatchFallback: 'unavailable' };
    },
  };
}
