// The About Us copy (spec §2: mission, offerings, why choose us, vision; up to six wallets).
export const ABOUT_TITLE = 'About Us';

export const MISSION =
  'Our mission is to give every Ethereum investor and trader the visibility that used to be reserved for large funds: who is moving which tokens, when, and how much.';

export interface Offering {
  name: string;
  description: string;
}

export const OFFERINGS: readonly Offering[] = [
  {
    name: 'Wallet Tracking',
    description: 'Monitor up to six wallets and receive real-time notifications for ether transfers, token transfers and token approvals.',
  },
  {
    name: 'Token Analyzer',
    description: "Enter a token contract address to see its top holders and open each holder's token portfolio.",
  },
  {
    name: 'Portfolio Viewer',
    description: "View any Ethereum wallet's complete token portfolio with balances, prices and USD values.",
  },
  {
    name: 'StealthWallet',
    description: 'Keep your own wallets on a private stealth list so other Whalewatch users cannot track them.',
  },
  {
    name: 'Dashboard and AI News',
    description: 'Keep a token watchlist, see your plan and tracked wallets in one place, and read AI-summarized crypto news.',
  },
];

export const REASONS: readonly string[] = [
  'Real-time notifications, filtered by the monitoring options and minimum transaction value you choose for each wallet.',
  'Built on public Ethereum data: every number we show can be checked on a block explorer.',
  'Privacy by design: your tracked wallets are yours alone, and the stealth list protects your own addresses.',
  'Simple monthly plans, cancellable at any time, with priority support from the Pro plan upwards.',
];

export const VISION =
  'We want on-chain activity to be as easy to follow as a stock ticker: clear, timely and open to everyone, while respecting the privacy of the people behind each wallet.';
