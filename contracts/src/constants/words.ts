// Words both sides show.

/** Shown in place of a wallet its owner has put on their stealth list (spec §2 "StealthWallet"). */
export const WALLET_PROTECTED = 'This wallet is protected';
