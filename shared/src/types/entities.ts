// Entities of the product (spec §3), shared by every front end and the api client.
import type { WalletRecordSummary } from './wallet-profile';

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
  /**
   * In ETH, minimum 0, step 0.1. Applies to every move: a token's through its USD value at the block,
   * converted at the ether price of that block.
   */
  minTransactionValue: number;
  /** Which moves alert: the wallet receiving, sending (approvals count as sending), or both. Default 'both'. */
  direction?: AlertDirection;
  /** Alert on tokens without a price (on mainnet mostly spam airdrops). Default false. */
  alertUnpricedTokens?: boolean;
}

export type AlertDirection = 'in' | 'out' | 'both';

/** A wallet's alerts can be muted for an hour, a day, or until unmuted ('forever'); 'off' unmutes. */
export type MuteDuration = '1h' | '24h' | 'forever' | 'off';

/** `mutedUntil` of a wallet muted until unmuted. */
export const MUTED_FOREVER = 'forever';

export interface TrackedWallet {
  address: string;
  nickname: string;
  monitorOptions: MonitorOptions;
  /** Set by the api: another user has put the wallet on their stealth list since it was tracked. */
  protected?: boolean;
  /** Set by the api: past the number of wallets the user's plan watches (after a plan lapsed). */
  overPlanLimit?: boolean;
  /** Set by the api: alerts are muted until this ISO time, or 'forever' (MUTED_FOREVER); null when not muted. */
  mutedUntil?: string | null;
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
  /** Set by the api when the sender or recipient has a label. */
  fromLabel?: AddressLabel | null;
  toLabel?: AddressLabel | null;
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

/** The public name of a well-known address (exchange, DEX, bridge…), the user's nickname for it, or 'your wallet'. */
export interface AddressLabel {
  name: string;
  kind: 'exchange' | 'dex' | 'bridge' | 'token' | 'lending' | 'fund' | 'contract' | 'burn' | 'nickname' | 'own';
}

export interface TokenHolder {
  protected?: false;
  address: string;
  /** Set by the api when the holder has a label. */
  label?: AddressLabel | null;
  /** Raw integer amount as a string. */
  balance: string;
  /** Decimal-adjusted. */
  actualBalance: number;
  tokenInfo: TokenInfo;
  /** Set by the api when the holder's 30-day record is known (computed within the hour). */
  record?: WalletRecordSummary | null;
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
  /** Set by the api when the wallet has a label. */
  label?: AddressLabel | null;
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

/** What a notification is about: a transaction of a tracked wallet, or a test. (Notifications stored
 * before alerts were grouped by transaction have the kind of their one move.) */
export type NotificationKind = 'transaction' | 'ether-transfer' | 'token-transfer' | 'token-approval' | 'test';

/** One thing a tracked wallet did in a transaction, from the wallet's point of view. */
export interface AlertMove {
  kind: 'ether' | 'token' | 'approval';
  /** 'in' when the wallet receives; 'out' when it sends or grants an approval. */
  direction: 'in' | 'out';
  /** Decimal-adjusted amount ('1250000.5'); 'unlimited' for an unlimited approval, '0' for a revocation. */
  amount: string;
  /** 'ETH' or the token's symbol. */
  symbol: string;
  /** The token contract, lower-case; null for ether. */
  token: string | null;
  /** USD value at the block; null when the token has no price (and for approvals). */
  valueUsd: number | null;
  /** False for a token without a price. */
  priced: boolean;
  /** The other side: sender, recipient or approved spender. */
  counterparty: string | null;
  counterpartyLabel: AddressLabel | null;
}

/**
 * One alert: everything a tracked wallet did in one transaction (GET /notifications, the SSE stream).
 * 'pending' until the block has the configured confirmations, then 'confirmed'; 'retracted' when a reorg
 * removed it.
 */
export interface WalletNotification {
  id: string;
  kind: NotificationKind;
  wallet: { address: string; nickname: string };
  /** The alert in words, e.g. 'Big Whale sent 1,250,000 USDC ($1.25M) to Binance 14'. */
  message: string;
  /** Several unrelated moves: one line per move under the message; otherwise empty. */
  lines: string[];
  moves: AlertMove[];
  /** The largest move's USD value (the swap's, the transfer's); null when nothing had a price. */
  valueUsd: number | null;
  /** The DEX a swap went through, when known ('Uniswap V3: Router'). */
  venue: string | null;
  txHash: string | null;
  blockNumber: number | null;
  status: 'pending' | 'confirmed' | 'retracted';
  /** ISO 8601: when it was stored. */
  createdAt: string;
  readAt: string | null;
  /** Latency receipt (ISO 8601): the block's timestamp, when the monitor saw the block, and when the
   * alert was first delivered to this user's open tab (null until then). */
  blockTime: string | null;
  seenAt: string | null;
  deliveredAt: string | null;
}

export interface NotificationPage {
  /** Newest first. */
  notifications: WalletNotification[];
  unread: number;
}

/** How alerts are emailed: each at once (at most one email per wallet per 5 minutes; the rest wait for
 * the next one), an hourly or daily digest, or never. */
export type EmailPolicy = 'instant' | 'hourly' | 'daily' | 'off';

export interface NotificationPreferences {
  emailPolicy: EmailPolicy;
  /** True unless emailPolicy is 'off'. */
  email: boolean;
}

/** GET /transactions/:hash: the signed-in user's alerts about one transaction. */
export interface TransactionAlerts {
  hash: string;
  alerts: WalletNotification[];
}
