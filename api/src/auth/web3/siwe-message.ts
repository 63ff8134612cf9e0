// A Sign-In with Ethereum message (EIP-4361) read as Supabase Auth reads it: a port of GoTrue's
// siwe.ParseMessage (internal/utilities/siwe/parser.go), each refusal in its words. viem's parseSiweMessage
// is a lenient pattern that leaves out what it cannot match without saying why, and it needs a `Nonce:`
// line, which supabase-js's signInWithEthereum writes only when given a nonce; GoTrue takes messages
// without one (and without a Chain ID, which the grant then refuses: message-checks.ts).
import { isAddress, type Address } from 'viem';

/** The message's URI as Go's url.ParseRequestURI reads it: absolute, or an absolute path (no scheme, no host). */
export type RequestUri = { href: string; scheme: string; host: string; hostname: string };

export type SiweMessage = {
  /** The message as signed. */
  raw: string;
  domain: string;
  /** As written: 0x and 40 hex digits, in any case. */
  address: Address;
  statement: string | null;
  uri: RequestUri;
  version: string;
  /** As written ('' when the message has none); a positive integer when present. */
  chainId: string;
  /** '' when the message has none. */
  nonce: string;
  issuedAt: Date;
  expirationTime: Date | null;
  notBefore: Date | null;
  requestId: string | null;
  resources: string[];
};

/** GoTrue's siwe errors: the grant answers them as 400 validation_failed with this text. */
export class SiweMessageError extends Error {
  override name = 'SiweMessageError';
}

export const SIWE_ERRORS = {
  tooShort: 'siwe: message needs at least 6 lines',
  invalidHeader: 'siwe: message first line does not end in " wants you to sign in with your Ethereum account:"',
  invalidDomain: 'siwe: domain in first line of message is not valid',
  invalidAddress: 'siwe: wallet address is not a valid Ethereum address',
  thirdLineNotEmpty: 'siwe: third line must be empty',
  invalidUri: 'siwe: URI is not valid',
  invalidIssuedAt: 'siwe: Issued At is not a valid ISO8601 timestamp',
  invalidExpirationTime: 'siwe: Expiration Time is not a valid ISO8601 timestamp',
  invalidNotBefore: 'siwe: Not Before is not a valid ISO8601 timestamp',
  missingUri: 'siwe: URI is not specified',
  missingIssuedAt: 'siwe: Issued At is not specified',
  issuedAfterExpiration: 'siwe: Issued At is after Expiration Time',
  notBeforeAfterExpiration: 'siwe: Not Before is after Expiration Time',
  invalidChainId: 'siwe: Chain ID is not valid',
  unparsableLine: (index: number) => `siwe: encountered unparsable line at index ${index}`,
  // Go's %q: the value in double quotes, escaped.
  unsupportedVersion: (got: string) => `siwe: Version value is not supported, expected 1 got ${JSON.stringify(got)}`,
  invalidResource: (position: number) => `siwe: Resource at position ${position} has invalid URI`,
} as const;

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';
const DOMAIN = /^(localhost|(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,})(?::\d{1,5})?$/;
/** Go's time.Parse with RFC 3339 (fractional seconds allowed). */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;
/** Go's zero time.Time, which GoTrue takes for a missing Issued At. */
const ZERO_TIME = Date.parse('0001-01-01T00:00:00Z');
const MAX_INT64 = 2n ** 63n - 1n;

/** Reads the message; throws a SiweMessageError with GoTrue's words for the first thing wrong. */
export function parseSiweMessage(raw: string): SiweMessage {
  const lines = raw.split('\n');
  if (lines.length < 6) throw new SiweMessageError(SIWE_ERRORS.tooShort);
  const [header = '', addressLine = '', third = '', fourth = '', fifth = ''] = lines;
  if (!header.endsWith(HEADER_SUFFIX)) throw new SiweMessageError(SIWE_ERRORS.invalidHeader);
  const domain = header.slice(0, -HEADER_SUFFIX.length).trim();
  if (!DOMAIN.test(domain)) throw new SiweMessageError(SIWE_ERRORS.invalidDomain);
  const address = addressLine.trim();
  // GoTrue's pattern, ^0x[a-fA-F0-9]{40}$ (the EIP-55 checksum is not checked: supabase-js writes lower case).
  if (!isAddress(address, { strict: false })) throw new SiweMessageError(SIWE_ERRORS.invalidAddress);
  if (third !== '') throw new SiweMessageError(SIWE_ERRORS.thirdLineNotEmpty);

  const statement = fourth !== '' && fifth === '' ? fourth : null;
  const fields: Omit<SiweMessage, 'raw' | 'domain' | 'address' | 'statement'> = {
    uri: { href: '', scheme: '', host: '', hostname: '' },
    version: '',
    chainId: '',
    nonce: '',
    issuedAt: new Date(ZERO_TIME),
    expirationTime: null,
    notBefore: null,
    requestId: null,
    resources: [],
  };
  let inResources = false;
  for (let index = statement === null ? 3 : 5; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (inResources) {
      if (line.startsWith('- ')) {
        const resource = line.slice(2).trim();
        if (!requestUri(resource)) throw new SiweMessageError(SIWE_ERRORS.invalidResource(fields.resources.length));
        fields.resources.push(resource);
        continue;
      }
      inResources = false;
    }
    if (line === 'Resources:') {
      inResources = true;
      continue;
    }
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new SiweMessageError(SIWE_ERRORS.unparsableLine(index));
    readField(fields, line.slice(0, colon), line.slice(colon + 1).trim());
  }

  if (fields.version !== '1') throw new SiweMessageError(SIWE_ERRORS.unsupportedVersion(fields.version));
  if (fields.issuedAt.getTime() === ZERO_TIME) throw new SiweMessageError(SIWE_ERRORS.missingIssuedAt);
  if (fields.uri.href === '') throw new SiweMessageError(SIWE_ERRORS.missingUri);
  const { issuedAt, expirationTime, notBefore } = fields;
  if (expirationTime && issuedAt > expirationTime) throw new SiweMessageError(SIWE_ERRORS.issuedAfterExpiration);
  if (notBefore && expirationTime && notBefore > expirationTime) throw new SiweMessageError(SIWE_ERRORS.notBeforeAfterExpiration);
  return { raw, domain, address, statement, ...fields };
}

type Fields = Omit<SiweMessage, 'raw' | 'domain' | 'address' | 'statement'>;

/** One `Key: value` line; keys GoTrue does not know are passed over, and a repeated key's last value wins. */
function readField(fields: Fields, key: string, value: string): void {
  switch (key) {
    case 'URI': {
      const uri = requestUri(value);
      if (!uri) throw new SiweMessageError(SIWE_ERRORS.invalidUri);
      fields.uri = uri;
      return;
    }
    case 'Version':
      fields.version = value;
      return;
    case 'Chain ID':
      if (!isChainId(value)) throw new SiweMessageError(SIWE_ERRORS.invalidChainId);
      fields.chainId = value;
      return;
    case 'Nonce':
      fields.nonce = value;
      return;
    case 'Issued At': {
      const at = timestamp(value, SIWE_ERRORS.invalidIssuedAt);
      if (at.getTime() === ZERO_TIME) throw new SiweMessageError(SIWE_ERRORS.missingIssuedAt);
      fields.issuedAt = at;
      return;
    }
    case 'Expiration Time':
      fields.expirationTime = timestamp(value, SIWE_ERRORS.invalidExpirationTime);
      return;
    case 'Not Before':
      fields.notBefore = timestamp(value, SIWE_ERRORS.invalidNotBefore);
      return;
    case 'Request ID':
      fields.requestId = value;
      return;
    default:
  }
}

/** Go's strconv.Atoi (an optional sign, decimal digits, within int64), then above zero. */
function isChainId(value: string): boolean {
  if (!/^[+-]?\d+$/.test(value)) return false;
  const id = BigInt(value);
  return id > 0n && id <= MAX_INT64;
}

/** An RFC 3339 time as Go's time.Parse reads it: every field in range, the day within its month. */
function timestamp(value: string, error: string): Date {
  const match = TIMESTAMP.exec(value);
  const at = match ? new Date(value) : null;
  if (!match || !at || Number.isNaN(at.getTime())) throw new SiweMessageError(error);
  const [year, month, day, hour, minute, second, offsetHours = '0', offsetMinutes = '0'] = [1, 2, 3, 4, 5, 6, 9, 10].map(
    (group) => match[group],
  );
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const inRange =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59;
  if (!inRange) throw new SiweMessageError(error);
  return at;
}

/**
 * Go's url.ParseRequestURI: an absolute URI whose part after the scheme starts with '/' (https://host/…),
 * or an absolute path; anything else is not one.
 */
export function requestUri(value: string): RequestUri | null {
  if (value.startsWith('/')) return /\s/.test(value) ? null : { href: value, scheme: '', host: '', hostname: '' };
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:\//.test(value)) return null;
  try {
    const url = new URL(value);
    return { href: value, scheme: url.protocol.slice(0, -1), host: url.host, hostname: url.hostname };
  } catch {
    return null;
  }
}
