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
const [QUOTE, COLON, COMMA, OPEN_LIST, CLOSE_LIST, OPEN_OBJECT, CLOSE_OBJECT] = ['"', ':', ',', '[', ']', '{', '}'].map((char) => char.charCodeAt(0));

/** The index after any whitespace from `at`. */
function skip(text: string, at: number): number {
  while (WHITESPACE.has(text.charCodeAt(at))) at += 1;
  return at;
}

type Fields = { -readonly [key in keyof RpcTransferLog]?: RpcTransferLog[key] };

/** The key at `at` (its opening quote) when it is one a transfer needs; keys are told apart without copying them. */
function keyAt(text: string, at: number, end: number): keyof RpcTransferLog | null {
  const length = end - at - 1;
  const is = (key: string) => length === key.length && text.startsWith(key, at + 1);
  if (is('topics')) return 'topics';
  if (is('data')) return 'data';
  if (is('blockHash')) return 'blockHash';
  if (is('blockNumber')) return 'blockNumber';
  if (is('transactionHash')) return 'transactionHash';
  if (is('logIndex')) return 'logIndex';
  if (is('removed')) return 'removed';
  return null;
}

/**
 * One flat log object from `at` (its opening brace), key by key: its fields and where it ends; null for
 * anything but strings, a list of strings, true, false or null as values.
 */
function logAt(text: string, at: number): { log: RpcTransferLog; end: number } | null {
  const fields: Fields = {};
  at = skip(text, at + 1);
  if (text.charCodeAt(at) === CLOSE_OBJECT) return null;
  for (;;) {
    if (text.charCodeAt(at) !== QUOTE) return null;
    const keyEnd = text.indexOf('"', at + 1);
    if (keyEnd === -1) return null;
    const key = keyAt(text, at, keyEnd);
    at = skip(text, keyEnd + 1);
    if (text.charCodeAt(at) !== COLON) return null;
    at = skip(text, at + 1);
    const first = text.charCodeAt(at);
    if (first === QUOTE) {
      const close = text.indexOf('"', at + 1);
      if (close === -1) return null;
      if (key && key !== 'topics' && key !== 'removed') fields[key] = text.slice(at + 1, close);
      at = close + 1;
    } else if (first === OPEN_LIST) {
      const close = text.indexOf(']', at);
      if (close === -1) return null;
      const items: string[] = [];
      for (let quote = skip(text, at + 1); quote < close; quote = skip(text, quote + 1)) {
        if (text.charCodeAt(quote) !== QUOTE) return null;
        const itemEnd = text.indexOf('"', quote + 1);
        items.push(text.slice(quote + 1, itemEnd));
        quote = skip(text, itemEnd + 1);
        if (quote < close && text.charCodeAt(quote) !== COMMA) return null;
      }
      if (key === 'topics') fields.topics = items;
      at = close + 1;
    } else if (text.startsWith('true', at) || text.startsWith('null', at)) {
      if (key === 'removed') fields.removed = text.startsWith('true', at);
      at += 4;
    } else if (text.startsWith('false', at)) {
      at += 5;
    } else {
      return null;
    }
    at = skip(text, at);
    const next = text.charCodeAt(at);
    if (next === CLOSE_OBJECT) break;
    if (next !== COMMA) return null;
    at = skip(text, at + 1);
  }
  const { topics, data } = fields;
  if (!topics || data === undefined) return null;
  return {
    log: {
      topics,
      data,
      blockNumber: fields.blockNumber ?? null,
      blockHash: fields.blockHash ?? null,
      transactionHash: fields.transactionHash ?? null,
      logIndex: fields.logIndex ?? null,
      removed: fields.removed ?? false,
    },
    end: at,
  };
}

/**
 * The logs of an eth_getLogs answer, read from its text and handed to `take` one by one (so each is
 * garbage at once); what `take` returns, in order. Undefined when the text is anything but a plain list of
 * flat log objects (an error answer included): then JSON.parse has to read it.
 */
export function logsInAnswer<T>(text: string, take: (log: RpcTransferLog) => T | null): T[] | undefined {
  if (text.includes('\\')) return undefined;
  const key = text.indexOf('"result"');
  if (key === -1) return undefined;
  let at = skip(text, key + '"result"'.length);
  if (text.charCodeAt(at) !== COLON) return undefined;
  at = skip(text, at + 1);
  if (text.charCodeAt(at) !== OPEN_LIST) return undefined;
  const logs: T[] = [];
  at = skip(text, at + 1);
  if (text.charCodeAt(at) === CLOSE_LIST) return logs;
  for (;;) {
    if (text.charCodeAt(at) !== OPEN_OBJECT) return undefined;
    const read = logAt(text, at);
    if (!read) return undefined;
    const taken = take(read.log);
    if (taken !== null) logs.push(taken);
    at = skip(text, read.end + 1);
    const next = text.charCodeAt(at);
    if (next === CLOSE_LIST) return logs;
    if (next !== COMMA) return undefined;
    at = skip(text, at + 1);
  }
}
