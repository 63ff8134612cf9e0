// The ten tokens the product knows (spec §2, Popular Token Examples), shown in the home page's logo slider.
export interface KnownToken {
  name: string;
  symbol: string;
}

export const KNOWN_TOKENS: readonly KnownToken[] = [
  { name: 'DAI', symbol: 'DAI' },
  { name: 'USDC', symbol: 'USDC' },
  { name: 'USDT', symbol: 'USDT' },
  { name: 'Chainlink', symbol: 'LINK' },
  { name: 'Basic Attention Token', symbol: 'BAT' },
  { name: '1inch', symbol: '1INCH' },
  { name: 'Compound', symbol: 'COMP' },
  { name: 'Shiba Inu', symbol: 'SHIB' },
  { name: 'Binance USD', symbol: 'BUSD' },
  { name: 'Compound DAI', symbol: 'cDAI' },
];
