// ERC-20 Transfer logs straight from eth_getLogs, decoded from their topics: topics[1] and topics[2] are
// the 32-byte padded sender and recipient, data the 32-byte amount. No ABI decoder per log (a holder scan
// reads 100,000 of them), and the same rule as viem's strict decoding: anything else wearing the Transfer
// topic (an ERC-721 Transfer has 4 topics and no data) is left out.
// A holder scan's answers are read from their text (logsInAnswer): only the fields a transfer needs are
// taken, as slices of the text, instead of JSON.parse building every field of every log — at 100,000 logs
// the garbage collector spent more time on those than the parser. Anything unexpected in the text (an
// error, an escape, a nested object) hands it to JSON.parse instead.
import type { Address, Hash, TokenTransfer } from '../chain-source';

export const TRANSFER_TOPIC: Hash = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** A log as eth_getLogs answers it (hex quantities). */
export type RpcTransferLog = {
  address?: string;
  topics: readonly string[];
  data: string;
  blockNumber: string | null;
  blockHash: string | null;
  transactionHash: string | null;
  logIndex: string | null;
  removed?: boolean;
};

/** "0x" + 64 hex digits: one ABI word. */
const WORD_LENGTH = 66;
/** An address topic is 12 zero bytes, then the address. */
const ADDRESS_OFFSET = 26;
const ZERO_PADDING = '0x000000000000000000000000';

const isWord = (value: unknown): value is string => typeof value === 'string' && value.length === WORD_LENGTH;

export type TokenLabel = Pick<TokenTransfer, 'contractAddress' | 'tokenName' | 'tokenSymbol' | 'tokenDecimal'>;

/**
 * Decodes logs into transfers. Repeated values are shared rather than copied (an address, a block's hash
 * and number): 100,000 transfers kept in memory are then mostly their amounts.
 */
export function transferDecoder(token: TokenLabel): (log: RpcTransferLog) => TokenTransfer | null {
  const addresses = new Map<string, Address>();
  let lastBlock: { number: string; value: bigint; hash: Hash | undefined; rawHash: string | null } | null = null;
  const address = (topic: string): Address => {
    const key = topic.slice(ADDRESS_OFFSET);
    let known = addresses.get(key);
    if (!known) {
      known = `0x${key.toLowerCase()}` as Address;
      addresses.set(key, known);
    }
    return known;
  };
  return (log) => {
    const { topics, data } = log;
    if (log.removed || topics.length !== 3 || topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return null;
    const [, from, to] = topics;
    if (!isWord(from) || !isWord(to) || !isWord(data)) return null;
    // A topic with bits above the address's 20 bytes is no address: strict decoding refuses it too.
    if (!from.startsWith(ZERO_PADDING) || !to.startsWith(ZERO_PADDING)) return null;
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) return null;
    if (!lastBlock || lastBlock.number !== log.blockNumber || lastBlock.rawHash !== log.blockHash) {
      lastBlock = { number: log.blockNumber, value: BigInt(log.blockNumber), hash: log.blockHash ? (log.blockHash.toLowerCase() as Hash) : undefined, rawHash: log.blockHash };
    }
    const transfer: TokenTransfer = {
      hash: log.transactionHash.toLowerCase() as Hash,
      logIndex: Number(log.logIndex),
      blockNumber: lastBlock.value,
      from: address(from),
      to: address(to),
      value: BigInt(data),
      ...token,
    };
    if (lastBlock.hash) transfer.blockHash = lastBlock.hash;
    return transfer;
  };
}

/** The transfer a raw log records, or null for a log that is no ERC-20 Transfer (or not in a block yet). */
export function decodeTransferLog(log: RpcTransferLog, token: TokenLabel): TokenTransfer | null {
  return transferDecoder(token)(log);
}

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);
const FIELDS = ['data', 'blockHash', 'blockNumber', 'transactionHash', 'logIndex'] as const;
/** Each key as it is written, quotes included. */
const QUOTED = Object.fromEntries(['result', 'topics', 'removed', ...FIELDS].map((key) => [key, `"${key}"`]));

/** The index after any whitespace from `at`. */
function skip(text: string, at: number): number {
  while (WHITESPACE.has(text.charCodeAt(at))) at += 1;
  return at;
}

/** Where the value of `"key"` starts within [start, end), or -1. */
function valueOf(text: string, key: string, start: number, end: number): number {
  const quoted = QUOTED[key] ?? `"${key}"`;
  const at = text.indexOf(quoted, start);
  if (at === -1 || at >= end) return -1;
  const colon = skip(text, at + quoted.length);
  return text.charCodeAt(colon) === 0x3a ? skip(text, colon + 1) : -1;
}

/** The string starting at `at` (its opening quote), or undefined. */
function stringAt(text: string, at: number): string | undefined {
  if (at < 0 || text.charCodeAt(at) !== 0x22) return undefined;
  const close = text.indexOf('"', at + 1);
  return close === -1 ? undefined : text.slice(at + 1, close);
}

/**
 * The logs of an eth_getLogs answer, read from its text and handed to `take` one by one (so each is
 * garbage at once); what `take` returns, in order. Undefined when the text is anything but a plain list of
 * flat log objects (an error answer included): then JSON.parse has to read it.
 */
export function logsInAnswer<T>(text: string, take: (log: RpcTransferLog) => T | null): T[] | undefined {
  if (text.includes('\\')) return undefined;
  const result = valueOf(text, 'result', 0, text.length);
  if (result === -1 || text.charCodeAt(result) !== 0x5b) return undefined;
  const logs: T[] = [];
  let at = skip(text, result + 1);
  if (text.charCodeAt(at) === 0x5d) return logs;
  for (;;) {
    if (text.charCodeAt(at) !== 0x7b) return undefined;
    const end = text.indexOf('}', at);
    const nested = text.indexOf('{', at + 1);
    if (end === -1 || (nested !== -1 && nested < end)) return undefined;
    const topicsAt = valueOf(text, 'topics', at, end);
    if (topicsAt === -1 || text.charCodeAt(topicsAt) !== 0x5b) return undefined;
    const topicsEnd = text.indexOf(']', topicsAt);
    const topics: string[] = [];
    for (let quote = text.indexOf('"', topicsAt); quote !== -1 && quote < topicsEnd; quote = text.indexOf('"', quote + 1)) {
      const close = text.indexOf('"', quote + 1);
      topics.push(text.slice(quote + 1, close));
      quote = close;
    }
    const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
    // Keys mostly come in the same order: each is looked for after the one before, then from the start.
    let from = topicsEnd;
    for (const field of FIELDS) {
      let value = valueOf(text, field, from, end);
      if (value === -1) value = valueOf(text, field, at, end);
      fields[field] = stringAt(text, value);
      if (value !== -1) from = value;
    }
    const { data, blockNumber, blockHash, transactionHash, logIndex } = fields;
    if (data === undefined) return undefined;
    const removed = valueOf(text, 'removed', at, end);
    const taken = take({
      topics,
      data,
      blockNumber: blockNumber ?? null,
      blockHash: blockHash ?? null,
      transactionHash: transactionHash ?? null,
      logIndex: logIndex ?? null,
      removed: removed !== -1 && text.startsWith('true', removed),
    });
    if (taken !== null) logs.push(taken);
    at = skip(text, end + 1);
    const next = text.charCodeAt(at);
    if (next === 0x5d) return logs;
    if (next !== 0x2c) return undefined;
    at = skip(text, at + 1);
  }
}
