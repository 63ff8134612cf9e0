// Sign in with Ethereum on the auth panel (issue 36): its words, once (the button's own are WalletSignInEntry's).
/** The EIP-4361 statement the wallet shows (one line: GoTrue refuses a line break). */
export const SIGN_IN_STATEMENT = 'Sign in to Whalewatch with this wallet.';
/** The wallet sign-in's own part of the panel, as screen readers name it. */
export const WALLET_SIGN_IN_REGION = 'Wallet sign-in';
/** The pasted signature's submit. */
export const SIGN_IN_WITH_SIGNATURE = 'Sign in with this signature';
export const WAITING_FOR_WALLET = 'Confirm the sign-in in your wallet…';
export const WALLET_SIGN_IN_FAILED = 'Signing in with the wallet failed. Please try again.';
export const TRY_AGAIN = 'Try again';
/** GoTrue takes a wallet's message only from an https address, or from localhost. */
export const NEEDS_SECURE_ADDRESS = 'Sign in with wallet works only on a secure (https) address, or on localhost.';
export const OPEN_ON_LOCALHOST = 'Open this page on localhost';
