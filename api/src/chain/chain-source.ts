// The one interface to Ethereum data (DESIGN.md §4 "Chain data"). Two implementations: `rpc` (any
// JSON-RPC node through viem; the devnet by default) and `etherscan` (the explorer's V2 API with the
// spec's key pool). Addresses are lower-case 0x strings everywhere; amounts are raw integers (bigint
// inside the api, decimal strings where they mirror the explorer's records).

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

/** A token a wallet holds or held (spec §3 "Portfolio token listing"). */
export type WalletToken = TokenMetadata & { contract: Address };

/** One ERC-20 Transfer (spec §3 "Explorer transfer record"), with where it sits in the chain. */
export type TokenTransfer = {
  hash: Hash;
  /** Position of the log in its block; with the hash it identifies the transfer. */
  logIndex: number;
  blockNumber: bigint;
  from: Address;
  to: Address;
  /** Raw amount, decimal string. */
  value: string;
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

export const MAX_TOKEN_TRANSFERS = 100_000;
export const LATEST_TRANSACTIONS = 5;

export interface ChainSource {
  readonly name: 'rpc' | 'etherscan';
  /** The address's latest transactions, newest first (explorer: txlist, offset 5, sort desc). */
  latestTransactions(address: Address, limit?: number): Promise<ChainTransaction[]>;
  /** Every ERC-20 the address has sent or received, with its metadata (explorer: tokentx by address). */
  walletTokens(address: Address): Promise<WalletToken[]>;
  /**
   * The contract's transfers, newest first, at most `max` (≤ 100,000). A page that fails ends the scan
   * with what was read so far flagged incomplete (spec §8: "a failed page stops the holder scan"), and
   * the page's error as `failure` where the source knows it.
   */
  tokenTransfers(contract: Address, options?: { max?: number }): Promise<{ transfers: TokenTransfer[]; complete: boolean; failure?: unknown }>;
  tokenMetadata(contract: Address): Promise<TokenMetadata | null>;
  nativeBalance(address: Address): Promise<bigint>;
  /** Raw balances of `address` in each contract; keys are the lower-case contract addresses. */
  tokenBalances(address: Address, contracts: Address[]): Promise<Map<Address, bigint>>;
  latestBlockNumber(): Promise<bigint>;
  /** Blocks `from`..`to` inclusive, in order, with their transactions and token logs. */
  blocks(from: bigint, to: bigint): Promise<BlockActivity[]>;
  /**
   * Set by explorer sources, where following every block costs several requests per block: the wallet
   * monitor then polls each watched wallet at its check interval instead (DESIGN.md §4).
   */
  readonly walletPolling?: WalletPolling;
  /**
   * What keeps the source from serving fully right now, one sentence each for /health (Etherscan: keys
   * set aside as invalid, a throttle, an account at its daily limit). Empty when all is well.
   */
  problems?(): string[];
}
