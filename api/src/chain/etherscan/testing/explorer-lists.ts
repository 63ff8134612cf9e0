// Etherscan's list endpoints played faithfully over a data set, for the paging tests: the filters,
// the order, page × offset ≤ 10,000, at most 1,000 records a page, and the empty-list answers.
import { noRecordsFound, noTransactionsFound, ok, resultWindowTooLarge, type FakeHandler, type FakeReply } from './fake-etherscan';
import type { TokentxJson } from './records';

export const FREE_TIER_PAGE_LIMIT = 1_000;
const WINDOW = 10_000;

type Paged = { page: number; offset: number };

function paging(params: Record<string, string>): Paged | FakeReply {
  const page = Number(params.page ?? '1');
  const offset = Number(params.offset ?? String(WINDOW));
  if (page * offset > WINDOW) return resultWindowTooLarge;
  return { page, offset: Math.min(offset, FREE_TIER_PAGE_LIMIT) };
}

const slice = <R>(records: R[], { page, offset }: Paged) => records.slice((page - 1) * offset, page * offset);

/** account/tokentx by contractaddress and/or address, startblock..endblock, sorted by block. */
export function tokentxList(records: TokentxJson[]): FakeHandler {
  return (params) => {
    if (params.module !== 'account' || params.action !== 'tokentx') return { status: 404, body: 'not found' };
    const pages = paging(params);
    if (!('page' in pages)) return pages;
    const contract = params.contractaddress?.toLowerCase();
    const address = params.address?.toLowerCase();
    const start = Number(params.startblock ?? '0');
    const end = Number(params.endblock ?? '99999999');
    const direction = params.sort === 'desc' ? -1 : 1;
    const matching = records
      .filter((record) => !contract || record.contractAddress === contract)
      .filter((record) => !address || record.from === address || record.to === address)
      .filter((record) => Number(record.blockNumber) >= start && Number(record.blockNumber) <= end)
      .sort((a, b) => direction * (Number(a.blockNumber) - Number(b.blockNumber)));
    const page = slice(matching, pages);
    return page.length === 0 ? noTransactionsFound : ok(page);
  };
}

/** account/txlist by address (sender or recipient), startblock..endblock, sorted by block. */
export const txlistList = (records: Record<string, string>[]) => accountList('txlist', records);

/** account/txlistinternal by address (sender, recipient or contract created), startblock..endblock, sorted by block. */
export const txlistinternalList = (records: Record<string, string>[]) => accountList('txlistinternal', records);

function accountList(action: string, records: Record<string, string>[]): FakeHandler {
  return (params) => {
    if (params.module !== 'account' || params.action !== action) return { status: 404, body: 'not found' };
    const pages = paging(params);
    if (!('page' in pages)) return pages;
    const address = params.address?.toLowerCase();
    const start = Number(params.startblock ?? '0');
    const end = Number(params.endblock ?? '99999999');
    const direction = params.sort === 'desc' ? -1 : 1;
    const matching = records
      .filter((record) => record.from === address || record.to === address || record.contractAddress === address)
      .filter((record) => Number(record.blockNumber) >= start && Number(record.blockNumber) <= end)
      .sort((a, b) => direction * (Number(a.blockNumber) - Number(b.blockNumber)));
    const page = slice(matching, pages);
    return page.length === 0 ? noTransactionsFound : ok(page);
  };
}

type LogJson = { blockNumber: string; logIndex: string; topics: string[] };

const TOPICS = ['topic0', 'topic1', 'topic2', 'topic3'] as const;

/** Every topic asked for matches (the tests combine topics with `and` only). */
function topicsMatch(log: LogJson, params: Record<string, string>): boolean {
  return TOPICS.every((name, position) => !params[name] || log.topics[position]?.toLowerCase() === params[name].toLowerCase());
}

/** logs/getLogs by fromBlock..toBlock and topic0…topic3, oldest first. */
export function getLogsList<L extends LogJson>(logs: L[]): FakeHandler {
  return (params) => {
    if (params.module !== 'logs' || params.action !== 'getLogs') return { status: 404, body: 'not found' };
    const pages = paging(params);
    if (!('page' in pages)) return pages;
    const from = Number(params.fromBlock);
    const to = Number(params.toBlock);
    const quantity = (hex: string) => (hex === '0x' ? 0 : Number(hex));
    const matching = logs
      .filter((log) => quantity(log.blockNumber) >= from && quantity(log.blockNumber) <= to)
      .filter((log) => topicsMatch(log, params))
      .sort((a, b) => quantity(a.blockNumber) - quantity(b.blockNumber) || quantity(a.logIndex) - quantity(b.logIndex));
    const page = slice(matching, pages);
    return page.length === 0 ? noRecordsFound : ok(page);
  };
}

/** Answers each request from the first handler that knows its module/action. */
export function routes(handlers: Record<string, FakeHandler>): FakeHandler {
  return (params) => {
    const handler = handlers[`${params.module}/${params.action}`];
    return handler ? handler(params) : { status: 404, body: `no route for ${params.module}/${params.action}` };
  };
}
