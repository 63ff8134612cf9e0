// Every screen the shell takes from a remote: container name, exposed module, and a title for messages.
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_SCREENS, type RemoteName, type ScreenContract, type ScreenName } from '@whalewatch/contracts/federation';
import type { ComponentType } from 'react';
import { NeedsUpdate } from '../remotes/NeedsUpdate';
import { reportRemoteLoad } from './releaseReports';
import { reregisterRemote } from './remoteRegistry';
import { selectedRemote } from './remoteSelection';

export interface RemoteScreen {
  remote: RemoteName;
  expose: string;
  title: string;
}

/** A screen of the federation contract (@whalewatch/contracts/federation): a typo, or a screen a remote no longer exposes, fails to compile. */
function screen<R extends RemoteName>(remote: R, expose: ScreenName<R>): RemoteScreen {
  const contract = (REMOTE_SCREENS[remote] as Record<string, ScreenContract>)[expose];
  return { remote, expose, title: contract.title };
}

export const SCREENS = {
  authPanel: screen('mfe_auth', 'AuthPanel'),
  recoveryLanding: screen('mfe_auth', 'RecoveryLanding'),
  accountSettings: screen('mfe_auth', 'AccountSettings'),
  walletTracking: screen('mfe_tracking', 'WalletTracking'),
  tokenAnalyzer: screen('mfe_analyzer', 'TokenAnalyzer'),
  dashboard: screen('mfe_analyzer', 'Dashboard'),
  portfolioViewer: screen('mfe_portfolio', 'PortfolioViewer'),
  walletProfile: screen('mfe_portfolio', 'WalletProfile'),
  stealthWallet: screen('mfe_stealth', 'StealthWallet'),
  pricing: screen('mfe_billing', 'Pricing'),
} satisfies Record<string, RemoteScreen>;

export type ScreenModule = { default: ComponentType; whalewatchFallback?: 'unavailable' | 'needs-update' };

/** The module a route gets instead of a release this shell cannot run. */
export const NEEDS_UPDATE_MODULE: ScreenModule = { default: NeedsUpdate, whalewatchFallback: 'needs-update' };

/**
 * Module Federation's own refusal of a remote's shared versions (a singleton with strictVersion whose
 * provided version is outside the remote's range, or a shared module the shell does not provide).
 */
export function isSharedVersionError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /does not satisfy the requirement of|Unsatisfied version|RUNTIME-012|without the host providing the corresponding lib/i.test(
    message,
  );
}

/**
 * How long a screen's whole load (registry re-read on Retry, manifest, remote entry, exposed chunk) may
 * take. A remote that accepts connections but never answers would otherwise keep its route on Loading.
 */
export const REMOTE_LOAD_DEADLINE_MS = 15_000;

class RemoteLoadTimeoutError extends Error {
  override name = 'RemoteLoadTimeoutError';
}

/** The work's outcome, or a RemoteLoadTimeoutError once the deadline passes; a late outcome is ignored. */
function withinDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const message = `${what} did not load within ${REMOTE_LOAD_DEADLINE_MS} ms`;
    timer = setTimeout(() => reject(new RemoteLoadTimeoutError(message)), REMOTE_LOAD_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function importScreen(screen: RemoteScreen): Promise<ScreenModule> {
  const module = await loadRemote<ScreenModule>(`${screen.remote}/${screen.expose}`);
  if (!module?.default) throw new Error(`${screen.remote}/${screen.expose} has no default export`);
  return module;
}

/**
 * `rereadRegistry` (Retry): read the registry again first, so an entry fixed since start-up is used.
 * A release whose requirements this shell does not meet is not loaded: the route gets the update
 * screen, as it does when Module Federation refuses the remote's shared versions while loading. How the
 * load went is reported to the api (automatic rollback).
 */
export async function loadRemoteScreen(screen: RemoteScreen, { rereadRegistry = false } = {}): Promise<ScreenModule> {
  const id = `${screen.remote}/${screen.expose}`;
  try {
    let notLoaded = false;
    const module = await withinDeadline(
      (async () => {
        if (rereadRegistry) await reregisterRemote(screen.remote);
        const problem = selectedRemote(screen.remote)?.problem;
        if (!problem) return importScreen(screen);
        console.warn(`${id} is not loaded: ${problem}`);
        notLoaded = true;
        return NEEDS_UPDATE_MODULE;
      })(),
      id,
    );
    if (!notLoaded)
      reportRemoteLoad(selectedRemote(screen.remote), module.whalewatchFallback ? 'failed' : 'loaded', module.whalewatchFallback);
    return module;
  } catch (error) {
    reportRemoteLoad(selectedRemote(screen.remote), 'failed', error instanceof Error ? error.message : String(error));
    if (isSharedVersionError(error)) {
      console.error(`${id} needs shared versions this app does not provide`, error);
      return NEEDS_UPDATE_MODULE;
    }
    throw error;
  }
}

const preloaded = new Set<string>();

/** Warms a screen's remote (manifest, entry and chunk) once, e.g. on hover of its nav link. */
export function preloadScreen(screen: RemoteScreen): void {
  const key = `${screen.remote}/${screen.expose}`;
  const selected = selectedRemote(screen.remote);
  if (preloaded.has(key) || selected?.problem || selected?.refused) return;
  preloaded.add(key);
  preloadRemote([{ nameOrAlias: screen.remote, exposes: [`./${screen.expose}`] }]).catch((error: unknown) => {
    preloaded.delete(key);
    console.warn(`Preloading ${key} failed; it will load on visit`, error);
  });
}
