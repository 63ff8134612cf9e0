// ChainSource over Etherscan's V2 API with the spec's key pool, budgeted per Etherscan account. History
// comes from the account module (txlist, tokentx, txlistinternal), blocks and logs from the proxy and
// logs modules, token balances from one Multicall3 eth_call; holders and a wallet's tokens are worked out
// from transfers, as the paid endpoints that list them are out of reach. The wallet monitor polls each
// wallet here (walletPolling) rather than following every block through the proxy module. The same source
// reads Blockscout and Routescan (`kind`): the requests differ in shape only (dialects.ts), and a call a
// kind lacks is refused as that explorer refuses it (EtherscanError 'unsupported').
import {
  LATEST_TRANSACTIONS,
  MAX_TOKEN_TRANSFERS,
  type Address,
  type BlockActivity,
  type ChainSource,
  type ChainTransaction,
  type TokenLog,
  type WalletToken,
} from '../chain-source';
import { DEFAULT_ACCOUNT, EXPLORER_DEFAULTS, type EtherscanAccount, type ExplorerKind } from '../../config';
import { PAGE_SIZE } from './block-pages';
import { etherscanClient, type EtherscanRequest } from './client';
import { EtherscanError } from './errors';
import { keyPool } from './key-pool';
import { readTokenBalances } from './token-balances';
import {
  decimalResult,
  hexQuantityResult,
  proxyBlockHeaderResult,
  proxyBlockResult,
  tokentxResult,
  txlistResult,
  type ProxyBlock,
} from './records';
import { readTokenLogs } from './token-logs';
import { NEWEST_BLOCK, newestFirst, oldestFirst, readTokentx, toTokenTransfer } from './token-transfers';
import { readWalletActivity, WALLET_ACTIVITY_REQUESTS } from './wallet-activity';
import { readWalletHistory } from './wallet-history';

/** How far back a wallet's transfer history is read to list its tokens. */
export const WALLET_TRANSFERS_READ = 10_000;

export type EtherscanSourceOptions = {
  /** Which Etherscan-compatible explorer (default Etherscan's V2 API); the source is named after it. */
  kind?: ExplorerKind;
  /** Default: Etherscan's V2 endpoint. */
  baseUrl?: string;
  chainId: number;
  /** The keys by Etherscan account (ETHERSCAN_API_KEYS); or `keys`, all of one account. */
  accounts?: EtherscanAccount[];
  keys?: string[];
  /** Calls per second each account may make (ETHERSCAN_RATE_PER_SECOND, default 3). */
  ratePerSecond?: number;
  /** The longest one request waits for a key before it fails saying when to retry (default 10 s). */
  maxWaitMs?: number;
  fetch?: typeof fetch;
  /** Random numbers in [0, 1) for the backoff jitter. */
  random?: () => number;
  /** The longest one request may take (default: the kind's). */
  timeoutMs?: number;
  /** False when another source follows this one: see client.ts. */
  retry?: boolean;
};

const lower = (address: string) => address.toLowerCase() as Address;

export function etherscanSource({
  kind = 'etherscan',
  baseUrl,
  chainId,
  accounts,
  keys = [],
  ratePerSecond,
  maxWaitMs,
  fetch,
  random,
  timeoutMs,
  retry,
}: EtherscanSourceOptions): ChainSource {
  const { label } = EXPLORER_DEFAULTS[kind];
  const pool = keyPool(accounts ?? [{ name: DEFAULT_ACCOUNT, keys }], { ratePerSecond, maxWaitMs, random, label });
  const request = etherscanClient({ kind, baseUrl, chainId, pool, fetch, timeoutMs, retry });

  return {
    name: kind,

    async latestTransactions(address, limit = LATEST_TRANSACTIONS): Promise<ChainTransaction[]> {
      if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE) {
        throw new RangeError(`limit must be a whole number from 1 to ${PAGE_SIZE}`);
      }
      const records = await request(
        {
          module: 'account',
          action: 'txlist',
          address: lower(address),
          startblock: 0,
          endblock: NEWEST_BLOCK,
          page: 1,
          offset: limit,
          sort: 'desc',
        },
        txlistResult,
      );
      return records.map(({ hash, value, from, to, timeStamp, blockNumber }) => ({ hash, value, from, to, timeStamp, blockNumber }));
    },

    async walletTokens(address) {
      const { records, failure } = await readTokentx(request, { address: lower(address) }, WALLET_TRANSFERS_READ);
      if (failure) throw failure;
      // Newest first, so each token keeps the metadata of its latest transfer.
      const tokens = new Map<Address, WalletToken>();
      for (const record of records) {
        if (tokens.has(record.contractAddress)) continue;
        tokens.set(record.contractAddress, {
          contract: record.contractAddress,
          name: record.tokenName,
          symbol: record.tokenSymbol,
          decimals: record.tokenDecimal,
        });
      }
      return [...tokens.values()];
    },

    // One page after another: each page's boundary is the last block of the one before, and the account's
    // budget (a few calls a second) is what bounds the pace anyway.
    async tokenTransfers(contract, { max = MAX_TOKEN_TRANSFERS, fromBlock, toBlock, oldestFirst: ascending = false } = {}) {
      const span = { startblock: fromBlock, endblock: toBlock, oldestFirst: ascending };
      const { records, failure } = await readTokentx(
        request,
        { contractaddress: lower(contract) },
        Math.min(max, MAX_TOKEN_TRANSFERS),
        span,
      );
      return { transfers: records.map(toTokenTransfer).sort(ascending ? oldestFirst : newestFirst), complete: !failure, failure };
    },

    async tokenMetadata(contract) {
      const [newest] = await request(
        {
          module: 'account',
          action: 'tokentx',
          contractaddress: lower(contract),
          startblock: 0,
          endblock: NEWEST_BLOCK,
          page: 1,
          offset: 1,
          sort: 'desc',
        },
        tokentxResult,
      );
      return newest ? { name: newest.tokenName, symbol: newest.tokenSymbol, decimals: newest.tokenDecimal } : null;
    },

    nativeBalance: (address) => request({ module: 'account', action: 'balance', address: lower(address), tag: 'latest' }, decimalResult),

    tokenBalances: (address, contracts) => readTokenBalances(request, lower(address), contracts),

    latestBlockNumber: () => request({ module: 'proxy', action: 'eth_blockNumber' }, hexQuantityResult),

    async blockAt(number) {
      const tag = number === undefined ? 'latest' : `0x${number.toString(16)}`;
      const block = await request({ module: 'proxy', action: 'eth_getBlockByNumber', tag, boolean: false }, proxyBlockHeaderResult);
      return block && { number: block.number, hash: block.hash };
    },

    async blocks(from, to) {
      if (to < from) return [];
      const blocks: ProxyBlock[] = [];
      for (let number = from; number <= to; number += 1n) blocks.push(await readBlock(request, number, label));
      const logsByBlock = new Map<bigint, TokenLog[]>();
      for (const { blockNumber, log } of await readTokenLogs(request, from, to)) {
        const list = logsByBlock.get(blockNumber) ?? [];
        list.push(log);
        logsByBlock.set(blockNumber, list);
      }
      return blocks.map((block): BlockActivity => ({
        number: block.number,
        hash: block.hash,
        parentHash: block.parentHash,
        timestamp: Number(block.timestamp),
        transactions: block.transactions,
        logs: logsByBlock.get(block.number) ?? [],
      }));
    },

    walletHistory: (address, query) => readWalletHistory(request, lower(address), query),

    walletPolling: {
      activity: (address, fromBlock, toBlock) => readWalletActivity(request, lower(address), fromBlock, toBlock),
      requestsPerPoll: WALLET_ACTIVITY_REQUESTS,
      requestsPerSecond: pool.requestsPerSecond,
    },

    problems: () => pool.problems(),
  };
}

async function readBlock(request: EtherscanRequest, number: bigint, label: string): Promise<ProxyBlock> {
  const block = await request(
    { module: 'proxy', action: 'eth_getBlockByNumber', tag: `0x${number.toString(16)}`, boolean: true },
    proxyBlockResult,
  );
  if (!block) throw new EtherscanError('refused', `${label} does not know block ${number} yet`);
  return block;
}
