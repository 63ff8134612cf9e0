// Runtime plugin for network errors: a remote's manifest fetch that fails on the network (not an HTTP
// error) is tried again a few times with a growing pause before the route gives up.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  attempts: number;
  firstDelayMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(url: string, init: RequestInit, { attempts, firstDelayMs }: RetryOptions): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { ...init, cache: 'no-store' });
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(firstDelayMs * 2 ** (attempt - 1));
    }
  }
}

export function retryPlugin(options: RetryOptions = { attempts: 3, firstDelayMs: 250 }): ModuleFederationRuntimePlugin {
  return {
    name: 'whalewatch-retry',
    fetch: (url, init) => fetchWithRetry(url, init, options),
  };
}
