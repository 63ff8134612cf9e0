// Runtime plugin for remotes that stay unreachable: instead of an exception, the route gets a module
// whose screen says the feature is unavailable and offers Retry (see RemoteUnavailable).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'whalewatch-fallback',
    errorLoadRemote: ({ id, error, lifecycle }) => {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${id} could not be loaded`, error);
      return { __esModule: true, default: RemoteUnavailable };
    },
  };
}
