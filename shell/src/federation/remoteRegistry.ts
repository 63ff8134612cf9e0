// The remotes registry: where each remote's manifest lives, fetched at start-up so a remote ships (or
// rolls back) by flipping an entry, with no shell rebuild. Format (schemaVersion 1 entries are
// `{entry, version?}` only, and are still read):
// {"schemaVersion":2,"remotes":{"mfe_tracking":{
//   "entry":"http://…/releases/mfe-tracking/1.0.0-3f2a9c0b1d/mf-manifest.json","version":"1.0.0",
//   "release":"1.0.0-3f2a9c0b1d","requires":{"shared":"^1.0.0","federationRuntime":"2.9.2"},
//   "canary":{"entry":"…","release":"1.0.1-…","requires":{…},"percent":10}}}}
// What this browser takes from it (the live release or the canary, whether its requirements are met,
// whether its origin is allowed) is remoteSelection.ts's.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryEntry, ReleaseEntry, RemoteRegistry, RemoteRequirements } from './registryEntry';
import { withRemoteOverrides } from './remoteOverride';
import { rememberSelection, selectRemote, type SelectionContext } from './remoteSelection';

export const DEFAULT_REGISTRY_URL = '/remotes.json';

export type { RegistryEntry, ReleaseEntry, RemoteRegistry, RemoteRequirements } from './registryEntry';

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

function readRequirements(value: unknown): RemoteRequirements | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { shared, federationRuntime } = value as Record<string, unknown>;
  const requirements: RemoteRequirements = {};
  if (typeof shared === 'string') requirements.shared = shared;
  if (typeof federationRuntime === 'string') requirements.federationRuntime = federationRuntime;
  return requirements;
}

function readRelease(name: string, value: unknown, what = ''): ReleaseEntry {
  const fields = (value ?? {}) as Record<string, unknown>;
  const { entry, version, release } = fields;
  if (typeof entry !== 'string' || entry === '') {
    throw new Error(`Remotes registry entry "${name}"${what} needs a container name and an "entry" URL`);
  }
  const parsed: ReleaseEntry = { entry };
  if (typeof version === 'string') parsed.version = version;
  if (typeof release === 'string') parsed.release = release;
  const requires = readRequirements(fields.requires);
  if (requires) parsed.requires = requires;
  return parsed;
}

export function parseRemoteRegistry(body: unknown): RemoteRegistry {
  if (!body || typeof body !== 'object') throw new Error('Remotes registry is not a JSON object');
  const { schemaVersion, remotes } = body as Partial<RemoteRegistry>;
  if (schemaVersion !== 1 && schemaVersion !== 2) throw new Error(`Unsupported remotes registry schemaVersion: ${String(schemaVersion)}`);
  if (!remotes || typeof remotes !== 'object') throw new Error('Remotes registry has no "remotes" object');

  const parsed: Record<string, RegistryEntry> = {};
  for (const [name, value] of Object.entries(remotes)) {
    if (!CONTAINER_NAME.test(name)) throw new Error(`Remotes registry entry "${name}" needs a container name and an "entry" URL`);
    const entry: RegistryEntry = readRelease(name, value);
    const canary = (value as { canary?: unknown } | null)?.canary;
    if (schemaVersion === 2 && canary) {
      const percent = (canary as { percent?: unknown }).percent;
      if (typeof percent !== 'number' || !(percent >= 0 && percent <= 100)) {
        throw new Error(`Remotes registry entry "${name}" has a canary without a percent from 0 to 100`);
      }
      entry.canary = { ...readRelease(name, canary, "'s canary"), percent };
    }
    parsed[name] = entry;
  }
  return { schemaVersion, remotes: parsed };
}

export async function fetchRemoteRegistry(url = DEFAULT_REGISTRY_URL): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remotes registry ${url} answered ${response.status}`);
  return parseRemoteRegistry(await response.json());
}

/**
 * Entries as the Module Federation runtime's registerRemotes() takes them: the release this browser
 * gets of each remote, leaving out those it must not load (an origin not allowed, or requirements this
 * shell does not meet: their routes say why instead). Remembers each choice for the routes.
 */
export function toFederationRemotes(registry: RemoteRegistry, context: SelectionContext = {}): { name: string; entry: string }[] {
  return Object.entries(registry.remotes).flatMap(([name, listed]) => {
    const selected = rememberSelection(selectRemote(name, listed, context));
    return selected.refused || selected.problem ? [] : [{ name, entry: selected.entry }];
  });
}

/**
 * Reads the registry again and registers the entry it lists now for one remote, so Retry picks up an
 * entry fixed since start-up. `force` also drops what the runtime kept from the last try (a failed or
 * never-answered manifest or remote entry), so the next load starts over.
 */
export async function reregisterRemote(name: string, url = DEFAULT_REGISTRY_URL, context: SelectionContext = {}): Promise<void> {
  const listed = withRemoteOverrides(await fetchRemoteRegistry(url)).remotes[name];
  if (!listed) throw new Error(`Remotes registry ${url} has no entry for ${name}`);
  const selected = rememberSelection(selectRemote(name, listed, context));
  if (selected.refused) throw new Error(selected.refused);
  // Its route shows that it needs an update; nothing to load.
  if (selected.problem) return;
  registerRemotes([{ name, entry: selected.entry }], { force: true });
}
