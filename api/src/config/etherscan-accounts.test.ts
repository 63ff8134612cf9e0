// Which keys share an Etherscan account, from the environment: ETHERSCAN_API_KEYS names accounts and
// their keys; the spec's numbered keys and the default key keep working, as one account.
import { etherscanAccountsFromEnv, etherscanKeysFromEnv } from './etherscan-accounts';

describe('etherscanKeysFromEnv', () => {
  it('reads ETHERSCAN_API_KEY_1 … _20, then the default key last, skipping blanks and repeats', () => {
    expect(
      etherscanKeysFromEnv({
        ETHERSCAN_API_KEY: 'default',
        ETHERSCAN_API_KEY_2: ' second ',
        ETHERSCAN_API_KEY_1: 'first',
        ETHERSCAN_API_KEY_3: '',
        ETHERSCAN_API_KEY_20: 'first',
        ETHERSCAN_API_KEY_21: 'beyond twenty',
      }),
    ).toEqual(['first', 'second', 'default']);
    expect(etherscanKeysFromEnv({})).toEqual([]);
  });
});

describe('etherscanAccountsFromEnv', () => {
  it('groups ETHERSCAN_API_KEYS by account: ";" between accounts, "," between keys, an optional "name:"', () => {
    expect(etherscanAccountsFromEnv({ ETHERSCAN_API_KEYS: 'research: KEY1, KEY2 ; alerts:KEY3' })).toEqual([
      { name: 'research', keys: ['KEY1', 'KEY2'] },
      { name: 'alerts', keys: ['KEY3'] },
    ]);
    expect(etherscanAccountsFromEnv({ ETHERSCAN_API_KEYS: 'KEY1,KEY2;KEY3;' })).toEqual([
      { name: 'account 1', keys: ['KEY1', 'KEY2'] },
      { name: 'account 2', keys: ['KEY3'] },
    ]);
  });

  it("puts the spec's numbered and default keys on one more account, without repeating a key", () => {
    expect(
      etherscanAccountsFromEnv({
        ETHERSCAN_API_KEYS: 'paid:KEY1',
        ETHERSCAN_API_KEY_1: 'KEY2',
        ETHERSCAN_API_KEY_2: 'KEY1',
        ETHERSCAN_API_KEY: 'KEY3',
      }),
    ).toEqual([
      { name: 'paid', keys: ['KEY1'] },
      { name: 'default', keys: ['KEY2', 'KEY3'] },
    ]);
    expect(etherscanAccountsFromEnv({ ETHERSCAN_API_KEY: 'KEY' })).toEqual([{ name: 'default', keys: ['KEY'] }]);
    expect(etherscanAccountsFromEnv({})).toEqual([]);
  });

  it.each([
    ['research:KEY1;research:KEY2', 'the account name "research" is used twice'],
    ['research:', 'account "research" lists no key'],
    [':KEY1', 'account 1 has an empty name before ":"'],
    ['research:KEY1 KEY2', 'account "research" has a key with a space in it (separate keys with ",")'],
  ])('refuses ETHERSCAN_API_KEYS=%s', (value, reason) => {
    expect(() => etherscanAccountsFromEnv({ ETHERSCAN_API_KEYS: value })).toThrow(reason);
  });
});
