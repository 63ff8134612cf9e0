// A developer's per-browser override of a registry entry (`npm run dev -- <remote>`): the remote is
// loaded from their dev server inside the real product, for this browser only (as Module Federation's
// devtools "proxy a remote to local" does). Kept in localStorage; set from the address bar with
// `?dev-remote=mfe_tracking@http://127.0.0.1:3102/mf-manifest.json`, which start-up takes and removes.
// Only entries from the deployment's `devRemoteOrigins` (its /config.json) are taken, and like any entry
// they must come from an allowed remote origin too: a deployment that lists none takes no override, so
// no link can make it load someone's code.
import type { RemoteRegistry } from './registryEntry';
import { devRemoteOrigins, originMatches } from './remoteSelection';

export const REMOTE_OVERRIDE_KEY = 'whalewatch:remote-override';
export const DEV_REMOTE_PARAM = 'dev-remote';

/** Container name → the entry (mf-manifest.json or remoteEntry.js URL) this browser loads it from. */
export type RemoteOverrides = Record<string, string>;

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

let applied: RemoteOverrides = {};

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Why this browser may not load `name` from `entry`; null when it may. */
export function overrideProblem(name: string, entry: string, origins: readonly string[] = devRemoteOrigins()): string | null {
  if (!CONTAINER_NAME.test(name)) return `Remote override: "${name}" is not a container name`;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `Remote override of ${name}: ${entry} is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `Remote override of ${name}: ${entry} is not an http(s) URL`;
  if (!origins.some((origin) => originMatches(url, origin))) {
    return `Remote override of ${name}: ${entry} is not from a development origin this deployment allows (${origins.join(', ') || 'none'})`;
  }
  return null;
}

/** The overrides kept in this browser (whatever their origin; withRemoteOverrides decides which apply). */
export function storedRemoteOverrides(store = localStore()): RemoteOverrides {
  try {
    const kept: unknown = JSON.parse(store?.getItem(REMOTE_OVERRIDE_KEY) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(Object.entries(kept).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

function storeOverrides(overrides: RemoteOverrides, store = localStore()): void {
  if (Object.keys(overrides).length === 0) store?.removeItem(REMOTE_OVERRIDE_KEY);
  else store?.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify(overrides));
}

/**
 * Takes `?dev-remote=<container>@<entry>` from the address: kept when the entry's origin is a development
 * origin, refused (in the console) otherwise, and removed from the address either way.
 */
export function takeRemoteOverrideFromAddress(page: Pick<Window, 'location' | 'history'> = window, store = localStore()): void {
  const address = new URL(page.location.href);
  const value = address.searchParams.get(DEV_REMOTE_PARAM);
  if (value === null) return;
  address.searchParams.delete(DEV_REMOTE_PARAM);
  page.history.replaceState(page.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  const at = value.indexOf('@');
  const [name, entry] = at > 0 ? [value.slice(0, at), value.slice(at + 1)] : [value, ''];
  const problem = overrideProblem(name, entry);
  if (problem) {
    console.error(problem);
    return;
  }
  storeOverrides({ ...storedRemoteOverrides(store), [name]: entry }, store);
}

/**
 * The registry with this browser's overrides in place of the entries they name: the dev server's build,
 * with no canary and no requirements (it is built against this checkout). Overrides from an origin not
 * allowed are refused in the console and left out.
 */
export function withRemoteOverrides(registry: RemoteRegistry, overrides: RemoteOverrides = storedRemoteOverrides()): RemoteRegistry {
  const remotes = { ...registry.remotes };
  applied = {};
  for (const [name, entry] of Object.entries(overrides)) {
    if (!(name in remotes)) continue;
    const problem = overrideProblem(name, entry);
    if (problem) {
      console.error(problem);
      continue;
    }
    remotes[name] = { entry, version: 'dev' };
    applied[name] = entry;
  }
  return { ...registry, remotes };
}

/** The overrides in use on this page (what the dev banner lists). */
export function activeRemoteOverrides(): RemoteOverrides {
  return { ...applied };
}

/** Back to the registry's entry for `name` (from the next page load). */
export function stopRemoteOverride(name: string, store = localStore()): void {
  const overrides = storedRemoteOverrides(store);
  delete overrides[name];
  storeOverrides(overrides, store);
}
