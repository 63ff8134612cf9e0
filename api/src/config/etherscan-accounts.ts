// Which Etherscan keys share an account. Etherscan counts its limits (3 calls/s and 100,000 a day on the
// free plan) per account, across all of the account's keys, so the key pool budgets per account.
//
//   ETHERSCAN_API_KEYS=research:KEY1,KEY2;alerts:KEY3   two accounts: "research" with two keys, "alerts"
//   ETHERSCAN_API_KEYS=KEY1,KEY2;KEY3                    the same, named "account 1" and "account 2"
//   ETHERSCAN_API_KEY_1 … _20, ETHERSCAN_API_KEY         the spec's variables: one more account, "default"
//
// Keys listed twice are used once, in the first place they appear.

export type EtherscanAccount = { name: string; keys: string[] };

/** The spec reads up to 20 numbered keys. */
export const NUMBERED_KEYS = 20;
/** The account the spec's numbered and default keys belong to. */
export const DEFAULT_ACCOUNT = 'default';

/** ETHERSCAN_API_KEY_1 … _20, then the default ETHERSCAN_API_KEY; blanks skipped, no repeats. */
export function etherscanKeysFromEnv(env: NodeJS.ProcessEnv): string[] {
  const numbered = Array.from({ length: NUMBERED_KEYS }, (_, index) => env[`ETHERSCAN_API_KEY_${index + 1}`]);
  const keys = [...numbered, env.ETHERSCAN_API_KEY].map((key) => key?.trim() ?? '').filter((key) => key !== '');
  return [...new Set(keys)];
}

/** Every configured account with its keys; throws with a readable reason on a malformed ETHERSCAN_API_KEYS. */
export function etherscanAccountsFromEnv(env: NodeJS.ProcessEnv): EtherscanAccount[] {
  const accounts: EtherscanAccount[] = [];
  const seen = new Set<string>();
  const add = (name: string, keys: string[]) => {
    if (accounts.some((account) => account.name === name)) throw new Error(`the account name "${name}" is used twice`);
    const fresh = keys.filter((key) => !seen.has(key));
    for (const key of fresh) seen.add(key);
    if (fresh.length > 0) accounts.push({ name, keys: fresh });
  };

  const groups = (env.ETHERSCAN_API_KEYS ?? '')
    .split(';')
    .map((group) => group.trim())
    .filter(Boolean);
  groups.forEach((group, index) => {
    const separator = group.indexOf(':');
    const name = separator >= 0 ? group.slice(0, separator).trim() : `account ${index + 1}`;
    if (name === '') throw new Error(`account ${index + 1} has an empty name before ":"`);
    const keys = (separator >= 0 ? group.slice(separator + 1) : group)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.some((key) => /\s/.test(key))) throw new Error(`account "${name}" has a key with a space in it (separate keys with ",")`);
    if (keys.length === 0) throw new Error(`account "${name}" lists no key`);
    add(name, keys);
  });
  const numbered = etherscanKeysFromEnv(env);
  if (numbered.length > 0) {
    if (accounts.some((account) => account.name === DEFAULT_ACCOUNT)) {
      throw new Error(`"${DEFAULT_ACCOUNT}" names the account of ETHERSCAN_API_KEY and ETHERSCAN_API_KEY_1 … _20: choose another name`);
    }
    add(DEFAULT_ACCOUNT, numbered);
  }
  return accounts;
}
