// One wallet's activity in a block range, for the wallet monitor's explorer path: its transactions
// (account/txlist) and the ERC-20 logs that name it (logs/getLogs by topic: Transfers from it, Transfers
// to it, Approvals it granted). getLogs rather than tokentx because a log carries its logIndex, so the
// notification keys are the ones the block-following monitor writes for the same event.
import { pad } from 'viem';
import type { Address, WalletActivity } from '../chain-source';
import { PAGE_SIZE, readBlockPages } from './block-pages';
import type { EtherscanRequest } from './client';
import { txlistResult, type TxlistRecord } from './records';
import { APPROVAL_TOPIC, decodeTokenLog, inChainOrder, readLogs, TRANSFER_TOPIC, type BlockTokenLog } from './token-logs';

/** txlist, Transfers from, Transfers to, Approvals: one request each while a list fits in a page. */
export const WALLET_ACTIVITY_REQUESTS = 4;

export async function readWalletActivity(request: EtherscanRequest, address: Address, from: bigint, to: bigint): Promise<WalletActivity> {
  const wallet = pad(address);
  // Settled, not Promise.all: a failed poll leaves no requests of its own running behind it.
  const [txlist, sent, received, approvals] = await Promise.allSettled([
    readTxlist(request, address, from, to),
    readLogs(request, from, to, { topic0: TRANSFER_TOPIC, topic0_1_opr: 'and', topic1: wallet }),
    readLogs(request, from, to, { topic0: TRANSFER_TOPIC, topic0_2_opr: 'and', topic2: wallet }),
    readLogs(request, from, to, { topic0: APPROVAL_TOPIC, topic0_1_opr: 'and', topic1: wallet }),
  ]);
  const transactions = valueOf(txlist);
  const logLists = [sent, received, approvals].map(valueOf);
  // A transfer to itself is in both Transfer lists: once is enough.
  const logs = new Map<string, BlockTokenLog>();
  for (const entry of logLists.flat()) {
    const log = decodeTokenLog(entry);
    if (log) logs.set(`${log.transactionHash}:${log.logIndex}`, { blockNumber: entry.blockNumber, log });
  }
  return {
    transactions: transactions
      .filter((record) => !record.isError)
      .map(({ hash, from: sender, to: recipient, value, blockNumber }) => ({
        hash,
        from: sender,
        to: recipient,
        value: BigInt(value),
        blockNumber,
      })),
    logs: [...logs.values()].sort(inChainOrder).map(({ blockNumber, log }) => ({ ...log, blockNumber })),
  };
}

/** The wallet's transactions in blocks `from`..`to`, oldest first, past the 1,000-record page. */
async function readTxlist(request: EtherscanRequest, address: Address, from: bigint, to: bigint): Promise<TxlistRecord[]> {
  const { records, failure } = await readBlockPages({
    fetchPage: (startblock, page) =>
      request(
        { module: 'account', action: 'txlist', address, startblock, endblock: to, page, offset: PAGE_SIZE, sort: 'asc' },
        txlistResult,
      ),
    start: from,
    order: 'oldest-first',
    blockOf: (record) => record.blockNumber,
    identify: (record) => record.hash,
    max: Infinity,
  });
  if (failure) throw failure;
  return records;
}

function valueOf<T>(outcome: PromiseSettledResult<T>): T {
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
