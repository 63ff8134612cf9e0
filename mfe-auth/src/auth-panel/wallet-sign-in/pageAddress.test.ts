import { samePageOnLocalhost, walletSignInWorksAt } from './pageAddress';

const at = (href: string) => new URL(href);

it('works where GoTrue takes the message: localhost over http or https, a host name over https', () => {
  expect(walletSignInWorksAt(at('http://localhost:3000/auth'))).toBe(true);
  expect(walletSignInWorksAt(at('https://localhost/auth'))).toBe(true);
  expect(walletSignInWorksAt(at('https://whalewatch.app/auth'))).toBe(true);
  expect(walletSignInWorksAt(at('https://app.whalewatch.example:8443/auth'))).toBe(true);
});

it('does not on an IP address (not a domain) or on plain http off localhost', () => {
  expect(walletSignInWorksAt(at('http://127.0.0.1:3000/auth'))).toBe(false);
  expect(walletSignInWorksAt(at('https://203.0.113.7/auth'))).toBe(false);
  expect(walletSignInWorksAt(at('http://[::1]:3000/auth'))).toBe(false);
  expect(walletSignInWorksAt(at('http://whalewatch.app/auth'))).toBe(false);
});

it('offers the same page on localhost only from a loopback address', () => {
  expect(samePageOnLocalhost(at('http://127.0.0.1:3000/auth?mode=signin'))).toBe('http://localhost:3000/auth?mode=signin');
  expect(samePageOnLocalhost(at('http://[::1]:3000/auth'))).toBe('http://localhost:3000/auth');
  expect(samePageOnLocalhost(at('http://192.168.1.20:3000/auth'))).toBeNull();
  expect(samePageOnLocalhost(at('http://whalewatch.app/auth'))).toBeNull();
});
