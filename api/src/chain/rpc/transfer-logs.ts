// ERC-20 Transfer logs straight from eth_getLogs, decoded from their topics: topics[1] and topics[2] are
// the 32-byte padded sender and recipient, data the 32-byte amount. No ABI decoder per log (a holder scan
// reads 100,000 of them), and the same rule as viem's strict decoding: anything else wearing the Transfer
// topic (an ERC-721 Transfer has 4 topics and no data) is left out.
// A holder scan's answers are read from their bytes (TransferReader.fromAnswer): only the fields a
// transfer needs are found, and only the transfer's own strings made, instead of JSON.parse building
// every field of every log, or the answer made one string to slice (100,000 logs are 60 MB of text,
// garbage the collector then walks). Anything unexpected in an answer (an error, an escape, a nested
// object, a byte past ASCII) hands it to JSON.parse instead.
import { isAscii } from 'node:buffer';
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

/** A token's transfers from its Transfer logs, parsed (`decode`) or straight from an answer's bytes. */
export type TransferReader = {
  /** The transfer a parsed log records, or null for a log that is no ERC-20 Transfer (or not in a block yet). */
  decode: (log: RpcTransferLog) => TokenTransfer | null;
  /**
   * The transfers of an eth_getLogs answer, in the answer's order; undefined when the answer is anything
   * but a plain list of flat log objects (an error answer included): then JSON.parse has to read it.
   */
  fromAnswer: (answer: Buffer) => TokenTransfer[] | undefined;
};

type Block = { rawNumber: string; rawHash: string | null; number: bigint; hash: Hash | undefined };

/**
 * Reads transfers of one token. Repeated values are shared rather than copied (an address, a block's hash
 * and number): 100,000 transfers kept in memory are then mostly their amounts.
 */
export function transferReader(token: TokenLabel): TransferReader {
  const addresses = new Map<string, Address>();
  let block: Block = { rawNumber: '', rawHash: null, number: 0n, hash: undefined };
  /** The address in the low 20 bytes of a topic, from its 40 hex digits. */
  const address = (digits: string): Address => {
    let known = addresses.get(digits);
    if (!known) {
      known = `0x${digits.toLowerCase()}`;
      addresses.set(digits, known);
    }
    return known;
  };
  const blockOf = (rawNumber: string, rawHash: string | null): Block => {
    if (block.rawNumber !== rawNumber || block.rawHash !== rawHash) {
      block = { rawNumber, rawHash, number: BigInt(rawNumber), hash: rawHash ? (rawHash.toLowerCase() as Hash) : undefined };
    }
    return block;
  };
  const transfer = (
    hash: string,
    logIndex: number,
    { number, hash: blockHash }: Block,
    from: Address,
    to: Address,
    value: bigint,
  ): TokenTransfer => {
    const made: TokenTransfer = {
      hash: hash.toLowerCase() as Hash,
      logIndex,
      blockNumber: number,
      from,
      to,
      value,
      contractAddress: token.contractAddress,
      tokenName: token.tokenName,
      tokenSymbol: token.tokenSymbol,
      tokenDecimal: token.tokenDecimal,
    };
    if (blockHash) made.blockHash = blockHash;
    return made;
  };

  function decode(log: RpcTransferLog): TokenTransfer | null {
    const { topics, data } = log;
    if (log.removed || topics.length !== 3 || topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return null;
    const [, from, to] = topics;
    if (!isWord(from) || !isWord(to) || !isWord(data)) return null;
    // A topic with bits above the address's 20 bytes is no address: strict decoding refuses it too.
    if (!from.startsWith(ZERO_PADDING) || !to.startsWith(ZERO_PADDING)) return null;
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) return null;
    const at = blockOf(log.blockNumber, log.blockHash);
    return transfer(
      log.transactionHash,
      Number(log.logIndex),
      at,
      address(from.slice(ADDRESS_OFFSET)),
      address(to.slice(ADDRESS_OFFSET)),
      BigInt(data),
    );
  }

  function fromAnswer(bytes: Buffer): TokenTransfer[] | undefined {
    if (!isAscii(bytes) || bytes.includes(BACKSLASH)) return undefined;
    const text = (start: number, end: number) => latin1(bytes, start, end);
    /** The block of the last transfer read when the log's number and hash are its (no strings made for them). */
    const sameBlock = (log: LogFields) =>
      sameText(bytes, log.blockNumber, block.rawNumber) &&
      (block.rawHash === null ? log.blockHash.start === -1 : sameText(bytes, log.blockHash, block.rawHash));
    const key = bytes.indexOf('"result"');
    if (key === -1) return undefined;
    let at = skip(bytes, key + '"result"'.length);
    if (bytes[at] !== COLON) return undefined;
    at = skip(bytes, at + 1);
    if (bytes[at] !== OPEN_LIST) return undefined;
    const transfers: TokenTransfer[] = [];
    at = skip(bytes, at + 1);
    if (bytes[at] === CLOSE_LIST) return transfers;
    const log = emptyLog();
    for (;;) {
      if (bytes[at] !== OPEN_OBJECT) return undefined;
      at = logAt(bytes, at, log);
      if (at === -1) return undefined;
      if (isTransfer(bytes, log)) {
        const inBlock = sameBlock(log)
          ? block
          : blockOf(
              text(log.blockNumber.start, log.blockNumber.end),
              log.blockHash.start === -1 ? null : text(log.blockHash.start, log.blockHash.end),
            );
        const from = address(text(log.from + ADDRESS_OFFSET, log.from + WORD_LENGTH));
        const to = address(text(log.to + ADDRESS_OFFSET, log.to + WORD_LENGTH));
        transfers.push(
          transfer(
            text(log.transactionHash.start, log.transactionHash.end),
            quantity(bytes, log.logIndex),
            inBlock,
            from,
            to,
            amount(bytes, log.data),
          ),
        );
      }
      at = skip(bytes, at + 1);
      const next = bytes[at];
      if (next === CLOSE_LIST) return transfers;
      if (next !== COMMA) return undefined;
      at = skip(bytes, at + 1);
    }
  }

  return { decode, fromAnswer };
}

/** Decodes parsed logs into transfers (sharing repeated values across the logs it decodes). */
export function transferDecoder(token: TokenLabel): (log: RpcTransferLog) => TokenTransfer | null {
  return transferReader(token).decode;
}

/** The transfer a raw log records, or null for a log that is no ERC-20 Transfer (or not in a block yet). */
export function decodeTransferLog(log: RpcTransferLog, token: TokenLabel): TokenTransfer | null {
  return transferDecoder(token)(log);
}

const code = (char: string) => char.charCodeAt(0);
const [QUOTE, COLON, COMMA, OPEN_LIST, CLOSE_LIST, OPEN_OBJECT, CLOSE_OBJECT, BACKSLASH] = ['"', ':', ',', '[', ']', '{', '}', '\\'].map(
  code,
);
const [SPACE, NEWLINE, RETURN, TAB, ZERO, NINE, X, LOWER_A, LOWER_F, UPPER_A, UPPER_F, LOWER_T, LOWER_N] = [
  ' ',
  '\n',
  '\r',
  '\t',
  '0',
  '9',
  'x',
  'a',
  'f',
  'A',
  'F',
  't',
  'n',
].map(code);
const TRANSFER_TOPIC_BYTES = Buffer.from(TRANSFER_TOPIC, 'latin1');
const ZERO_PADDING_BYTES = Buffer.from(ZERO_PADDING, 'latin1');

/** The index after any whitespace from `at`. */
function skip(bytes: Buffer, at: number): number {
  for (let byte = bytes[at]; byte === SPACE || byte === NEWLINE || byte === RETURN || byte === TAB; byte = bytes[at]) at += 1;
  return at;
}

/** The index of the next quote from `at`; -1 when there is none. */
const quoteFrom = (bytes: Buffer, at: number): number => bytes.indexOf(QUOTE, at);

/** Where a string value lies in the answer: from after its opening quote to its closing one; -1 when absent or null. */
type Span = { start: number; end: number };

/** The fields of one log a transfer needs, as places in the answer (reused from log to log). */
type LogFields = {
  /** Topics in the list, and where the first three start (after their quote) and their lengths. */
  topics: number;
  topic0: number;
  from: number;
  to: number;
  topicLengths: [number, number, number];
  data: Span;
  blockNumber: Span;
  blockHash: Span;
  transactionHash: Span;
  logIndex: Span;
  removed: boolean;
};

const absent = (): Span => ({ start: -1, end: -1 });

function emptyLog(): LogFields {
  return {
    topics: -1,
    topic0: -1,
    from: -1,
    to: -1,
    topicLengths: [0, 0, 0],
    data: absent(),
    blockNumber: absent(),
    blockHash: absent(),
    transactionHash: absent(),
    logIndex: absent(),
    removed: false,
  };
}

/** Whether the key between `start` and `end` (its quotes excluded) is `name`. */
function keyIs(bytes: Buffer, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let at = 0; at < name.length; at += 1) if (bytes[start + at] !== name.charCodeAt(at)) return false;
  return true;
}

/** The string value a transfer needs under the key between `start` and `end`; null for any other key. */
function spanFor(bytes: Buffer, start: number, end: number, log: LogFields): Span | null {
  switch (end - start) {
    case 4:
      return keyIs(bytes, start, end, 'data') ? log.data : null;
    case 8:
      return keyIs(bytes, start, end, 'logIndex') ? log.logIndex : null;
    case 9:
      return keyIs(bytes, start, end, 'blockHash') ? log.blockHash : null;
    case 11:
      return keyIs(bytes, start, end, 'blockNumber') ? log.blockNumber : null;
    case 15:
      return keyIs(bytes, start, end, 'transactionHash') ? log.transactionHash : null;
    default:
      return null;
  }
}

/**
 * Reads one flat log object from `at` (its opening brace) into `log`, key by key; the index of its closing
 * brace, or -1 for anything but strings, a list of strings, true, false or null as values, or a log
 * without topics or data.
 */
function logAt(bytes: Buffer, at: number, log: LogFields): number {
  for (const span of [log.data, log.blockNumber, log.blockHash, log.transactionHash, log.logIndex]) span.start = span.end = -1;
  log.topics = -1;
  log.removed = false;
  at = skip(bytes, at + 1);
  if (bytes[at] === CLOSE_OBJECT) return -1;
  for (;;) {
    if (bytes[at] !== QUOTE) return -1;
    const keyEnd = quoteFrom(bytes, at + 1);
    if (keyEnd === -1) return -1;
    const keyStart = at + 1;
    at = skip(bytes, keyEnd + 1);
    if (bytes[at] !== COLON) return -1;
    at = skip(bytes, at + 1);
    const first = bytes[at];
    if (first === QUOTE) {
      const close = quoteFrom(bytes, at + 1);
      if (close === -1) return -1;
      const span = spanFor(bytes, keyStart, keyEnd, log);
      if (span) {
        span.start = at + 1;
        span.end = close;
      } else if (keyIs(bytes, keyStart, keyEnd, 'topics')) {
        return -1;
      }
      at = close + 1;
    } else if (first === OPEN_LIST) {
      const topics = keyIs(bytes, keyStart, keyEnd, 'topics');
      let count = 0;
      at = skip(bytes, at + 1);
      while (bytes[at] !== CLOSE_LIST) {
        if (bytes[at] !== QUOTE) return -1;
        const itemEnd = quoteFrom(bytes, at + 1);
        if (itemEnd === -1) return -1;
        if (topics && count < 3) {
          if (count === 0) log.topic0 = at + 1;
          else if (count === 1) log.from = at + 1;
          else log.to = at + 1;
          log.topicLengths[count] = itemEnd - at - 1;
        }
        count += 1;
        at = skip(bytes, itemEnd + 1);
        if (bytes[at] === COMMA) at = skip(bytes, at + 1);
        else if (bytes[at] !== CLOSE_LIST) return -1;
      }
      if (topics) log.topics = count;
      else if (spanFor(bytes, keyStart, keyEnd, log)) return -1;
      at += 1;
    } else if (matches(bytes, at, 'true') || matches(bytes, at, 'null')) {
      if (keyIs(bytes, keyStart, keyEnd, 'removed')) log.removed = first === LOWER_T;
      else if (keyIs(bytes, keyStart, keyEnd, 'topics') || (first === LOWER_T && spanFor(bytes, keyStart, keyEnd, log))) return -1;
      else if (first === LOWER_N) {
        // null: the field is absent (a pending log's block, say); a null list of topics is no log.
        const span = spanFor(bytes, keyStart, keyEnd, log);
        if (span) span.start = span.end = -1;
      }
      at += 4;
    } else if (matches(bytes, at, 'false')) {
      if (keyIs(bytes, keyStart, keyEnd, 'removed')) log.removed = false;
      else if (keyIs(bytes, keyStart, keyEnd, 'topics') || spanFor(bytes, keyStart, keyEnd, log)) return -1;
      at += 5;
    } else {
      return -1;
    }
    at = skip(bytes, at);
    const next = bytes[at];
    if (next === CLOSE_OBJECT) break;
    if (next !== COMMA) return -1;
    at = skip(bytes, at + 1);
  }
  if (log.topics === -1 || log.data.start === -1) return -1;
  return at;
}

function matches(bytes: Buffer, at: number, word: string): boolean {
  return keyIs(bytes, at, at + word.length, word);
}

/** `bytes` from `at` equal `expected`, letters in either case when `anyCase`. */
function startsWith(bytes: Buffer, at: number, expected: Buffer, anyCase: boolean): boolean {
  for (let offset = 0; offset < expected.length; offset += 1) {
    const byte = bytes[at + offset];
    if (byte !== expected[offset] && !(anyCase && byte >= 0x41 && byte <= 0x5a && (byte | 0x20) === expected[offset])) return false;
  }
  return true;
}

/** The same rules as `decode`: an ERC-20 Transfer (3 topics, one data word, address topics) in a block. */
function isTransfer(bytes: Buffer, log: LogFields): boolean {
  const [topic0, from, to] = log.topicLengths;
  if (log.removed || log.topics !== 3 || topic0 !== WORD_LENGTH || !startsWith(bytes, log.topic0, TRANSFER_TOPIC_BYTES, true)) return false;
  if (from !== WORD_LENGTH || to !== WORD_LENGTH || log.data.end - log.data.start !== WORD_LENGTH) return false;
  if (!startsWith(bytes, log.from, ZERO_PADDING_BYTES, false) || !startsWith(bytes, log.to, ZERO_PADDING_BYTES, false)) return false;
  return log.blockNumber.start !== -1 && log.logIndex.start !== -1 && log.transactionHash.start !== -1;
}

/** Buffer's own latin1 slice (what toString('latin1', start, end) calls after checking its arguments). */
const latin1Slice = (Buffer.prototype as Buffer & { latin1Slice?: (start: number, end: number) => string }).latin1Slice;
const latin1 = latin1Slice
  ? (bytes: Buffer, start: number, end: number) => latin1Slice.call(bytes, start, end)
  : (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** Whether the string value at `span` is `text`. */
function sameText(bytes: Buffer, { start, end }: Span, text: string): boolean {
  if (end - start !== text.length) return false;
  for (let at = 0; at < text.length; at += 1) if (bytes[start + at] !== text.charCodeAt(at)) return false;
  return true;
}

/** The value of a hex digit, -1 for any other byte. */
function digit(byte: number): number {
  return byte >= ZERO && byte <= NINE
    ? byte - ZERO
    : byte >= LOWER_A && byte <= LOWER_F
      ? byte - LOWER_A + 10
      : byte >= UPPER_A && byte <= UPPER_F
        ? byte - UPPER_A + 10
        : -1;
}

/** A data word's amount as BigInt reads it; one of up to 13 hex digits (52 bits, most are) without making a string. */
function amount(bytes: Buffer, { start, end }: Span): bigint {
  let first = start + 2;
  while (first < end && bytes[first] === ZERO) first += 1;
  if (end - first <= 13) {
    let value = 0;
    for (let at = first; at < end; at += 1) {
      const next = digit(bytes[at]);
      if (next === -1) return BigInt(latin1(bytes, start, end));
      value = value * 16 + next;
    }
    return BigInt(value);
  }
  return BigInt(latin1(bytes, start, end));
}

/** A hex quantity ("0x1f") as Number reads it; short ones without making a string first. */
function quantity(bytes: Buffer, { start, end }: Span): number {
  if (end - start > 2 && end - start <= 15 && bytes[start] === ZERO && bytes[start + 1] === X) {
    let value = 0;
    for (let at = start + 2; at < end; at += 1) {
      const next = digit(bytes[at]);
      if (next === -1) return Number(latin1(bytes, start, end));
      value = value * 16 + next;
    }
    return value;
  }
  return Number(latin1(bytes, start, end));
}
