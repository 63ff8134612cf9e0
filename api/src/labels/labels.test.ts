import { getAddress, isAddress } from 'viem';
import knownLabels from './known-labels.json';
import { isDexVenue, knownLabel, publicLabel, type AddressLabel } from './labels';

// EIP-55 forms as the sources publish them (Uniswap's SDKs, token lists), so a typo in the file shows.
const REQUIRED: [checksummed: string, label: AddressLabel][] = [
  ['0x28C6c06298d514Db089934071355E5743bf21d60', { name: 'Binance 14', kind: 'exchange' }],
  ['0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549', { name: 'Binance 15', kind: 'exchange' }],
  ['0x71660c4005BA85c37ccec55d0C4493E66Fe775d3', { name: 'Coinbase 1', kind: 'exchange' }],
  ['0xE592427A0AEce92De3Edee1F18E0157C05861564', { name: 'Uniswap V3: Router', kind: 'dex' }],
  ['0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD', { name: 'Uniswap: Universal Router', kind: 'dex' }],
  ['0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', { name: 'Uniswap V2: Router 2', kind: 'dex' }],
  ['0x000000000022D473030F116dDEE9F6B43aC78BA3', { name: 'Uniswap: Permit2', kind: 'contract' }],
  ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', { name: 'WETH', kind: 'token' }],
  ['0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640', { name: 'Uniswap V3: USDC-WETH 0.05%', kind: 'dex' }],
  ['0x1111111254EEB25477B68fb85Ed929f73A960582', { name: '1inch v5: Aggregation Router', kind: 'dex' }],
];

const TOKENS: [checksummed: string, name: string][] = [
  ['0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI'],
  ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC'],
  ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT'],
  ['0x514910771AF9Ca656af840dff83E8264EcF986CA', 'LINK'],
  ['0x0D8775F648430679A709E98d2b0Cb6250d2887EF', 'BAT'],
  ['0x111111111117dC0aa78b770fA6A738034120C302', '1INCH'],
  ['0xc00e94Cb662C3520282E6f5717214004A7f26888', 'COMP'],
  ['0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE', 'SHIB'],
  ['0x4Fabb145d64652a948d72533023f6E7A623C7C53', 'BUSD'],
  ['0x5d3a536E4D6DbD6114cc1Ead35777bAB948E3643', 'cDAI'],
];

const upperHex = (address: string) => `0x${address.slice(2).toUpperCase()}`;

describe('known labels file', () => {
  const { sources, labels } = knownLabels;

  it('holds at least 250 labelled addresses', () => {
    expect(labels.length).toBeGreaterThanOrEqual(250);
  });

  it('keys every label by a lower-case 0x address, unique on its chain', () => {
    for (const { address } of labels) {
      expect(address).toMatch(/^0x[0-9a-f]{40}$/);
      expect(isAddress(address)).toBe(true);
    }
    const keys = labels.map((label) => `${'chain' in label ? label.chain : 'ethereum'}:${label.address}`);
    expect(new Set(keys).size).toBe(labels.length);
  });

  it('names, for every label, a source that the file describes', () => {
    const missing = labels.filter(({ source }) => !(source in sources));
    expect(missing).toEqual([]);
  });
});

describe('labels per chain', () => {
  it('answers an address’s label on the chain asked about (Ethereum by default), and no other chain’s', () => {
    const l2Bridge = '0x4200000000000000000000000000000000000010';
    expect(publicLabel(l2Bridge, 'base')).toEqual({ name: 'Base: L2 Standard Bridge', kind: 'bridge' });
    expect(publicLabel(l2Bridge)).toBeNull();
    expect(publicLabel('0x2626664c2603336E57B271c5C0b26F421741e481', 'base')).toEqual({ name: 'Uniswap V3: SwapRouter02', kind: 'dex' });
    expect(isDexVenue('0x2626664c2603336E57B271c5C0b26F421741e481', 'base')).toBe(true);
    expect(isDexVenue('0x2626664c2603336E57B271c5C0b26F421741e481')).toBe(false);
    expect(publicLabel('0x28C6c06298d514Db089934071355E5743bf21d60', 'ethereum')).toEqual({ name: 'Binance 14', kind: 'exchange' });
  });

  it('knows both ends of the Base bridge', () => {
    expect(knownLabel('0x3154cf16ccdb4c6d922629664174b904d80f2c35')).toMatchObject({ kind: 'bridge', bridgesTo: 'base' });
    expect(knownLabel('0x4200000000000000000000000000000000000010', 'base')).toMatchObject({ kind: 'bridge', bridgesFrom: 'ethereum' });
  });
});

describe('publicLabel', () => {
  it.each(REQUIRED)('labels %s as %o in any letter case', (checksummed, label) => {
    const lower = checksummed.toLowerCase();
    expect(getAddress(lower)).toBe(checksummed);
    for (const form of [checksummed, lower, upperHex(checksummed)]) expect(publicLabel(form)).toEqual(label);
  });

  it.each(TOKENS)('labels the token %s as %s', (checksummed, name) => {
    expect(getAddress(checksummed.toLowerCase())).toBe(checksummed);
    expect(publicLabel(checksummed)).toEqual({ name, kind: 'token' });
  });

  it('answers null for an unknown address and for no address', () => {
    expect(publicLabel('0x1234567890abcdef1234567890abcdef12345678')).toBeNull();
    expect(publicLabel('')).toBeNull();
    expect(publicLabel(null)).toBeNull();
    expect(publicLabel(undefined)).toBeNull();
  });
});

describe('isDexVenue', () => {
  it.each([
    ['Uniswap V2: Router 2', '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'],
    ['Uniswap V3: Router', '0xE592427A0AEce92De3Edee1F18E0157C05861564'],
    ['Uniswap V3: Router 2', '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'],
    ['Uniswap: Universal Router', '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'],
    ['Uniswap V3: USDC-WETH 0.05%', '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640'],
  ])('is true for %s', (_name, address) => {
    expect(isDexVenue(address)).toBe(true);
  });

  it('is false for an exchange wallet, a token, Permit2, an unknown address and no address', () => {
    expect(isDexVenue('0x28C6c06298d514Db089934071355E5743bf21d60')).toBe(false);
    expect(isDexVenue('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')).toBe(false);
    expect(isDexVenue('0x000000000022D473030F116dDEE9F6B43aC78BA3')).toBe(false);
    expect(isDexVenue('0x1234567890abcdef1234567890abcdef12345678')).toBe(false);
    expect(isDexVenue(null)).toBe(false);
  });
});
