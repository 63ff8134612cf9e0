// Where a channel's URL may lead, checked after DNS resolution every time it is called: the address
// checked is the address connected to (post.ts pins it), so DNS rebinding cannot switch it in between.
// Production mode: https only, public addresses only. The embedded default (`npm start` on the devnet)
// also allows this computer (loopback), over http too, so a local receiver can be tried.
import dns from 'node:dns';
import net from 'node:net';
import { errorMessage, type ErrorDetails } from '@whalewatch/contracts';
import { isForbiddenAddress, isLoopbackAddress } from './address-policy';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Every address a host name resolves to (the operating system's resolver, as connections use it). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: Lookup = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export type TargetRules = {
  /** The embedded default: loopback addresses (and http to them) are allowed. */
  allowLoopback: boolean;
  lookup: Lookup;
  /** host[:port] an operator vouches for (DISCORD_WEBHOOK_HOSTS, SLACK_WEBHOOK_HOSTS): any address, http too. */
  trustedHosts?: readonly string[];
};

/** Why a URL is refused: the contract's code for it (@whalewatch/contracts CHANNELS_ERRORS). */
export type RefusalCode =
  'target_not_https' | 'target_http_not_loopback' | 'target_has_credentials' | 'target_unresolvable' | 'target_private_address';

/** A URL alerts may not be sent to; the message says why, for the user, in the words of its code. */
export class RefusedTarget extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedTarget';
  }
}

const refuse = <C extends RefusalCode>(code: C, ...details: ErrorDetails<C>) => new RefusedTarget(code, errorMessage(code, ...details));

export const HTTPS_REQUIRED = errorMessage('target_not_https');
export const HTTP_ONLY_TO_LOOPBACK = errorMessage('target_http_not_loopback');
export const NO_CREDENTIALS = errorMessage('target_has_credentials');
export const unresolvable = (host: string) => errorMessage('target_unresolvable', host);
export const privateAddress = (host: string, address: string) => errorMessage('target_private_address', host, address);

/** The URL's host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The one address to connect to for `url`, or RefusedTarget. */
export async function resolveTarget(url: URL, { allowLoopback, lookup, trustedHosts = [] }: TargetRules): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('target_not_https');
  if (url.username || url.password) throw refuse('target_has_credentials');
  const host = bareHost(url);
  const trusted = trustedHosts.includes(url.host.toLowerCase());
  if (url.protocol === 'http:' && !allowLoopback && !trusted) throw refuse('target_not_https');
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      throw refuse('target_unresolvable', host);
    }
    if (addresses.length === 0) throw refuse('target_unresolvable', host);
  }
  if (trusted) return addresses[0];
  // Every address the name has must pass: a connection may be made to any of them.
  for (const { address } of addresses) {
    const loopback = isLoopbackAddress(address);
    if (loopback && allowLoopback) continue;
    if (isForbiddenAddress(address)) throw refuse('target_private_address', host, address);
  }
  if (url.protocol === 'http:' && !addresses.every(({ address }) => isLoopbackAddress(address))) throw refuse('target_http_not_loopback');
  return addresses[0];
}
