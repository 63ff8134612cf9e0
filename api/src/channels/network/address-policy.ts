// Which IP addresses an alert channel may be sent to (SSRF guard). In production mode only public
// unicast addresses: never private, loopback, link-local (cloud metadata at 169.254.169.254 and
// fd00:ec2::254), CGNAT, multicast, documentation or reserved ranges, in IPv4 or IPv6 — including
// IPv6 forms that carry an IPv4 address (::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16).
import net from 'node:net';

const FORBIDDEN_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (and Alibaba Cloud's metadata at 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const FORBIDDEN_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const forbidden = new net.BlockList();
for (const [address, prefix] of FORBIDDEN_V4) forbidden.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of FORBIDDEN_V6) forbidden.addSubnet(address, prefix, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The 16 bytes of an IPv6 address. */
function ipv6Bytes(address: string): number[] {
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  let left = groups(head);
  let right = groups(tail);
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two groups.
  const dotted = (list: string[]) => {
    const last = list.at(-1);
    if (!last?.includes('.')) return list;
    const [a, b, c, d] = last.split('.').map(Number);
    return [...list.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  if (address.includes('::')) right = dotted(right);
  else left = dotted(left);
  const fill = address.includes('::') ? Array<string>(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), or null. */
export function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12); // ::ffff:a.b.c.d
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4(12); // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2); // 2002:AABB:CCDD::/48
  return null;
}

/** True for an address alerts may never be sent to in production mode. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family !== 6) return true;
  const carried = embeddedIpv4(address);
  if (carried !== null && forbidden.check(carried, 'ipv4')) return true;
  // NAT64 64:ff9b:1::/48 (local-use translation) leads into the local network.
  if (address.toLowerCase().startsWith('64:ff9b:1:')) return true;
  return forbidden.check(address, 'ipv6');
}

export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family !== 6) return false;
  const carried = embeddedIpv4(address);
  return carried !== null ? loopback.check(carried, 'ipv4') : loopback.check(address, 'ipv6');
}
