// ERC-20 Transfer and Approval logs of a block range from logs/getLogs, decoded here with the ERC-20
// ABI. Anything else wearing the same topic0 (an ERC-721 Transfer has 4 topics) is left out.
import { BaseError, decodeEventLog, erc20Abi, getAbiItem, toEventSelector } from 'viem';
import type { Address, TokenLog } from '../chain-source';
import { PAGE_SIZE, readBlockPages } from './block-pages';
import type { EtherscanRequest } from './client';
import { logsResult, type LogEntry } from './records';

export const TRANSFER_TOPIC = toEventSelector(getAbiItem({ abi: erc20Abi, name: 'Transfer' }));
export const APPROVAL_TOPIC = toEventSelector(getAbiItem({ abi: erc20Abi, name: 'Approval' }));
/** topic0 plus the two indexed addresses of both events. */
const ERC20_TOPICS = 3;

export type BlockTokenLog = { blockNumber: bigint; log: TokenLog };

/** getLogs filters beyond the block range: topic0…topic3 and the operators between them (topic0_1_opr=and). */
export type LogTopics = Record<string, string>;

/** Every log of blocks `from`..`to` matching `topics`, oldest first, past the 1,000-record page. */
export async function readLogs(request: EtherscanRequest, from: bigint, to: bigint, topics: LogTopics): Promise<LogEntry[]> {
  const { records, failure } = await readBlockPages({
    fetchPage: (fromBlock, page) =>
      request({ module: 'logs', action: 'getLogs', fromBlock, toBlock: to, ...topics, page, offset: PAGE_SIZE }, logsResult),
    start: from,
    order: 'oldest-first',
    blockOf: (entry) => entry.blockNumber,
    identify: (entry) => `${entry.transactionHash}:${entry.logIndex}`,
    max: Infinity,
  });
  if (failure) throw failure;
  return records;
}

/** Transfer then Approval logs of blocks `from`..`to`, in block and log order. */
export async function readTokenLogs(request: EtherscanRequest, from: bigint, to: bigint): Promise<BlockTokenLog[]> {
  const logs: BlockTokenLog[] = [];
  for (const topic0 of [TRANSFER_TOPIC, APPROVAL_TOPIC]) {
    for (const entry of await readLogs(request, from, to, { topic0 })) {
      const log = decodeTokenLog(entry);
      if (log) logs.push({ blockNumber: entry.blockNumber, log });
    }
  }
  return logs.sort(inChainOrder);
}

/** Earlier blocks first, then earlier logs. */
export function inChainOrder(a: BlockTokenLog, b: BlockTokenLog): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.log.logIndex - b.log.logIndex;
}

export function decodeTokenLog(entry: LogEntry): TokenLog | null {
  const [signature, ...indexed] = entry.topics;
  if (signature === undefined || entry.topics.length !== ERC20_TOPICS) return null;
  const position = { contract: entry.address, transactionHash: entry.transactionHash, logIndex: Number(entry.logIndex) };
  try {
    const decoded = decodeEventLog({ abi: erc20Abi, topics: [signature, ...indexed], data: entry.data, strict: true });
    if (decoded.eventName === 'Transfer') {
      const { from, to, value } = decoded.args;
      return { ...position, event: 'Transfer', from: lower(from), to: lower(to), value };
    }
    const { owner, spender, value } = decoded.args;
    return { ...position, event: 'Approval', owner: lower(owner), spender: lower(spender), value };
  } catch (error) {
    // Not an ERC-20 event after all (wrong data size, another selector): not a token log.
    if (error instanceof BaseError) return null;
    throw error;
  }
}

const lower = (address: string) => address.toLowerCase() as Address;
