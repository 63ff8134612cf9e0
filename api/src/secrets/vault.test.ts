// The vault on its own: the ciphertext format, a value bound to its row and column, keys told apart by
// their ids, digests per key.
import { createVault, newSecretsKey, secretsKey, UnreadableSecret } from '.';

const KEY_A = 'A'.repeat(43);
const KEY_B = 'B'.repeat(43);

function unreadable(open: () => string): UnreadableSecret {
  try {
    open();
  } catch (error) {
    if (error instanceof UnreadableSecret) return error;
    throw error;
  }
  throw new Error('it opened');
}

describe('the vault', () => {
  const a = secretsKey(KEY_A);
  const b = secretsKey(KEY_B);

  it('seals as enc:v1:<key id>:<iv>:<ciphertext and tag>, a fresh IV each time, and opens it back', () => {
    const vault = createVault(a);
    const sealed = vault.seal('whsec_abc', 'alert_channels.secret:1');
    expect(sealed).toMatch(new RegExp(`^enc:v1:${a.id}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{34}$`));
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(vault.seal('whsec_abc', 'alert_channels.secret:1')).not.toBe(sealed);
    expect(vault.open(sealed, 'alert_channels.secret:1')).toBe('whsec_abc');
    expect(vault.isCurrent(sealed)).toBe(true);
  });

  it('refuses a value moved to another row or column, or altered', () => {
    const vault = createVault(a);
    const sealed = vault.seal('https://hooks.example/x', 'alert_channels.target:1');
    expect(unreadable(() => vault.open(sealed, 'alert_channels.target:2'))).toMatchObject({ reason: 'not-authentic', keyId: a.id });
    expect(unreadable(() => vault.open(sealed, 'alert_channels.secret:1')).reason).toBe('not-authentic');
    const [head, iv, body] = [sealed.split(':').slice(0, 3).join(':'), sealed.split(':')[3], sealed.split(':')[4]];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(unreadable(() => vault.open(`${head}:${iv}:${flipped.toString('base64url')}`, 'alert_channels.target:1')).reason).toBe(
      'not-authentic',
    );
    expect(unreadable(() => vault.open('enc:v1:nope', 'alert_channels.target:1')).reason).toBe('malformed');
  });

  it('opens what a previous key sealed, names a missing key by its id, and reads plaintext stored before sealing as it is', () => {
    const sealedUnderA = createVault(a).seal('4242', 'alert_channels.target:1');
    const rotated = createVault(b, [a]);
    expect(rotated.open(sealedUnderA, 'alert_channels.target:1')).toBe('4242');
    expect(rotated.isCurrent(sealedUnderA)).toBe(false);
    const missing = unreadable(() => createVault(b).open(sealedUnderA, 'alert_channels.target:1'));
    expect(missing).toMatchObject({ reason: 'unknown-key', keyId: a.id });
    expect(missing.message).toBe(`sealed under key id ${a.id}, which neither SECRETS_KEY nor SECRETS_PREVIOUS_KEYS holds`);
    expect(rotated.open('4242', 'alert_channels.target:1')).toBe('4242');
    expect(rotated.isCurrent('4242')).toBe(false);
  });

  it('digests deterministically per key, naming the key, and lists every key’s digest current first', () => {
    const rotated = createVault(b, [a]);
    expect(rotated.digest('4242')).toBe(createVault(b).digest('4242'));
    expect(rotated.digest('4242')).toMatch(new RegExp(`^${b.id}:[A-Za-z0-9_-]{43}$`));
    expect(rotated.digests('4242')).toEqual([createVault(b).digest('4242'), createVault(a).digest('4242')]);
    expect(rotated.digest('4243')).not.toBe(rotated.digest('4242'));
  });

  it('takes keys of 32 bytes in base64url only, and makes them so', () => {
    expect(() => secretsKey('short')).toThrow('a secrets key is 32 bytes in base64url (43 characters)');
    expect(secretsKey(newSecretsKey()).id).not.toBe(secretsKey(newSecretsKey()).id);
    expect(newSecretsKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
