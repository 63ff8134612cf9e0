// ChainSource over any Ethereum JSON-RPC node through viem: the devnet in the embedded default.
// Logs are read in adaptive block ranges, balances and token metadata through Multicall3, and decoded by
// viem from the ERC-20 ABI — except a token's transfers, read several ranges at a time and decoded from
// their topics (transfer-logs.ts). New blocks can be followed over WebSocket (new-heads.ts).
import {
  BaseError,
  BlockNotFoundError,
  createPublicClient,
  erc20Abi,
  getAbiItem,
  http,
  HttpRequestError,
  parseEventLogs,
  TimeoutError,
  toHex,
  type Hex,
  type Log,
  type PublicClient,
} from 'viem';
import { mainnet } from 'viem/chains';
import {
  LATEST_TRANSACTIONS,
  MAX_TOKEN_TRANSFERS,
  tokenName,
  tokenSymbol,
  UNKNOWN_TOKEN,
  type Address,
  type BlockActivity,
  type BlockRef,
  type ChainSource,
  type ChainTransaction,
  type Hash,
  type TokenLog,
  type TokenMetadata,
  type TokenTransfer,
  type WalletToken,
} from '../chain-source';
import { blockReader, blocksOneByOne } from './block-reads';
import { readLogsNewestFirst, readLogsForwards, type BlockRange } from './log-ranges';
import { jsonRpcPoster } from './json-rpc-post';
import { followNewHeads } from './new-heads';
import { recentTransactions } from './recent-transactions';
import { readWalletHistory } from './wallet-history';
import { TRANSFER_TOPIC, transferReader, type RpcTransferLog, type TransferReader } from './transfer-logs';

const unreachable = (error: Error) =>
  error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;

/** Multicall3's address on mainnet and most chains; the devnet places it there too. */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
const approvalEvent = getAbiItem({ abi: erc20Abi, name: 'Approval' });

const lower = (address: string) => address.toLowerCase() as Address;

/** eth_getLogs calls a holder scan keeps in flight by default: public nodes allow a few at once per client. */
export const DEFAULT_PARALLEL_READS = 4;
/** Blocks in the first range of an oldest-first read; the ranges after it widen as the logs turn out sparse. */
const OLDEST_FIRST_SPAN = 8n;

export type RpcSourceOptions = {
  url: string;
  /** ws:// or wss:// URL of the same node: set, new blocks are pushed to the monitor (followNewHeads). */
  wsUrl?: string;
  /** Most eth_getLogs calls one holder scan has in flight (CHAIN_RPC_PARALLEL_READS). */
  parallelReads?: number;
  client?: PublicClient;
};

/**
 * The largest answer read. viem stops at 10 MiB, but only once the node has built the whole answer: a range
 * of a busy token refused there costs the node as much as reading it, and its halves again. Nodes that cap
 * answers refuse before building them (then the range is halved, log-ranges.ts).
 */
export const MAX_ANSWER_BYTES = 128 * 1024 * 1024;

export function rpcSource({ url, wsUrl, parallelReads = DEFAULT_PARALLEL_READS, client: given }: RpcSourceOptions): ChainSource {
  const client: PublicClient =
    given ?? createPublicClient({ transport: http(url, { timeout: 30_000, retryCount: 2, maxResponseBodySize: MAX_ANSWER_BYTES }) });
  // The monitor's blocks in one request (block-reads.ts); through the given client in tests.
  const fullBlocks = given
    ? { read: (numbers: bigint[]) => blocksOneByOne(client, numbers) }
    : blockReader({ url, single: client, timeoutMs: 30_000, maxAnswerBytes: MAX_ANSWER_BYTES });
  const metadataCache = new Map<Address, Promise<TokenMetadata | null>>();
  // A holder scan's logs come straight over HTTP (json-rpc-post.ts); through the given client in tests.
  const post = given ? null : jsonRpcPoster(url, { maxAnswerBytes: MAX_ANSWER_BYTES });
  /** A token's Transfer logs in a block range, decoded (from the answer's bytes when they can be). */
  async function transferLogs(
    params: [{ address: Address; topics: Hash[]; fromBlock: Hex; toBlock: Hex }],
    reader: TransferReader,
  ): Promise<TokenTransfer[]> {
    const decodeAll = (logs: unknown) => (logs as RpcTransferLog[]).map(reader.decode).filter((transfer) => transfer !== null);
    if (!post) return decodeAll(await client.request({ method: 'eth_getLogs', params }));
    return post('eth_getLogs', params, { fromBytes: reader.fromAnswer, fromResult: decodeAll });
  }

  async function latestBlockNumber(): Promise<bigint> {
    return client.getBlockNumber({ cacheTime: 0 });
  }

  async function readMetadata(contract: Address): Promise<TokenMetadata | null> {
    const [name, symbol, decimals] = await client.multicall({
      multicallAddress: MULTICALL3,
      allowFailure: true,
      contracts: [
        { address: contract, abi: erc20Abi, functionName: 'name' },
        { address: contract, abi: erc20Abi, functionName: 'symbol' },
        { address: contract, abi: erc20Abi, functionName: 'decimals' },
      ],
    });
    // Multicall reports an unreachable node as every call failing: that is no answer, not "not a token".
    if (decimals.status !== 'success' && unreachable(decimals.error)) throw decimals.error;
    if (decimals.status !== 'success') return null;
    return {
      name: name.status === 'success' ? tokenName(name.result) : UNKNOWN_TOKEN.name,
      symbol: symbol.status === 'success' ? tokenSymbol(symbol.result) : UNKNOWN_TOKEN.symbol,
      decimals: decimals.result,
    };
  }

  function tokenMetadata(contract: Address): Promise<TokenMetadata | null> {
    const key = lower(contract);
    let cached = metadataCache.get(key);
    if (!cached) {
      cached = readMetadata(key);
      // Metadata never changes, but a failed read must be retried next time.
      cached.catch(() => metadataCache.delete(key));
      metadataCache.set(key, cached);
    }
    return cached;
  }

  return {
    name: 'rpc',

    latestTransactions: (address, limit = LATEST_TRANSACTIONS): Promise<ChainTransaction[]> =>
      recentTransactions(client, lower(address), limit),

    async walletTokens(address) {
      const wallet = lower(address);
      const latest = await latestBlockNumber();
      const contracts = new Set<Address>();
      for (const args of [{ from: wallet }, { to: wallet }]) {
        await readLogsForwards(
          0n,
          latest,
          ({ from, to }) => client.getLogs({ event: transferEvent, args, fromBlock: from, toBlock: to, strict: true }),
          (logs) => logs.forEach((log) => contracts.add(lower(log.address))),
        );
      }
      const tokens: WalletToken[] = [];
      for (const contract of contracts) {
        const metadata = await tokenMetadata(contract);
        if (metadata) tokens.push({ contract, ...metadata });
      }
      return tokens;
    },

    async tokenTransfers(contract, { max = MAX_TOKEN_TRANSFERS, fromBlock = 0n, toBlock, oldestFirst = false } = {}) {
      const token = lower(contract);
      const metadata = await tokenMetadata(token);
      if (!metadata) return { transfers: [], complete: true };
      const reader = transferReader({
        contractAddress: token,
        tokenName: metadata.name,
        tokenSymbol: metadata.symbol,
        tokenDecimal: metadata.decimals,
      });
      const latest = toBlock ?? (await latestBlockNumber());
      // Each range is decoded as soon as it arrives: its parsed JSON is garbage at once (100,000 logs kept
      // parsed until the end cost more in garbage collection than in parsing).
      const read = async ({ from, to }: BlockRange): Promise<TokenTransfer[]> => {
        const decoded = await transferLogs(
          [{ address: token, topics: [TRANSFER_TOPIC], fromBlock: toHex(from), toBlock: toHex(to) }],
          reader,
        );
        if (!inChainOrder(decoded)) decoded.sort((a, b) => compareBigints(a.blockNumber, b.blockNumber) || a.logIndex - b.logIndex);
        return decoded;
      };
      const transfers: TokenTransfer[] = [];
      if (oldestFirst) {
        try {
          // Oldest first is how the holder index drops its oldest few transfers: begin with a few blocks.
          await readLogsForwards(
            fromBlock,
            latest,
            read,
            (decoded) => {
              for (const transfer of decoded) if (transfers.length < max) transfers.push(transfer);
              return transfers.length < max;
            },
            OLDEST_FIRST_SPAN,
          );
        } catch (failure) {
          return { transfers, complete: false, failure };
        }
        return { transfers, complete: true };
      }
      const { batches, failure } = await readLogsNewestFirst(fromBlock, latest, read, {
        wanted: max,
        concurrency: parallelReads,
        blockOf: (transfer) => transfer.blockNumber,
      });
      for (const decoded of batches) {
        // In chain order; newest first means from the end.
        for (let at = decoded.length - 1; at >= 0 && transfers.length < max; at -= 1) transfers.push(decoded[at]);
        if (transfers.length >= max) return { transfers, complete: true };
      }
      return failure === undefined ? { transfers, complete: true } : { transfers, complete: false, failure };
    },

    tokenMetadata,

    walletHistory: (address, query) => readWalletHistory(client, lower(address), query),

    async verifyMessage(address, message, signature) {
      // viem answers false when its call fails, an unreachable node included: reading the wallet's code
      // first lets a node that cannot be reached fail as such.
      await client.getCode({ address: lower(address) });
      return client.verifyMessage({ address: lower(address), message, signature });
    },

    async ensName(address) {
      // ENS lives on mainnet: another chain (the devnet) has no names.
      if ((await client.getChainId()) !== mainnet.id) return null;
      return client.getEnsName({ address: lower(address), universalResolverAddress: mainnet.contracts.ensUniversalResolver.address });
    },

    nativeBalance: (address) => client.getBalance({ address: lower(address) }),

    async tokenBalances(address, contracts) {
      const owner = lower(address);
      const tokens = [...new Set(contracts.map(lower))];
      const results = await client.multicall({
        multicallAddress: MULTICALL3,
        allowFailure: true,
        contracts: tokens.map((token) => ({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf' as const,
          args: [owner] as const,
        })),
      });
      const balances = new Map<Address, bigint>();
      results.forEach((result, index) => {
        const token = tokens[index];
        if (token && result.status === 'success') balances.set(token, result.result);
      });
      return balances;
    },

    latestBlockNumber,

    async blockAt(number): Promise<BlockRef | null> {
      try {
        const block = number === undefined ? await client.getBlock({ blockTag: 'latest' }) : await client.getBlock({ blockNumber: number });
        return block.hash === null || block.number === null ? null : { number: block.number, hash: block.hash };
      } catch (error) {
        if (error instanceof BlockNotFoundError) return null;
        throw error;
      }
    },

    ...(wsUrl ? { followNewHeads: (listener) => followNewHeads(wsUrl, listener) } : {}),

    async blocks(from, to) {
      if (to < from) return [];
      const numbers: bigint[] = [];
      for (let number = from; number <= to; number += 1n) numbers.push(number);
      const [blocks, logs] = await Promise.all([
        fullBlocks.read(numbers),
        client.getLogs({ events: [transferEvent, approvalEvent], fromBlock: from, toBlock: to, strict: true }),
      ]);
      // Blocks and logs are two calls: a reorg between them would pair one chain's logs with another's blocks.
      const hashes = new Map(blocks.map((block) => [block.number, block.hash]));
      const logsByBlock = new Map<bigint, TokenLog[]>();
      for (const log of parseTokenLogs(logs)) {
        if (log.blockHash !== null && hashes.get(log.blockNumber) !== log.blockHash) {
          throw new Error(`Block ${log.blockNumber} changed while it was read (a chain reorganisation): read it again`);
        }
        const list = logsByBlock.get(log.blockNumber) ?? [];
        list.push(log.tokenLog);
        logsByBlock.set(log.blockNumber, list);
      }
      return blocks.map((block): BlockActivity => ({
        number: block.number,
        hash: block.hash,
        parentHash: block.parentHash,
        timestamp: Number(block.timestamp),
        transactions: block.transactions.map((transaction) => ({
          hash: transaction.hash,
          from: lower(transaction.from),
          to: transaction.to ? lower(transaction.to) : null,
          value: transaction.value,
        })),
        logs: logsByBlock.get(block.number) ?? [],
      }));
    },
  };
}

/** Re-decodes raw logs with the ERC-20 ABI: anything else wearing the same topic (ERC-721) is dropped. */
type BlockTokenLog = { blockNumber: bigint; blockHash: Hash | null; tokenLog: TokenLog };

function parseTokenLogs(logs: Log[]): BlockTokenLog[] {
  return parseEventLogs({ abi: erc20Abi, logs, strict: true }).flatMap((log): BlockTokenLog[] => {
    if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) return [];
    const position = { contract: lower(log.address), transactionHash: log.transactionHash, logIndex: log.logIndex };
    const at = { blockNumber: log.blockNumber, blockHash: log.blockHash };
    if (log.eventName === 'Transfer') {
      const { from, to, value } = log.args;
      return [{ ...at, tokenLog: { ...position, event: 'Transfer', from: lower(from), to: lower(to), value } }];
    }
    const { owner, spender, value } = log.args;
    return [{ ...at, tokenLog: { ...position, event: 'Approval', owner: lower(owner), spender: lower(spender), value } }];
  });
}

function inChainOrder(transfers: TokenTransfer[]): boolean {
  for (let at = 1; at < transfers.length; at += 1) {
    const [before, after] = [transfers[at - 1], transfers[at]];
    if (before.blockNumber > after.blockNumber || (before.blockNumber === after.blockNumber && before.logIndex > after.logIndex))
      return false;
  }
  return true;
}

function compareBigints(a: bigint, b: bigint): number {
  return a === b ? 0 : a > b ? 1 : -1;
}
