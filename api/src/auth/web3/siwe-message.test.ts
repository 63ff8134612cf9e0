// GoTrue's reading of a Sign-In with Ethereum message (its siwe.ParseMessage): what it takes, and its words
// for what it refuses. The signed examples are GoTrue's own (internal/api/web3_test.go).
import { signedBy } from './signature';
import { parseSiweMessage, SIWE_ERRORS } from './siwe-message';

const HEADER = 'supabase.com wants you to sign in with your Ethereum account:';
const ADDRESS = '0xD1FfC6bdfacf333C2B08F88f2f50ddcD87eaCa57';
const lines = (...rest: string[]) => [HEADER, ADDRESS, '', ...rest].join('\n');
const FULL = lines(
  'Statement',
  '',
  'URI: https://supabase.com/',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2025-03-29T00:00:00Z',
  'Expiration Time: 2025-03-29T00:10:00Z',
  'Not Before: 2025-03-29T00:00:00Z',
  'Request ID: some-id',
  'Resources:',
  '- https://supabase.com/terms',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
);

describe('parseSiweMessage', () => {
  it('reads every field of a full message', () => {
    expect(parseSiweMessage(FULL)).toEqual({
      raw: FULL,
      domain: 'supabase.com',
      address: ADDRESS,
      statement: 'Statement',
      uri: { href: 'https://supabase.com/', scheme: 'https', host: 'supabase.com', hostname: 'supabase.com' },
      version: '1',
      chainId: '1',
      nonce: '32891756',
      issuedAt: new Date('2025-03-29T00:00:00Z'),
      expirationTime: new Date('2025-03-29T00:10:00Z'),
      notBefore: new Date('2025-03-29T00:00:00Z'),
      requestId: 'some-id',
      resources: ['https://supabase.com/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
    });
  });

  it('takes a message without statement, chain id or nonce, as supabase-js writes it unless given a nonce', () => {
    const message = parseSiweMessage(lines('URI: http://localhost:5173/', 'Version: 1', 'Issued At: 2025-05-16T14:52:03.613Z', ''));

    expect(message).toMatchObject({ statement: null, chainId: '', nonce: '', issuedAt: new Date('2025-05-16T14:52:03.613Z') });
    expect(message.uri).toEqual({ href: 'http://localhost:5173/', scheme: 'http', host: 'localhost:5173', hostname: 'localhost' });
  });

  it.each([
    ['five lines', [HEADER, ADDRESS, '', 'URI: https://supabase.com/', 'Version: 1'].join('\n'), SIWE_ERRORS.tooShort],
    [
      'another header',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z').replace('Ethereum', 'Solana'),
      SIWE_ERRORS.invalidHeader,
    ],
    [
      'a domain with a scheme',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z').replace('supabase.com', 'https://supabase.com'),
      SIWE_ERRORS.invalidDomain,
    ],
    [
      'a short address',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z').replace(ADDRESS, '0x1234'),
      SIWE_ERRORS.invalidAddress,
    ],
    [
      'a third line',
      [HEADER, ADDRESS, 'x', 'URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z'].join('\n'),
      SIWE_ERRORS.thirdLineNotEmpty,
    ],
    ['a line without a colon', lines('URI: https://a.com/', 'Version 1', 'Issued At: 2025-03-29T00:00:00Z'), SIWE_ERRORS.unparsableLine(4)],
    ['a relative URI', lines('URI: supabase.com', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z'), SIWE_ERRORS.invalidUri],
    ['an opaque URI', lines('URI: mailto:a@b.com', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z'), SIWE_ERRORS.invalidUri],
    [
      'chain id 0',
      lines('URI: https://a.com/', 'Version: 1', 'Chain ID: 0', 'Issued At: 2025-03-29T00:00:00Z'),
      SIWE_ERRORS.invalidChainId,
    ],
    [
      'chain id "one"',
      lines('URI: https://a.com/', 'Version: 1', 'Chain ID: one', 'Issued At: 2025-03-29T00:00:00Z'),
      SIWE_ERRORS.invalidChainId,
    ],
    ['a date without time', lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29'), SIWE_ERRORS.invalidIssuedAt],
    ['the 30th of February', lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-02-30T00:00:00Z'), SIWE_ERRORS.invalidIssuedAt],
    ["Go's zero time", lines('URI: https://a.com/', 'Version: 1', 'Issued At: 0001-01-01T00:00:00Z'), SIWE_ERRORS.missingIssuedAt],
    [
      'a bad expiration time',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z', 'Expiration Time: soon'),
      SIWE_ERRORS.invalidExpirationTime,
    ],
    [
      'a bad not-before',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z', 'Not Before: later'),
      SIWE_ERRORS.invalidNotBefore,
    ],
    ['version 2', lines('URI: https://a.com/', 'Version: 2', 'Issued At: 2025-03-29T00:00:00Z'), SIWE_ERRORS.unsupportedVersion('2')],
    ['no version', lines('URI: https://a.com/', 'Issued At: 2025-03-29T00:00:00Z', 'Nonce: 12345678'), SIWE_ERRORS.unsupportedVersion('')],
    ['no issued-at', lines('URI: https://a.com/', 'Version: 1', 'Nonce: 12345678'), SIWE_ERRORS.missingIssuedAt],
    ['no URI', lines('Version: 1', 'Nonce: 12345678', 'Issued At: 2025-03-29T00:00:00Z'), SIWE_ERRORS.missingUri],
    [
      'an expiration before the issued-at',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z', 'Expiration Time: 2025-03-28T00:00:00Z'),
      SIWE_ERRORS.issuedAfterExpiration,
    ],
    [
      'a not-before after the expiration',
      lines(
        'URI: https://a.com/',
        'Version: 1',
        'Issued At: 2025-03-29T00:00:00Z',
        'Expiration Time: 2025-03-29T00:10:00Z',
        'Not Before: 2025-03-29T00:20:00Z',
      ),
      SIWE_ERRORS.notBeforeAfterExpiration,
    ],
    [
      'a resource that is no URI',
      lines('URI: https://a.com/', 'Version: 1', 'Issued At: 2025-03-29T00:00:00Z', 'Resources:', '- https://a.com/x', '- not a uri'),
      SIWE_ERRORS.invalidResource(1),
    ],
  ])("refuses %s with GoTrue's words", (_case, message, error) => {
    expect(() => parseSiweMessage(message)).toThrow(new Error(error));
  });
});

describe("GoTrue's signed examples", () => {
  const noChain = { chains: new Map(), deadlineMs: 1_000 };

  it.each([
    [
      'supabase.com wants you to sign in with your Ethereum account:\n0xD1FfC6bdfacf333C2B08F88f2f50ddcD87eaCa57\n\nStatement\n\nURI: https://supabase.com/\nVersion: 1\nIssued At: 2025-03-29T00:00:00Z',
      '0xd8dad96466536aca351702766ce1ca321317ef1e7c355b2cf19a166828f78854197ae34e3cdff0a6be1e6317f654ef458623433f14ed55f79f183e7a56c458f51b',
    ],
    [
      'localhost:5173 wants you to sign in with your Ethereum account:\n0x57c039062a750c7fe197b20E12406dB4f7d8833B\n\nSign in on localhost\n\nURI: http://localhost:5173/\nVersion: 1\nIssued At: 2025-05-16T14:52:03.613Z\n',
      '0x0ca657558a144c88d768acb48e31f92bae195d3c7feb4496bd43ad6211ff904e733a0ccc29ed96da5b9f941b2a6b4363f7551d40d3fedb9b239819301c5c42731b',
    ],
  ])('reads and verifies %#', async (raw, signature) => {
    const message = parseSiweMessage(raw);

    await expect(signedBy(noChain, { address: message.address, message: raw, signature, chainId: 1 })).resolves.toBe(true);
    await expect(signedBy(noChain, { address: message.address, message: `${raw} `, signature, chainId: 1 })).resolves.toBe(false);
  });
});
