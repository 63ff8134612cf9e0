// The one interface to Ethereum data (DESIGN.md §4 "Chain data"). Implementations: `rpc` (any JSON-RPC
// node through viem; the devnet by default), the Etherscan-compatible explorers `etherscan` (V2 API with
// the spec's key pool), `blockscout` and `routescan` (one client, etherscan/), and the fallback that reads
// a chain's sources in order (fallback-source.ts). Addresses are lower-case 0x strings everywhere;
// amounts are raw integers (bigint inside the api, decimal strings where they mirror the explorer's records).
import { oneLine } from '@whalewatch/contracts';
import type { ChainSourceName } from '../config';

export type { ChainSourceName } from '../config';

export type Address = `0x${string}`;
export type Hash = `0x${string}`;

/** An account's transaction as the product shows it (spec §3 "Transaction"). */
export type ChainTransaction = {
  hash: Hash;
  /** Wei, decimal string. */
  value: string;
  from: Address;
  /** Null for a contract creation. */
  to: Address | null;
  /** Seconds since the epoch. */
  timeStamp: number;
  blockNumber: bigint;
};

export type TokenMetadata = { name: string; symbol: string; decimals: number };

/** Spec §3: what a token nobody describes reads as. */
export const UNKNOWN_TOKEN: TokenMetadata = { name: 'Unknown', symbol: 'Unknown', decimals: 18 };

/**
 * A token's name and symbol as the product keeps and shows them: whoever deploys a token chooses its text,
 * so it is read as one visible line of a sane length (http/one-line.ts).
 */
export const tokenName = (text: string) => oneLine(text, 128);
export const tokenSymbol = (text: string) => oneLine(text, 64);

/** A token a wallet holds or held (spec §3 "Portfolio token listing"). */
export type WalletToken = TokenMetadata & { contract: Address };

/** One ERC-20 Transfer (spec §3 "Explorer transfer record"), with where it sits in the chain. */
export type TokenTransfer = {
  hash: Hash;
  /** Position of the log in its block; with the hash it identifies the transfer. */
  logIndex: number;
  blockNumber: bigint;
  /** The hash of the block the transfer was read in, where the source says (a reorg replaces it). */
  blockHash?: Hash;
  from: Address;
  to: Address;
  /** Raw amount. */
  value: bigint;
  contractAddress: Address;
  tokenName: string;
  tokenSymbol: string;
  tokenDecimal: number;
};

type LogPosition = { contract: Address; transactionHash: Hash; logIndex: number };
export type TransferLog = LogPosition & { event: 'Transfer'; from: Address; to: Address; value: bigint };
/** value 0 revokes; 2^256−1 is "unlimited". */
export type ApprovalLog = LogPosition & { event: 'Approval'; owner: Address; spender: Address; value: bigint };
export type TokenLog = TransferLog | ApprovalLog;

/** A block as the wallet monitor reads it: every transaction plus its ERC-20 Transfer/Approval logs. */
export type BlockActivity = {
  number: bigint;
  hash: Hash;
  parentHash: Hash;
  /** Seconds since the epoch. */
  timestamp: number;
  transactions: { hash: Hash; from: Address; to: Address | null; value: bigint }[];
  logs: TokenLog[];
};

/**
 * One wallet's activity in a block range, as an explorer lists it per address: what the wallet monitor
 * matches when it polls each wallet instead of following every block.
 */
export type WalletActivity = {
  /** Transactions the wallet sent or received that did not fail, in block order. */
  transactions: (BlockActivity['transactions'][number] & { blockNumber: bigint })[];
  /** ERC-20 Transfers from or to the wallet and Approvals it granted, in block and log order. */
  logs: (TokenLog & { blockNumber: bigint })[];
};

/** Reading wallets one by one, and what that costs against the source's request limits. */
export type WalletPolling = {
  /** The wallet's activity in blocks `fromBlock`..`toBlock` inclusive. */
  activity(address: Address, fromBlock: bigint, toBlock: bigint): Promise<WalletActivity>;
  /** Requests one `activity` call makes (more only past a page of records). */
  requestsPerPoll: number;
  /** Requests per second the source can make (Etherscan: its accounts' budgets, 3 a second each on the free plan). */
  requestsPerSecond: number;
};

/** A block by number and hash: what tells a block apart from the one a reorg put in its place. */
export type BlockRef = { number: bigint; hash: Hash };

/**
 * Which of a contract's transfers to read: blocks `fromBlock`..`toBlock` (default: all of them), at most
 * `max` — the newest ones, or with `oldestFirst` the oldest ones, in chain order.
 */
export type TransferQuery = { max?: number; fromBlock?: bigint; toBlock?: bigint; oldestFirst?: boolean };

/** Follows the chain's new blocks as the node announces them (eth_subscribe newHeads). */
export type NewHeads = {
  /** True while the subscription is up. */
  readonly connected: boolean;
  /** While it is down: why the last attempt failed or the socket dropped (no key from the URL), if one did. */
  readonly lastError: string | null;
  /** While it is down: when it is tried again (null while an attempt is under way). */
  readonly retryAt: Date | null;
  close(): Promise<void>;
};

export type NewHeadsListener = {
  /** A new block was announced. */
  onHead: (number: bigint) => void;
  /** The subscription went up (true) or down (false; it is retried with backoff). */
  onConnection?: (connected: boolean) => void;
};

/**
 * One asset moving into or out of a wallet, as its profile reads it: an ERC-20 Transfer (`logIndex` its
 * log's), or ether — a transaction's value (`logIndex` -1) or an internal transfer inside a contract call
 * (`logIndex` -2, -3, … in the order the trace lists them).
 */
export type WalletMove = {
  hash: Hash;
  blockNumber: bigint;
  logIndex: number;
  /** Seconds since the epoch: the block's time. */
  at: number;
  /** 'eth', or the token's lower-case contract address. */
  asset: 'eth' | Address;
  from: Address;
  to: Address;
  /** Raw amount. */
  value: bigint;
};

/** Which of a wallet's moves to read: blocks `fromBlock`..`toBlock`, at most `max` (the newest ones). */
export type WalletHistoryQuery = { fromBlock: bigint; toBlock: bigint; max: number };

export type WalletHistory = {
  /** In chain order. */
  moves: WalletMove[];
  /** Metadata of the tokens moved, where the source's records carry it (an explorer's do): no read per token then. */
  tokens?: ReadonlyMap<Address, TokenMetadata>;
  /** False when more than `max` moves were in the blocks asked for: the oldest were left out. */
  complete: boolean;
};

export const MAX_TOKEN_TRANSFERS = 100_000;
export const LATEST_TRANSACTIONS = 5;

/** Where one of a chain's sources stands, for /health: the first not set aside serves. */
export type SourceStanding = {
  name: ChainSourceName;
  serving: boolean;
  /** Set aside after it failed as unavailable: until then calls skip it. */
  setAsideUntil: Date | null;
  /** Why it was set aside (the failure's message). */
  reason: string | null;
};

export interface ChainSource {
  /**
   * Which source this is; for several in order (fallback-source.ts), the first one's: the wallet monitor's
   * mode and its cursor's name follow it.
   */
  readonly name: ChainSourceName;
  /** The address's latest transactions, newest first (explorer: txlist, offset 5, sort desc). */
  latestTransactions(address: Address, limit?: number): Promise<ChainTransaction[]>;
  /** Every ERC-20 the address has sent or received, with its metadata (explorer: tokentx by address). */
  walletTokens(address: Address): Promise<WalletToken[]>;
  /**
   * The contract's transfers in the blocks asked for, newest first (or oldest first), at most `max`
   * (≤ 100,000). A page that fails ends the scan with what was read so far flagged incomplete (spec §8:
   * "a failed page stops the holder scan"), and the page's error as `failure` where the source knows it.
   */
  tokenTransfers(contract: Address, options?: TransferQuery): Promise<{ transfers: TokenTransfer[]; complete: boolean; failure?: unknown }>;
  tokenMetadata(contract: Address): Promise<TokenMetadata | null>;
  nativeBalance(address: Address): Promise<bigint>;
  /** Raw balances of `address` in each contract; keys are the lower-case contract addresses. */
  tokenBalances(address: Address, contracts: Address[]): Promise<Map<Address, bigint>>;
  latestBlockNumber(): Promise<bigint>;
  /** Block `number`'s hash (the newest block's when omitted); null when the chain has no such block. */
  blockAt(number?: bigint): Promise<BlockRef | null>;
  /** Blocks `from`..`to` inclusive, in order, with their transactions and token logs. */
  blocks(from: bigint, to: bigint): Promise<BlockActivity[]>;
  /** The address's primary ENS name (mainnet only; null elsewhere or when it has none). */
  ensName?(address: Address): Promise<string | null>;
  /** The wallet's token transfers and ether moves in the blocks asked for. */
  walletHistory?(address: Address, query: WalletHistoryQuery): Promise<WalletHistory>;
  /**
   * Whether `signature` is `address`'s signature of `message` (EIP-191), a smart-contract wallet's included
   * (EIP-1271, ERC-6492): a node's answer (Sign in with Ethereum).
   */
  verifyMessage?(address: Address, message: string, signature: Hash): Promise<boolean>;
  /**
   * Set by explorer sources, where following every block costs several requests per block: the wallet
   * monitor then polls each watched wallet at its check interval instead (DESIGN.md §4).
   */
  readonly walletPolling?: WalletPolling;
  /**
   * Set where the node pushes new blocks (a JSON-RPC node over WebSocket): the wallet monitor reads each
   * block as it is announced instead of waiting for its next poll, and polls again while this is down.
   */
  followNewHeads?(listener: NewHeadsListener): NewHeads;
  /**
   * What keeps the source from serving fully right now, one sentence each for /health (Etherscan: keys
   * set aside as invalid, a throttle, an account at its daily limit). Empty when all is well.
   */
  problems?(): string[];
  /** Set where the chain reads several sources in order: each one's standing, in that order. */
  standings?(): SourceStanding[];
}
