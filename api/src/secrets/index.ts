// Secrets at rest (issue 36): what the api keeps for users that would let a reader of the database act
// as them — webhook signing secrets, webhook/Discord/Slack URLs, Telegram chat ids — sealed with
// AES-256-GCM under a configured key (SECRETS_KEY), with earlier keys still opened while they are
// rotated out (SECRETS_PREVIOUS_KEYS).
//   keys.ts        a key: parsed, its id, what it derives
//   vault.ts       seal / open / digest, the ciphertext format
//   open-vault.ts  the configured keys (or the one kept in the database without them), per database
export { newSecretsKey, secretsKey, SECRETS_KEY_PATTERN, type SecretsKey } from './keys';
export { openVault, useVault, vaultOf, type SecretsConfig } from './open-vault';
export { createVault, UnreadableSecret, type Vault } from './vault';
