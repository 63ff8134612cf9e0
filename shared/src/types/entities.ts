// Entities of the product (spec §3), shared by every front end and the api client.

export interface User {
  id: string;
  email: string;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: User;
  provider_token?: string | null;
  provider_refresh_token?: string | null;
}

export interface MonitorOptions {
  tokenTransfers: boolean;
  tokenApprovals: boolean;
  etherTransfers: boolean;
  /** In ETH, minimum 0, step 0.1. */
  minTransactionValue: number;
}

export interface TrackedWallet {
  address: string;
  nickname: string;
  monitorOptions: MonitorOptions;
  /** Set by the api: another user has put the wallet on their stealth list since it was tracked. */
  protected?: boolean;
  /** Set by the api: past the number of wallets the user's plan watches (after a plan lapsed). */
  overPlanLimit?: boolean;
}

export interface RegistrationPayload {
  email: string;
  wallets: TrackedWallet[];
  /** Milliseconds. */
  checkInterval: number;
}

export interface TrackingSettings {
  wallets: TrackedWallet[];
  /** Milliseconds; 60000 when absent. */
  check_interval: number;
}

export interface Transaction {
  hash: string;
  /** Wei, as a decimal string. */
  value: string;
  from: string;
  to: string;
  /** Seconds since epoch, as the explorer sends it. */
  timeStamp: string;
}

export interface StealthWalletEntry {
  wallet_address: string;
}

export interface WatchlistEntry {
  user_id: string;
  token_address: string;
}

export interface TokenInfo {
  name: string;
  symbol: string;
  decimals: number;
}

export interface TokenHolder {
  protected?: false;
  address: string;
  /** Raw integer amount as a string. */
  balance: string;
  /** Decimal-adjusted. */
  actualBalance: number;
  tokenInfo: TokenInfo;
}

/** The words shown in place of a wallet its owner has put on their stealth list (spec §2 "StealthWallet"). */
export const PROTECTED_WALLET = 'This wallet is protected';

/** Beside a saved wallet the user's plan no longer watches: nothing is deleted when a plan lapses. */
export const TRACKED_WALLET_OVER_LIMIT =
  "Not monitored: this wallet is over your plan's wallet limit. Upgrade your plan or remove wallets to monitor it again.";

/** Beside a tracked wallet its owner has protected since: the entry stays, its notifications stop. */
export const TRACKED_WALLET_PROTECTED = `${PROTECTED_WALLET}: its owner has put it on their stealth list, so you get no notifications or transactions for it.`;

/** A holder hidden by another user's stealth list: its rank stays, its address and amount do not. */
export interface ProtectedHolder {
  protected: true;
  tokenInfo: TokenInfo;
}

export interface WalletTokenListing {
  name: string;
  symbol: string;
  contract: string;
  decimals: number;
}

export interface ExplorerTransfer {
  from: string;
  to: string;
  value: string;
  tokenDecimal: string;
  tokenName: string;
  tokenSymbol: string;
  contractAddress: string;
}

export interface PortfolioToken {
  name: string;
  symbol: string;
  address: string;
  balance: number | null;
  priceUsd: number | null;
  valueUsd: number | null;
}

export interface Portfolio {
  /** The wallet, lower-case. */
  address: string;
  nativeToken: Omit<PortfolioToken, 'address'>;
  /** Tokens with a balance, by USD value (unknown values last). */
  tokens: PortfolioToken[];
  /** The sum of the values that are known. */
  totalValueUsd: number;
}

/** Spec §3 "Stealth wallet entry". */
export interface StealthWalletEntry {
  wallet_address: string;
}

/** The message a wallet signs (EIP-191 personal_sign) to join the signer's stealth list. */
export interface StealthChallenge {
  walletAddress: string;
  message: string;
  expiresAt: string;
}

export interface CheckoutCustomData {
  userId: string;
}

/** What a wallet notification is about: an ether move, a token transfer, a token approval, or a test. */
export type NotificationKind = 'ether-transfer' | 'token-transfer' | 'token-approval' | 'test';

/**
 * One notification of a tracked wallet's activity (GET /notifications, the SSE stream). 'pending' until
 * the block has the configured confirmations, then 'confirmed'; 'retracted' when a reorg removed it.
 */
export interface WalletNotification {
  id: string;
  kind: NotificationKind;
  wallet: { address: string; nickname: string };
  /** 'in' when the wallet receives; 'out' when it sends or grants an approval. */
  direction: 'in' | 'out';
  /** Decimal-adjusted amount ('1.5'); 'unlimited' for an unlimited approval. */
  amount: string;
  /** 'ETH' or the token's symbol. */
  symbol: string;
  /** The other side: sender, recipient or approved spender; null for a test. */
  counterparty: string | null;
  txHash: string | null;
  blockNumber: number | null;
  status: 'pending' | 'confirmed' | 'retracted';
  /** ISO 8601. */
  createdAt: string;
  readAt: string | null;
  /** The notification in words, e.g. 'Binance 14: received 1500 USDC from 0x21a3…5549' (as its email says it). */
  message: string;
}

export interface NotificationPage {
  /** Newest first. */
  notifications: WalletNotification[];
  unread: number;
}

export interface NotificationPreferences {
  /** Email each notification (or a short digest when many arrive together). */
  email: boolean;
}
