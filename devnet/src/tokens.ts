// The spec's ten popular ERC-20 tokens as the devnet serves them: at their Ethereum mainnet addresses,
// with the name(), symbol() and decimals() those mainnet contracts return.
export type Address = `0x${string}`;

/** Ether where an asset may be ether or a token (tokens go by their address). */
export const ETH = 'ETH';
export type Asset = Address | typeof ETH;

export type DevnetToken = {
  name: string;
  symbol: string;
  decimals: number;
  address: Address;
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

export function tokenBySymbol(symbol: string): DevnetToken {
  const token = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`No devnet token with symbol ${symbol}`);
  return token;
}

export function tokenByAddress(address: Address): DevnetToken {
  const token = DEVNET_TOKENS.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase());
  if (!token) throw new Error(`No devnet token at ${address}`);
  return token;
}
