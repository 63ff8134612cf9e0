import { ownNickname, shortAddress, transactionPath, walletPath } from './addresses';

const ADDRESS = '0x28C6c06298d514Db089934071355E5743bf21d60';

describe('ownNickname', () => {
  it.each([
    ['Binance 14', 'Binance 14'],
    ['  Binance 14 ', 'Binance 14'],
    // The spec's default nickname is the address itself, in whatever case it was typed.
    [ADDRESS, null],
    [ADDRESS.toLowerCase(), null],
    ['', null],
    ['   ', null],
  ])('nickname %p → %p', (nickname, expected) => {
    expect(ownNickname({ address: ADDRESS, nickname })).toBe(expected);
  });
});

describe('shortAddress', () => {
  it('keeps the first six and the last four characters', () => {
    expect(shortAddress(ADDRESS)).toBe('0x28C6…1d60');
  });
});

describe('walletPath', () => {
  it.each([ADDRESS, ADDRESS.toLowerCase(), ADDRESS.toUpperCase().replace('0X', '0x'), `  ${ADDRESS} `])(
    'sends %p to the one page of the wallet, its address checksummed',
    (address) => {
      expect(walletPath(address)).toBe('/wallet/0x28C6c06298d514Db089934071355E5743bf21d60');
    },
  );

  it("opens the wallet's page on a chain off Ethereum, and as before on Ethereum or without one", () => {
    const address = '0x28c6c06298d514db089934071355e5743bf21d60';
    expect(walletPath(address, { slug: 'base' })).toBe('/wallet/0x28C6c06298d514Db089934071355E5743bf21d60?chain=base');
    expect(walletPath(address, { slug: 'ethereum' })).toBe('/wallet/0x28C6c06298d514Db089934071355E5743bf21d60');
    expect(walletPath(address, null)).toBe('/wallet/0x28C6c06298d514Db089934071355E5743bf21d60');
  });

  it('keeps anything that is not an address inside the one path segment', () => {
    expect(walletPath('vitalik.eth/../x')).toBe('/wallet/vitalik.eth%2F..%2Fx');
  });
});

describe('transactionPath', () => {
  const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

  it("names the transaction's chain by its slug off Ethereum, and not on Ethereum (as links always were)", () => {
    expect(transactionPath(HASH, { slug: 'base' })).toBe(`/tx/base/${HASH}`);
    expect(transactionPath(HASH, { slug: 'ethereum' })).toBe(`/tx/${HASH}`);
  });

  it.each([undefined, null])('leaves the chain out without one (%p): the page then looks on every chain', (chain) => {
    expect(transactionPath(HASH, chain)).toBe(`/tx/${HASH}`);
  });
});
