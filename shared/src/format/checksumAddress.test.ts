import { checksumAddress, keccak256Hex } from './checksumAddress';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('keccak256Hex', () => {
  // Ethereum's Keccak-256 (not FIPS SHA3-256, whose padding differs) of well-known inputs.
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    ['Transfer(address,address,uint256)', 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
  ])('hashes %p', (input, hash) => {
    expect(keccak256Hex(ascii(input))).toBe(hash);
  });
});

describe('checksumAddress', () => {
  // EIP-55's own test vectors: mixed case, all caps and all lower case.
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ])('writes %s from its lower-case form', (checksummed) => {
    expect(checksumAddress(checksummed.toLowerCase())).toBe(checksummed);
    expect(checksumAddress(checksummed.toUpperCase().replace('0X', '0x'))).toBe(checksummed);
  });

  it('leaves what is not an address as it was', () => {
    expect(checksumAddress('0x1234')).toBe('0x1234');
    expect(checksumAddress('Whale One')).toBe('Whale One');
  });
});
