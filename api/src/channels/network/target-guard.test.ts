// The SSRF guard: in production mode no alert goes to a private, loopback, link-local (cloud metadata),
// CGNAT, multicast or reserved address — judged after DNS resolution, in IPv4 and IPv6 (with the IPv6
// forms that carry an IPv4 address) — and the connection goes to the address judged, whatever DNS says
// a moment later.
import { isForbiddenAddress } from './address-policy';
import { post } from './post';
import {
  HTTP_ONLY_TO_LOOPBACK,
  HTTPS_REQUIRED,
  NO_CREDENTIALS,
  privateAddress,
  RefusedTarget,
  resolveTarget,
  systemLookup,
  type Lookup,
} from './target-guard';
import { recordingServer } from '../testing/recording-server';

/** A resolver that answers from a table, as a DNS server an attacker controls would. */
const fakeDns =
  (table: Record<string, string[]>): Lookup =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('which addresses alerts may go to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT: Alibaba metadata'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00:ec2::254', 'IPv6 unique local: AWS metadata'],
    ['fc00::1', 'IPv6 unique local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:db8::1', 'documentation'],
    ['not-an-address', 'not an IP at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('resolving a channel URL', () => {
  const production = (lookup: Lookup = systemLookup) => ({ allowLoopback: false, lookup });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: unknown) => (error instanceof RefusedTarget ? error.message : `other: ${String(error)}`),
    );

  it('refuses, in production mode, a host name that resolves to loopback (localhost, from /etc/hosts) or to the metadata address', async () => {
    // /etc/hosts may list ::1 or 127.0.0.1 first: either is refused.
    expect(await refusal(resolveTarget(new URL('https://localhost/hook'), production()))).toMatch(
      /^localhost leads to a private or reserved address \((127\.0\.0\.1|::1)\)/,
    );
    const dns = fakeDns({ 'metadata.attacker.example': ['169.254.169.254'], 'loop.attacker.example': ['127.0.0.1'] });
    expect(await refusal(resolveTarget(new URL('https://metadata.attacker.example/'), production(dns)))).toBe(
      privateAddress('metadata.attacker.example', '169.254.169.254'),
    );
    expect(await refusal(resolveTarget(new URL('https://loop.attacker.example/'), production(dns)))).toBe(
      privateAddress('loop.attacker.example', '127.0.0.1'),
    );
  });

  it('refuses a name with one private address among public ones, and IP literals in every spelling', async () => {
    const dns = fakeDns({ 'mixed.example': ['93.184.215.14', '10.0.0.7'] });
    expect(await refusal(resolveTarget(new URL('https://mixed.example/'), production(dns)))).toBe(
      privateAddress('mixed.example', '10.0.0.7'),
    );
    for (const url of [
      'https://127.0.0.1/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://[::1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://[fd00:ec2::254]/',
    ]) {
      expect(await refusal(resolveTarget(new URL(url), production()))).toMatch(/private or reserved address/);
    }
  });

  it('wants https in production, allows http only to this computer in the embedded default, and refuses credentials in the URL', async () => {
    const dns = fakeDns({ 'hooks.example': ['93.184.215.14'] });
    expect(await refusal(resolveTarget(new URL('http://hooks.example/'), production(dns)))).toBe(HTTPS_REQUIRED);
    expect(await refusal(resolveTarget(new URL('https://hooks.example/'), production(dns)))).toBe('allowed');
    const embedded = { allowLoopback: true, lookup: dns };
    expect(await refusal(resolveTarget(new URL('http://127.0.0.1:8080/'), embedded))).toBe('allowed');
    expect(await refusal(resolveTarget(new URL('http://hooks.example/'), embedded))).toBe(HTTP_ONLY_TO_LOOPBACK);
    // Loopback is all the embedded default adds: the LAN and metadata stay refused.
    expect(await refusal(resolveTarget(new URL('http://169.254.169.254/'), embedded))).toMatch(/private or reserved address/);
    expect(await refusal(resolveTarget(new URL('https://user:pass@hooks.example/'), production(dns)))).toBe(NO_CREDENTIALS);
    expect(await refusal(resolveTarget(new URL('https://nowhere.example/'), production(dns)))).toBe(
      'nowhere.example could not be found (DNS)',
    );
  });

  it('connects to the address it checked: a name no DNS knows reaches the receiver its check resolved it to', async () => {
    const receiver = await recordingServer(() => ({ status: 204 }));
    try {
      const url = new URL(`http://receiver.whalewatch.test:${receiver.port}/hook`);
      const pinned = await resolveTarget(url, { allowLoopback: true, lookup: fakeDns({ 'receiver.whalewatch.test': ['127.0.0.1'] }) });
      const answer = await post(url, { body: '{}', headers: {}, timeoutMs: 2_000, pinned });
      expect(answer.status).toBe(204);
      expect(receiver.received[0].headers.host).toBe(`receiver.whalewatch.test:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });
});
