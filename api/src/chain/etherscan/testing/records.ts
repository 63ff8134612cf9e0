// Etherscan records as its API writes them (every number a string), for the fake server to serve.
import { pad, toHex } from 'viem';

export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
export const addressOf = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

export type TokentxJson = Record<string, string>;

export function tokentxRecord(fields: {
  block: number;
  hash: string;
  logIndex?: number;
  contract: string;
  from: string;
  to: string;
  value: string;
  tokenName?: string;
  tokenSymbol?: string;
  tokenDecimal?: string;
}): TokentxJson {
  return {
    blockNumber: String(fields.block),
    timeStamp: String(1_700_000_000 + fields.block * 12),
    hash: fields.hash,
    nonce: '7',
    blockHash: hashOf(fields.block),
    from: fields.from,
    contractAddress: fields.contract,
    to: fields.to,
    value: fields.value,
    tokenName: fields.tokenName ?? 'Dai Stablecoin',
    tokenSymbol: fields.tokenSymbol ?? 'DAI',
    tokenDecimal: fields.tokenDecimal ?? '18',
    transactionIndex: '3',
    gas: '90000',
    gasPrice: '20000000000',
    gasUsed: '51000',
    cumulativeGasUsed: '7000000',
    input: 'deprecated',
    confirmations: '12',
    ...(fields.logIndex === undefined ? {} : { logIndex: String(fields.logIndex) }),
  };
}

export function txlistRecord(fields: { block: number; hash: string; from: string; to: string; value: string }): Record<string, string> {
  return {
    blockNumber: String(fields.block),
    timeStamp: String(1_700_000_000 + fields.block * 12),
    hash: fields.hash,
    nonce: '1',
    blockHash: hashOf(fields.block),
    transactionIndex: '0',
    from: fields.from,
    to: fields.to,
    value: fields.value,
    gas: '21000',
    gasPrice: '20000000000',
    isError: '0',
    txreceipt_status: '1',
    input: '0x',
    contractAddress: fields.to === '' ? addressOf(0xc0de) : '',
    cumulativeGasUsed: '21000',
    gasUsed: '21000',
    confirmations: '12',
    methodId: '0x',
    functionName: '',
  };
}

/** An account/txlistinternal record by address: ether a call inside transaction `hash` moved. */
export function txlistinternalRecord(fields: {
  block: number;
  hash: string;
  from: string;
  to: string;
  value: string;
  traceId?: string;
  type?: string;
  isError?: '0' | '1';
}): Record<string, string> {
  return {
    blockNumber: String(fields.block),
    timeStamp: String(1_700_000_000 + fields.block * 12),
    hash: fields.hash,
    from: fields.from,
    to: fields.to,
    value: fields.value,
    contractAddress: '',
    input: '',
    type: fields.type ?? 'call',
    gas: '2300',
    gasUsed: '0',
    traceId: fields.traceId ?? '0',
    isError: fields.isError ?? '0',
    errCode: fields.isError === '1' ? 'Reverted' : '',
  };
}

/** A proxy/eth_getBlockByNumber result with full transactions. */
export function rpcBlock(number: number, transactions: { hash: string; from: string; to: string | null; value: bigint }[]) {
  return {
    number: toHex(number),
    hash: hashOf(0xb10c00 + number),
    parentHash: hashOf(0xb10c00 + number - 1),
    timestamp: toHex(1_700_000_000 + number * 12),
    miner: addressOf(0xbeef),
    gasLimit: '0x1c9c380',
    transactions: transactions.map((transaction, index) => ({
      blockNumber: toHex(number),
      transactionIndex: toHex(index),
      hash: transaction.hash,
      from: transaction.from,
      to: transaction.to,
      value: toHex(transaction.value),
      gas: '0x5208',
      input: '0x',
      nonce: '0x1',
    })),
  };
}

/** A logs/getLogs entry; Etherscan writes a zero logIndex as a bare "0x". */
export function logRecord(fields: { block: number; logIndex: number; hash: string; contract: string; topics: string[]; data: string }) {
  const quantity = (n: number) => (n === 0 ? '0x' : toHex(n));
  return {
    address: fields.contract,
    topics: fields.topics,
    data: fields.data,
    blockNumber: toHex(fields.block),
    timeStamp: toHex(1_700_000_000 + fields.block * 12),
    gasPrice: '0x4a817c800',
    gasUsed: '0xfab3',
    logIndex: quantity(fields.logIndex),
    transactionHash: fields.hash,
    transactionIndex: '0x',
  };
}

export const topicOf = (address: string) => pad(address as `0x${string}`);
export const uint256Data = (value: bigint) => pad(toHex(value));
