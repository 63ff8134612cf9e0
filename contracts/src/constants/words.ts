// Words both sides show.

/** Shown in place of a wallet its owner has put on their stealth list (spec §2 "StealthWallet"). */
export const WALLET_PROTECTED = 'This wallet is protected';

/** Why "Manage subscription" cannot open: the server has no Paddle API key (the plan says so before anyone asks). */
export const PORTAL_NOT_SET_UP =
  'Subscription management is not set up on this server yet. Please contact support to change or cancel your plan.';
