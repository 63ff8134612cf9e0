// Where Sign in with Ethereum can work: GoTrue takes a message whose domain is a host name (localhost, or
// a dotted name such as whalewatch.app; never an IP address) and whose URI is https, or http on localhost
// alone. The page's own address is both, so on another one the wallet is not asked to sign in vain.

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;
const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

type PageAddress = Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search'>;

export function walletSignInWorksAt({ protocol, hostname }: PageAddress): boolean {
  if (hostname === 'localhost') return true;
  return protocol === 'https:' && HOST_NAME.test(hostname);
}

/** The same page on localhost, where this one is on the machine's loopback address (127.0.0.1 or [::1]); else null. */
export function samePageOnLocalhost({ protocol, hostname, port, pathname, search }: PageAddress): string | null {
  if (!LOOPBACK_IPS.has(hostname)) return null;
  return `${protocol}//localhost${port ? `:${port}` : ''}${pathname}${search}`;
}
