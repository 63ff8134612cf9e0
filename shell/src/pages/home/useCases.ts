// The three use cases of the marketing copy (spec §1); the footer links to them by id.
export interface UseCase {
  id: string;
  title: string;
  description: string;
}

export const USE_CASES: readonly UseCase[] = [
  {
    id: 'ethereum-monitoring',
    title: 'Ethereum Monitoring',
    description:
      'Register the wallets you care about and receive real-time notifications for ether transfers, token transfers and token approvals, filtered by the minimum transaction value you choose.',
  },
  {
    id: 'short-term-whale-identification',
    title: 'Short-Term Whale Identification',
    description:
      "Analyze the top holders of any token by net inflow and open each holder's portfolio to spot the whales that are accumulating before the market notices.",
  },
  {
    id: 'crypto-compliance',
    title: 'Crypto Compliance',
    description:
      'Follow the transactions of the wallets you deal with, review their token portfolios and keep your own wallets on a private stealth list.',
  },
];
