// The vault of a database: sealed under SECRETS_KEY, opening what SECRETS_PREVIOUS_KEYS sealed too. With
// no SECRETS_KEY (a bare `node dist/server.js`, tests) the api still works: it generates a key on first
// start and keeps it in the database (instance_secrets), as it does the embedded JWT secret, so every api
// process on that database agrees. That key protects nothing against a leaked dump of the database — it
// is in the dump — which is why `npm start` always configures one outside it (DATA_DIR/secrets-key) and
// the api warns at start without one. Once a key is configured, the kept one still opens what it sealed,
// so moving to a configured key needs nothing but a restart.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { instanceSecrets } from '../db';
import { newSecretsKey, secretsKey, type SecretsKey } from './keys';
import { createVault, type Vault } from './vault';

export type SecretsConfig = {
  /** SECRETS_KEY: what new values are sealed under. */
  key?: string;
  /** SECRETS_PREVIOUS_KEYS: still opened (and re-sealed under `key` on start). */
  previousKeys: string[];
};

const STORED_KEY = 'secrets_at_rest_key';

/** The key kept in the database; generated first when `create` and there is none. */
async function storedKey(db: Db, create: boolean): Promise<string | null> {
  if (create) await db.insert(instanceSecrets).values({ name: STORED_KEY, value: newSecretsKey() }).onConflictDoNothing();
  const [stored] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, STORED_KEY));
  return stored?.value ?? null;
}

export async function openVault(db: Db, config: SecretsConfig): Promise<Vault> {
  const kept = await storedKey(db, !config.key);
  const current = secretsKey(config.key ?? kept ?? '');
  const previous = new Map<string, SecretsKey>();
  for (const encoded of [...config.previousKeys, ...(config.key && kept ? [kept] : [])]) {
    const key = secretsKey(encoded);
    if (key.id !== current.id) previous.set(key.id, key);
  }
  return createVault(current, [...previous.values()]);
}

const vaults = new WeakMap<Db, Promise<Vault>>();

/** The api's vault for `db`, opened with its configuration (buildApp sets it before anything reads a secret). */
export function useVault(db: Db, vault: Vault): void {
  vaults.set(db, Promise.resolve(vault));
}

/**
 * The vault for `db`: the api's, or — on a connection the api did not open (a test's, a script's) — the
 * key kept in the database, as the api without SECRETS_KEY uses.
 */
export function vaultOf(db: Db): Promise<Vault> {
  let vault = vaults.get(db);
  if (!vault) {
    vault = openVault(db, { previousKeys: [] });
    vault.catch(() => vaults.delete(db));
    vaults.set(db, vault);
  }
  return vault;
}
