// The ERC-20 tokens the devnet serves, with the name(), symbol() and decimals() the real contracts
// return: the spec's ten popular tokens at their Ethereum mainnet addresses (the L1), and four at their
// Base addresses (the L2). Kept free of dependencies: the price path, which the api loads alone, reads it.
export type Address = `0x${string}`;

/** Ether where an asset may be ether or a token (tokens go by their address). */
export const ETH = 'ETH';
export type Asset = Address | typeof ETH;

export type DevnetToken = {
  name: string;
  symbol: string;
  decimals: number;
  address: Address;
  /**
   * The asset whose price this token follows (a DEVNET_REFERENCE_PRICES key), when not its own symbol:
   * Base's WETH is priced as 'ETH'.
   */
  pricedAs?: string;
};

export const DEVNET_TOKENS: readonly DevnetToken[] = [
  { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
  { name: 'USD Coin', symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { name: 'Tether USD', symbol: 'USDT', decimals: 6, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { name: 'ChainLink Token', symbol: 'LINK', decimals: 18, address: '0x514910771AF9Ca656af840dff83E8264EcF986CA' },
  { name: 'Basic Attention Token', symbol: 'BAT', decimals: 18, address: '0x0D8775F648430679A709E98d2b0Cb6250d2887EF' },
  { name: '1INCH Token', symbol: '1INCH', decimals: 18, address: '0x111111111117dC0aa78b770fA6A738034120C302' },
  { name: 'Compound', symbol: 'COMP', decimals: 18, address: '0xc00e94Cb662C3520282E6f5717214004A7f26888' },
  { name: 'SHIBA INU', symbol: 'SHIB', decimals: 18, address: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE' },
  { name: 'Binance USD', symbol: 'BUSD', decimals: 18, address: '0x4Fabb145d64652a948d72533023f6E7A623C7C53' },
  { name: 'Compound Dai', symbol: 'cDAI', decimals: 8, address: '0x5d3a536E4D6DbD6114cc1Ead35777bAB948E3643' },
];

/** The L2's tokens at their Base addresses (lower-case); each is priced as its mainnet twin. */
export const DEVNET_L2_TOKENS: readonly DevnetToken[] = [
  { name: 'USD Coin', symbol: 'USDC', decimals: 6, address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913' },
  { name: 'Tether USD', symbol: 'USDT', decimals: 6, address: '0xfde4c96c8593536e31f229ea8f37b2ada2699bb2' },
  { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, address: '0x50c5725949a6f0c72e6c4a641f24049a917db0cb' },
  { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, address: '0x4200000000000000000000000000000000000006', pricedAs: 'ETH' },
];

/** Every token on either chain: their addresses differ, so an address names one token. */
const ALL_TOKENS: readonly DevnetToken[] = [...DEVNET_TOKENS, ...DEVNET_L2_TOKENS];

/** The token with `symbol` among `tokens` (by default the L1's). */
export function tokenBySymbol(symbol: string, tokens: readonly DevnetToken[] = DEVNET_TOKENS): DevnetToken {
  const token = tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`No devnet token with symbol ${symbol}`);
  return token;
}

/** The token at `address` (any case) on either chain. */
export function tokenByAddress(address: Address): DevnetToken {
  const token = ALL_TOKENS.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
  if (!token) throw new Error(`No devnet token at ${address}`);
  return token;
}
