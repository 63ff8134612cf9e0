// The ten well-known tokens of the spec's Popular Token Examples (§2), with their Ethereum mainnet
// contract addresses: the analyzer's examples, the home page's logo slider, the devnet's contracts.
export interface PopularToken {
  name: string;
  symbol: string;
  address: string;
}

export const POPULAR_TOKENS: readonly PopularToken[] = [
  { name: 'DAI', symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F' },
  { name: 'USDC', symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { name: 'USDT', symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
  { name: 'Chainlink', symbol: 'LINK', address: '0x514910771AF9Ca656af840dff83E8264EcF986CA' },
  { name: 'Basic Attention Token', symbol: 'BAT', address: '0x0D8775F648430679A709E98d2b0Cb6250d2887EF' },
  { name: '1inch', symbol: '1INCH', address: '0x111111111117dC0aa78b770fA6A738034120C302' },
  { name: 'Compound', symbol: 'COMP', address: '0xc00e94Cb662C3520282E6f5717214004A7f26888' },
  { name: 'Shiba Inu', symbol: 'SHIB', address: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE' },
  { name: 'Binance USD', symbol: 'BUSD', address: '0x4Fabb145d64652a948d72533023f6E7A623C7C53' },
  { name: 'Compound DAI', symbol: 'cDAI', address: '0x5d3a536E4D6DbD6114cc1Ead35777bAB948E3643' },
];
