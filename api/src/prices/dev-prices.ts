// The embedded default's prices: a fixed table for the devnet's tokens (they have no market), close to
// mainnet prices at the time of writing so portfolios look plausible.
import type { Address } from '../chain/chain-source';
import type { PriceSource } from './price-source';

export const DEV_ETH_PRICE = 3120;

export const DEV_TOKEN_PRICES: Readonly<Record<Address, number>> = {
  '0x6b175474e89094c44da98b954eedeac495271d0f': 1.0, // DAI
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 1.0, // USDC
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 1.0, // USDT
  '0x514910771af9ca656af840dff83e8264ecf986ca': 14.2, // LINK
  '0x0d8775f648430679a709e98d2b0cb6250d2887ef': 0.18, // BAT
  '0x111111111117dc0aa78b770fa6a738034120c302': 0.21, // 1INCH
  '0xc00e94cb662c3520282e6f5717214004a7f26888': 38.5, // COMP
  '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce': 0.000012, // SHIB
  '0x4fabb145d64652a948d72533023f6e7a623c7c53': 1.0, // BUSD
  '0x5d3a536e4d6dbd6114cc1ead35777bab948e3643': 0.0236, // cDAI
};

export function devPrices(): PriceSource {
  return {
    tokenPrices: async (contracts) => {
      const prices = new Map<Address, number>();
      for (const contract of contracts) {
        const key = contract.toLowerCase() as Address;
        const price = DEV_TOKEN_PRICES[key];
        if (price !== undefined) prices.set(key, price);
      }
      return prices;
    },
    ethPrice: async () => DEV_ETH_PRICE,
  };
}
