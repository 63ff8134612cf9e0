// The remotes registry: where each remote's manifest lives, fetched at start-up so a remote ships (or
// rolls back) by flipping an entry, with no shell rebuild. Format:
// {"schemaVersion":1,"remotes":{"mfe_analyzer":{"entry":"http://…/mf-manifest.json","version":"1.4.2"}}}
import { registerRemotes } from '@module-federation/enhanced/runtime';

export const DEFAULT_REGISTRY_URL = '/remotes.json';

export interface RegistryEntry {
  entry: string;
  version?: string;
}

export interface RemoteRegistry {
  schemaVersion: 1;
  remotes: Record<string, RegistryEntry>;
}

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

export function parseRemoteRegistry(body: unknown): RemoteRegistry {
  if (!body || typeof body !== 'object') throw new Error('Remotes registry is not a JSON object');
  const { schemaVersion, remotes } = body as Partial<RemoteRegistry>;
  if (schemaVersion !== 1) throw new Error(`Unsupported remotes registry schemaVersion: ${String(schemaVersion)}`);
  if (!remotes || typeof remotes !== 'object') throw new Error('Remotes registry has no "remotes" object');

  const parsed: Record<string, RegistryEntry> = {};
  for (const [name, value] of Object.entries(remotes)) {
    const entry = (value as Partial<RegistryEntry> | null)?.entry;
    if (!CONTAINER_NAME.test(name) || typeof entry !== 'string' || entry === '') {
      throw new Error(`Remotes registry entry "${name}" needs a container name and an "entry" URL`);
    }
    const version = (value as RegistryEntry).version;
    parsed[name] = typeof version === 'string' ? { entry, version } : { entry };
  }
  return { schemaVersion: 1, remotes: parsed };
}

export async function fetchRemoteRegistry(url = DEFAULT_REGISTRY_URL): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remotes registry ${url} answered ${response.status}`);
  return parseRemoteRegistry(await response.json());
}

/** Entries as the Module Federation runtime's registerRemotes() takes them. */
export function toFederationRemotes(registry: RemoteRegistry): { name: string; entry: string }[] {
  return Object.entries(registry.remotes).map(([name, { entry }]) => ({ name, entry }));
}

/**
 * Reads the registry again and registers the entry it lists now for one remote, so Retry picks up an
 * entry fixed since start-up. `force` also drops what the runtime kept from the last try (a failed or
 * never-answered manifest or remote entry), so the next load starts over.
 */
export async function reregisterRemote(name: string, url = DEFAULT_REGISTRY_URL): Promise<void> {
  const listed = (await fetchRemoteRegistry(url)).remotes[name];
  if (!listed) throw new Error(`Remotes registry ${url} has no entry for ${name}`);
  registerRemotes([{ name, entry: listed.entry }], { force: true });
}
