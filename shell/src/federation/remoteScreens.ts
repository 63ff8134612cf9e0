// Every screen the shell takes from a remote: container name, exposed module, and a title for messages.
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { reregisterRemote } from './remoteRegistry';

export interface RemoteScreen {
  remote: string;
  expose: string;
  title: string;
}

export const SCREENS = {
  authPanel: { remote: 'mfe_auth', expose: 'AuthPanel', title: 'Sign In' },
  recoveryLanding: { remote: 'mfe_auth', expose: 'RecoveryLanding', title: 'Password recovery' },
  walletTracking: { remote: 'mfe_tracking', expose: 'WalletTracking', title: 'Wallet Tracking' },
  tokenAnalyzer: { remote: 'mfe_analyzer', expose: 'TokenAnalyzer', title: 'Token Analyzer' },
  dashboard: { remote: 'mfe_analyzer', expose: 'Dashboard', title: 'Dashboard' },
  portfolioViewer: { remote: 'mfe_portfolio', expose: 'PortfolioViewer', title: 'Portfolio Viewer' },
  walletProfile: { remote: 'mfe_portfolio', expose: 'WalletProfile', title: 'Wallet profile' },
  stealthWallet: { remote: 'mfe_stealth', expose: 'StealthWallet', title: 'StealthWallet' },
  pricing: { remote: 'mfe_billing', expose: 'Pricing', title: 'Pricing' },
} satisfies Record<string, RemoteScreen>;

export type ScreenModule = { default: ComponentType };

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

/** `rereadRegistry` (Retry): read the registry again first, so an entry fixed since start-up is used. */
export function loadRemoteScreen(screen: RemoteScreen, { rereadRegistry = false } = {}): Promise<ScreenModule> {
  const load = rereadRegistry ? reregisterRemote(screen.remote).then(() => importScreen(screen)) : importScreen(screen);
  return withinDeadline(load, `${screen.remote}/${screen.expose}`);
}

const preloaded = new Set<string>();

/** Warms a screen's remote (manifest, entry and chunk) once, e.g. on hover of its nav link. */
export function preloadScreen(screen: RemoteScreen): void {
  const key = `${screen.remote}/${screen.expose}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  preloadRemote([{ nameOrAlias: screen.remote, exposes: [`./${screen.expose}`] }]).catch((error: unknown) => {
    preloaded.delete(key);
    console.warn(`Preloading ${key} failed; it will load on visit`, error);
  });
}
