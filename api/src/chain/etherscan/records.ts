// Zod schemas for every Etherscan result this source reads. The account module writes numbers as
// decimal strings; the proxy and logs modules as hex quantities (getLogs writes 0 as a bare "0x").
import { z } from 'zod';
import { tokenName, tokenSymbol, type Address, type Hash } from '../chain-source';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte 0x address')
  .transform((value) => value.toLowerCase() as Address);
const hash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte 0x hash')
  .transform((value) => value.toLowerCase() as Hash);
const hexData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex bytes')
  .transform((value) => value as `0x${string}`);
const decimal = z.string().regex(/^\d+$/, 'must be a decimal number');
const decimalBigint = decimal.transform(BigInt);
const decimalNumber = decimal.transform(Number);
const hexQuantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'must be a 0x hex quantity')
  .transform((value) => (value === '0x' ? 0n : BigInt(value)));

/** An address that may be written "" or left out: null then. */
const optionalAddress = z
  .union([z.literal('').transform(() => null), address])
  .optional()
  .transform((value) => value ?? null);
/** Etherscan's isError: "1" for a failure. */
const failed = z
  .string()
  .optional()
  .transform((value) => value === '1');

/** A decimal string result: account/balance, account/tokenbalance. */
export const decimalResult = decimalBigint;
/** A hex quantity result: proxy/eth_blockNumber. */
export const hexQuantityResult = hexQuantity;

/** account/txlist. */
export const txlistRecord = z.object({
  blockNumber: decimalBigint,
  timeStamp: decimalNumber,
  hash,
  from: address,
  /** "" for a contract creation. */
  to: z.union([z.literal('').transform(() => null), address]),
  value: decimal,
  /** The contract a creation made (where its value went); "" otherwise. */
  contractAddress: optionalAddress,
  /** Etherscan writes "1" for a failed transaction, whose value did not move. */
  isError: failed,
});
export const txlistResult = z.array(txlistRecord);
export type TxlistRecord = z.infer<typeof txlistRecord>;

/**
 * account/txlistinternal by address: ether moved by the calls inside a transaction (a router paying out
 * a swap), not the transaction's own value. Every record has a value, often "0".
 */
export const txlistinternalRecord = z.object({
  blockNumber: decimalBigint,
  timeStamp: decimalNumber,
  hash,
  from: address,
  /** "" (or missing) for a creation: the ether went to contractAddress. */
  to: optionalAddress,
  value: decimalBigint,
  contractAddress: optionalAddress,
  /** call, create, create2, suicide, delegatecall, staticcall… */
  type: z.string().optional(),
  /** The call's place in the transaction's trace ("0_1"): with the hash it identifies the record. */
  traceId: z.string().optional(),
  /** "1" for a call that failed (or whose transaction did), whose value did not move. */
  isError: failed,
});
export const txlistinternalResult = z.array(txlistinternalRecord);
export type TxlistinternalRecord = z.infer<typeof txlistinternalRecord>;

/** The spec's default when a token reports no decimals. */
const DEFAULT_DECIMALS = 18;

/** account/tokentx. `logIndex` and `blockHash` are read when present (V2); older answers lack them. */
export const tokentxRecord = z.object({
  blockNumber: decimalBigint,
  blockHash: hash.optional(),
  timeStamp: decimalNumber,
  hash,
  from: address,
  to: address,
  value: decimal,
  contractAddress: address,
  tokenName: z.string().transform(tokenName),
  tokenSymbol: z.string().transform(tokenSymbol),
  tokenDecimal: z.union([z.literal('').transform(() => DEFAULT_DECIMALS), decimalNumber]),
  logIndex: z.union([decimalNumber, hexQuantity.transform(Number)]).optional(),
});
/**
 * Etherscan lists ERC-20 transfers only; Blockscout's tokentx lists ERC-721 and ERC-1155 ones too, which
 * carry a tokenID and no value: those are left out, so the list means the same from either.
 */
export const tokentxResult = z
  .array(z.looseObject({}))
  .transform((records) => records.filter((record) => 'value' in record))
  .pipe(z.array(tokentxRecord));
export type TokentxRecord = z.infer<typeof tokentxRecord>;

/** proxy/eth_getBlockByNumber with boolean=true; null for a block Etherscan does not know yet. */
export const proxyBlock = z.object({
  number: hexQuantity,
  hash,
  parentHash: hash,
  timestamp: hexQuantity,
  transactions: z.array(
    z.object({
      hash,
      from: address,
      to: address.nullable(),
      value: hexQuantity,
    }),
  ),
});
export const proxyBlockResult = proxyBlock.nullable();

/** proxy/eth_getBlockByNumber with boolean=false: the block's number and hash; null for a block not known yet. */
export const proxyBlockHeaderResult = z.object({ number: hexQuantity, hash }).nullable();
export type ProxyBlock = z.infer<typeof proxyBlock>;

/** logs/getLogs. Blockscout writes four topics, null for each a log lacks (always the last ones). */
export const logEntry = z.object({
  address,
  topics: z.array(hexData.nullable()).transform((topics) => topics.filter((topic) => topic !== null)),
  data: hexData,
  blockNumber: hexQuantity,
  logIndex: hexQuantity,
  transactionHash: hash,
});
export const logsResult = z.array(logEntry);
export type LogEntry = z.infer<typeof logEntry>;
