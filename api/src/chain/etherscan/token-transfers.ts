// account/tokentx read newest first past the 1,000-record page, as TokenTransfer records.
import type { Address, TokenTransfer } from '../chain-source';
import { PAGE_SIZE, readBlockPages, type BlockPages } from './block-pages';
import type { EtherscanRequest } from './client';
import { tokentxResult, type TokentxRecord } from './records';

/** The spec's "every block" end for account lists (endblock=99999999). */
export const NEWEST_BLOCK = 99_999_999n;
/** TokenTransfer.logIndex when Etherscan's record has none. */
export const UNKNOWN_LOG_INDEX = -1;

export type TokentxFilter = { contractaddress: Address } | { address: Address };

/** Blocks `startblock`..`endblock` (default: every block), newest first unless `oldestFirst`. */
export type BlockSpan = { startblock?: bigint; endblock?: bigint; oldestFirst?: boolean };

export function readTokentx(
  request: EtherscanRequest,
  filter: TokentxFilter,
  max: number,
  { startblock = 0n, endblock = NEWEST_BLOCK, oldestFirst = false }: BlockSpan = {},
): Promise<BlockPages<TokentxRecord>> {
  return readBlockPages({
    // The boundary moves the block range's far end: endblock down when newest first, startblock up otherwise.
    fetchPage: (boundary, page) =>
      request(
        oldestFirst
          ? { module: 'account', action: 'tokentx', ...filter, startblock: boundary, endblock, page, offset: PAGE_SIZE, sort: 'asc' }
          : { module: 'account', action: 'tokentx', ...filter, startblock, endblock: boundary, page, offset: PAGE_SIZE, sort: 'desc' },
        tokentxResult,
      ),
    start: oldestFirst ? startblock : endblock,
    order: oldestFirst ? 'oldest-first' : 'newest-first',
    blockOf: (record) => record.blockNumber,
    identify: transferIdentity,
    max,
  });
}

/** (hash, logIndex); without a logIndex, (hash, from, to, value). */
export function transferIdentity(record: TokentxRecord): string {
  return record.logIndex === undefined ? `${record.hash}:${record.from}:${record.to}:${record.value}` : `${record.hash}:${record.logIndex}`;
}

export function toTokenTransfer(record: TokentxRecord): TokenTransfer {
  return {
    hash: record.hash,
    logIndex: record.logIndex ?? UNKNOWN_LOG_INDEX,
    blockNumber: record.blockNumber,
    ...(record.blockHash ? { blockHash: record.blockHash } : {}),
    from: record.from,
    to: record.to,
    value: BigInt(record.value),
    contractAddress: record.contractAddress,
    tokenName: record.tokenName,
    tokenSymbol: record.tokenSymbol,
    tokenDecimal: record.tokenDecimal,
  };
}

/** Earlier blocks first, earlier logs first within a block; records' order kept where unknown. */
export function oldestFirst(a: TokenTransfer, b: TokenTransfer): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber < b.blockNumber ? -1 : 1;
  return a.logIndex - b.logIndex;
}

/** Later blocks first, later logs first within a block; records' order kept where unknown. */
export function newestFirst(a: TokenTransfer, b: TokenTransfer): number {
  if (a.blockNumber !== b.blockNumber) return a.blockNumber > b.blockNumber ? -1 : 1;
  return b.logIndex - a.logIndex;
}
