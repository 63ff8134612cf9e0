// ChainSource over any Ethereum JSON-RPC node through viem: the devnet in the embedded default.
// Logs are read in adaptive block ranges, balances and token metadata through Multicall3, and
// everything is decoded by viem from the ERC-20 ABI.
import {
  BaseError,
  createPublicClient,
  erc20Abi,
  getAbiItem,
  http,
  HttpRequestError,
  parseEventLogs,
  TimeoutError,
  type Log,
  type PublicClient,
} from 'viem';
import {
  LATEST_TRANSACTIONS,
  MAX_TOKEN_TRANSFERS,
  UNKNOWN_TOKEN,
  type Address,
  type BlockActivity,
  type ChainSource,
  type ChainTransaction,
  type Hash,
  type TokenLog,
  type TokenMetadata,
  type TokenTransfer,
  type WalletToken,
} from '../chain-source';
import { readLogsBackwards, readLogsForwards } from './log-ranges';
import { recentTransactions } from './recent-transactions';

const unreachable = (error: Error) => error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;

/** Multicall3's address on mainnet and most chains; the devnet places it there too. */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });
const approvalEvent = getAbiItem({ abi: erc20Abi, name: 'Approval' });

const lower = (address: string) => address.toLowerCase() as Address;

export type RpcSourceOptions = { url: string; client?: PublicClient };

export function rpcSource({ url, client: given }: RpcSourceOptions): ChainSource {
  const client: PublicClient = given ?? createPublicClient({ transport: http(url, { timeout: 30_000, retryCount: 2 }) });
  const metadataCache = new Map<Address, Promise<TokenMetadata | null>>();

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
      name: name.status === 'success' ? name.result : UNKNOWN_TOKEN.name,
      symbol: symbol.status === 'success' ? symbol.result : UNKNOWN_TOKEN.symbol,
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

    async tokenTransfers(contract, { max = MAX_TOKEN_TRANSFERS } = {}) {
      const token = lower(contract);
      const metadata = await tokenMetadata(token);
      if (!metadata) return { transfers: [], complete: true };
      const latest = await latestBlockNumber();
      const transfers: TokenTransfer[] = [];
      try {
        await readLogsBackwards(
          0n,
          latest,
          ({ from, to }) =>
            client.getLogs({ address: token, event: transferEvent, fromBlock: from, toBlock: to, strict: true }),
          (logs) => {
            // Within a range, newest first: later blocks, then later positions in a block.
            const newestFirst = [...logs].sort(
              (a, b) => compareBigints(b.blockNumber, a.blockNumber) || b.logIndex - a.logIndex,
            );
            for (const log of newestFirst) {
              transfers.push({
                hash: log.transactionHash,
                logIndex: log.logIndex,
                blockNumber: log.blockNumber,
                from: lower(log.args.from),
                to: lower(log.args.to),
                value: log.args.value.toString(),
                contractAddress: token,
                tokenName: metadata.name,
                tokenSymbol: metadata.symbol,
                tokenDecimal: metadata.decimals,
              });
              if (transfers.length >= max) return false;
            }
            return true;
          },
        );
      } catch {
        return { transfers, complete: false };
      }
      return { transfers, complete: true };
    },

    tokenMetadata,

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

    async blocks(from, to) {
      if (to < from) return [];
      const numbers: bigint[] = [];
      for (let number = from; number <= to; number += 1n) numbers.push(number);
      const [blocks, logs] = await Promise.all([
        Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
        client.getLogs({ events: [transferEvent, approvalEvent], fromBlock: from, toBlock: to, strict: true }),
      ]);
      const logsByBlock = new Map<bigint, TokenLog[]>();
      for (const log of parseTokenLogs(logs)) {
        const list = logsByBlock.get(log.blockNumber) ?? [];
        list.push(log.tokenLog);
        logsByBlock.set(log.blockNumber, list);
      }
      return blocks.map(
        (block): BlockActivity => ({
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
        }),
      );
    },
  };
}

/** Re-decodes raw logs with the ERC-20 ABI: anything else wearing the same topic (ERC-721) is dropped. */
function parseTokenLogs(logs: Log[]): { blockNumber: bigint; tokenLog: TokenLog }[] {
  return parseEventLogs({ abi: erc20Abi, logs, strict: true }).flatMap((log): { blockNumber: bigint; tokenLog: TokenLog }[] => {
    if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) return [];
    const position = { contract: lower(log.address), transactionHash: log.transactionHash as Hash, logIndex: log.logIndex };
    if (log.eventName === 'Transfer') {
      const { from, to, value } = log.args;
      return [{ blockNumber: log.blockNumber, tokenLog: { ...position, event: 'Transfer', from: lower(from), to: lower(to), value } }];
    }
    const { owner, spender, value } = log.args;
    return [{ blockNumber: log.blockNumber, tokenLog: { ...position, event: 'Approval', owner: lower(owner), spender: lower(spender), value } }];
  });
}

function compareBigints(a: bigint, b: bigint): number {
  return a === b ? 0 : a > b ? 1 : -1;
}
