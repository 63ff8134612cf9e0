// The transfer index behind the holder analysis (issue 23). For each analyzed token the database keeps the
// window of its newest transfers (at most 100,000: from transfer `oldestSkip` of block `oldestBlock`
// through the tip block), what they add up to for every address (holder_balances), and the transfers of
// the newest blocks, to take back out if a reorg replaces them. Analysing the token again reads only the
// blocks after the tip, and, as new transfers push old ones out of the window, the oldest blocks again
// (deep blocks never change): far less than the 100,000 transfers a whole scan reads.
// The first analysis answers from its own whole read, folded in one pass, and saves it after the response.
// Later ones check the tip's hash against the chain (a reorg: back to the newest kept block the chain still
// has), read, write in one short transaction and ask the database for the largest balances. The wallet
// monitor, which reads every block anyway, extends the indexes its blocks follow on from.
// Chain reads happen before any transaction; a transaction writes what was read only if the index is still
// as the reading found it (several api processes may share one database).
import type { Address, BlockActivity, BlockRef, ChainSource, TokenMetadata, TokenTransfer } from '../chain';
import { MAX_TOKEN_TRANSFERS, UNKNOWN_TOKEN } from '../chain';
import type { Db } from '../db';
import { addInflows, netInflows, topInflows, type NetInflow } from './net-inflows';
import { packTransfers, transferCount, unpackTransfers, type IndexedTransfer } from './packed-transfers';
import { indexRepo, unchanged, type BlockRow, type IndexState } from './transfer-index-repo';

/** Indexes kept; the least recently analysed token's goes first. */
export const INDEXED_TOKENS = 20;
/** The newest blocks kept with their transfers: a reorg deeper than this reads the token again whole. */
export const KEPT_BLOCKS = 64;
/** A first analysis's read is saved once its response is out, or after this long. */
const SAVE_DELAY_MS = 250;
/** Tip checks that find the index or the chain moved meanwhile before giving up. */
const ATTEMPTS = 3;

type Logger = { warn(object: object, message: string): void };

/** What the holder analysis answers from. */
export type HolderRead = {
  info: TokenMetadata;
  top: NetInflow[];
  /** Transfers the net inflows are over (the newest, at most 100,000). */
  transfersRead: number;
  /** False when a failed page cut the read short (spec §8). */
  complete: boolean;
  failure?: unknown;
};

export type TransferIndex = {
  topHolders(token: Address, limit: number): Promise<HolderRead>;
  /** Extends the indexes whose tip `blocks` follow on from (the monitor's blocks, already chained by hash). */
  follow(blocks: BlockActivity[]): Promise<void>;
  /** Starts saving first reads now (a response went out). */
  flush(): void;
  /** Resolves once every save started or waiting has finished. */
  settled(): Promise<void>;
};

export type TransferIndexOptions = {
  db: Db;
  chain: ChainSource;
  /** The chain's id: its indexes are its own. */
  chainId: number;
  log: Logger;
  max?: number;
  keep?: number;
};

/** The contract's own metadata, else what its transfers say, else the spec's defaults (spec §3). */
export function tokenInfo(metadata: TokenMetadata | null, sample: TokenTransfer | undefined): TokenMetadata {
  if (metadata) return metadata;
  if (!sample) return UNKNOWN_TOKEN;
  return {
    name: sample.tokenName || UNKNOWN_TOKEN.name,
    symbol: sample.tokenSymbol || UNKNOWN_TOKEN.symbol,
    decimals: sample.tokenDecimal,
  };
}

const indexed = ({ logIndex, from, to, value }: TokenTransfer): IndexedTransfer => ({ logIndex, from, to, value });

/** Transfers (in any order) as block rows in chain order; `head` gets a row even without transfers. */
function blockRows(transfers: TokenTransfer[], head: BlockRef): BlockRow[] {
  const byBlock = new Map<bigint, { hash: string | null; transfers: TokenTransfer[] }>();
  for (const transfer of transfers) {
    const block = byBlock.get(transfer.blockNumber) ?? {
      hash: transfer.blockHash ?? (transfer.blockNumber === head.number ? head.hash : null),
      transfers: [],
    };
    block.transfers.push(transfer);
    byBlock.set(transfer.blockNumber, block);
  }
  if (!byBlock.has(head.number)) byBlock.set(head.number, { hash: head.hash, transfers: [] });
  return [...byBlock]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([number, block]) => ({
      blockNumber: Number(number),
      blockHash: block.hash,
      transfers: packTransfers(block.transfers.sort((a, b) => a.logIndex - b.logIndex).map(indexed)),
    }));
}

/** A read through `head` whose transfers in the head block carry another hash crossed a reorg. */
function agreesWithHead(transfers: TokenTransfer[], head: BlockRef): boolean {
  return transfers.every((transfer) => transfer.blockNumber !== head.number || !transfer.blockHash || transfer.blockHash === head.hash);
}

/** The chain or the index moved while this analysis read: read again. */
class Moved extends Error {}

/** What stopped an incomplete read: the source's own error when it gave one, else one saying what was missed. */
function readFailure(read: { failure?: unknown }, missed: string): Error {
  if (read.failure instanceof Error) return read.failure;
  return read.failure === undefined ? new Error(missed) : new Error(missed, { cause: read.failure });
}

/** Where the window starts after a change: transfers leave it at its old end, or join it there after a reorg. */
type WindowStart = { removed: IndexedTransfer[]; added: IndexedTransfer[]; oldestBlock: number; oldestSkip: number };

/** What an analysis or a monitor step changes in an index, worked out before its transaction. */
type Change = {
  /** Kept blocks after this one are replaced (a reorg); the tip when nothing is. */
  base: number;
  /** The blocks after `base`, in chain order, through the new tip. */
  rows: BlockRow[];
  head: BlockRef;
  start: WindowStart | null;
};

export function createTransferIndex({
  db,
  chain,
  chainId,
  log,
  max = MAX_TOKEN_TRANSFERS,
  keep = INDEXED_TOKENS,
}: TransferIndexOptions): TransferIndex {
  const repo = indexRepo(chainId);
  const queues = new Map<Address, Promise<void>>();
  const waiting = new Set<() => void>();
  const saves = new Set<Promise<void>>();

  /** Runs `task` after everything queued for the token in this process (analyses and saves). */
  function queued<T>(token: Address, task: () => Promise<T>): Promise<T> {
    const result = (queues.get(token) ?? Promise.resolve()).then(task);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    queues.set(token, done);
    void done.then(() => {
      if (queues.get(token) === done) queues.delete(token);
    });
    return result;
  }

  function whenFlushed(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        waiting.delete(release);
        resolve();
      };
      const timer = setTimeout(release, SAVE_DELAY_MS);
      waiting.add(release);
    });
  }

  /** The first analysis: the newest transfers read whole, answered from memory, saved after the response. */
  async function readWhole(token: Address, limit: number): Promise<HolderRead> {
    const [metadata, head] = await Promise.all([chain.tokenMetadata(token), chain.blockAt()]);
    if (!head) throw new Error('The chain has no blocks yet');
    const read = await chain.tokenTransfers(token, { max, toBlock: head.number });
    const info = tokenInfo(metadata, read.transfers[0]);
    const balances = netInflows(read.transfers);
    // Only a whole read of a real token is kept: an address that is no token would only take up room.
    if (read.complete && metadata && agreesWithHead(read.transfers, head)) {
      // Queued behind the response: PGlite runs one statement at a time.
      const save = queued(token, async () => {
        await whenFlushed();
        await saveWhole(token, info, head, read.transfers, balances);
      }).catch((error: unknown) => log.warn({ err: error, token }, 'holder index: saving the first read failed'));
      saves.add(save);
      void save.finally(() => saves.delete(save));
    }
    return { info, top: topInflows(balances, limit), transfersRead: read.transfers.length, complete: read.complete, failure: read.failure };
  }

  async function saveWhole(
    token: Address,
    info: TokenMetadata,
    head: BlockRef,
    newestFirst: TokenTransfer[],
    balances: Map<Address, bigint>,
  ): Promise<void> {
    // Fewer than `max`: the window is every transfer since the first block. Otherwise it starts inside the
    // block of its oldest transfer, after that block's transfers it left out (counted by reading the block).
    let oldestBlock = 0;
    let oldestSkip = 0;
    let kept = newestFirst.filter((transfer) => transfer.blockNumber > head.number - BigInt(KEPT_BLOCKS));
    const oldest = newestFirst.at(-1);
    if (oldest && newestFirst.length >= max) {
      const whole = await wholeBlock(token, oldest.blockNumber);
      oldestBlock = Number(oldest.blockNumber);
      oldestSkip = whole.length - newestFirst.filter((transfer) => transfer.blockNumber === oldest.blockNumber).length;
      if (oldestSkip < 0) throw new Error("The window's oldest block changed while it was read");
      // Kept blocks are whole blocks, the transfers before the window included.
      if (kept.some((transfer) => transfer.blockNumber === oldest.blockNumber))
        kept = [...kept.filter((transfer) => transfer.blockNumber !== oldest.blockNumber), ...whole];
    }
    const state: IndexState = {
      token,
      ...info,
      tipBlock: Number(head.number),
      tipHash: head.hash,
      oldestBlock,
      oldestSkip,
      transfers: newestFirst.length,
    };
    await db.transaction(async (tx) => {
      if (!(await repo.createIndex(tx, state))) return;
      await repo.insertBlocks(tx, token, blockRows(kept, head));
      await repo.addToBalances(tx, token, balances);
      await repo.keepNewest(tx, keep);
    });
  }

  /** Every transfer of the token in one block, in chain order. */
  async function wholeBlock(token: Address, block: bigint): Promise<TokenTransfer[]> {
    const read = await chain.tokenTransfers(token, { fromBlock: block, toBlock: block, oldestFirst: true });
    if (!read.complete) throw readFailure(read, `The token's transfers in block ${block} could not be read`);
    return read.transfers;
  }

  /** The newest kept block the chain still has (its hash unchanged); null when none is. */
  async function forkPoint(token: Address): Promise<number | null> {
    const blocks = await repo.newestBlocks(db, token, KEPT_BLOCKS + 1);
    const known = blocks.filter((block): block is { blockNumber: number; blockHash: string } => block.blockHash !== null);
    for (let start = 0; start < known.length; start += 8) {
      const batch = known.slice(start, start + 8);
      const onChain = await Promise.all(batch.map((block) => chain.blockAt(BigInt(block.blockNumber))));
      const kept = batch.find((block, at) => onChain[at]?.hash === block.blockHash);
      if (kept) return kept.blockNumber;
    }
    return null;
  }

  /**
   * The `excess` oldest transfers of the window, read again from the chain, and where the window starts
   * after them: at the transfer after them, `oldestSkip` transfers into its block.
   */
  async function trimmed(state: IndexState, excess: number, head: BlockRef): Promise<WindowStart> {
    const wanted = state.oldestSkip + excess + 1;
    const read = await chain.tokenTransfers(state.token, {
      fromBlock: BigInt(state.oldestBlock),
      toBlock: head.number,
      max: wanted,
      oldestFirst: true,
    });
    if (!read.complete) throw readFailure(read, "The token's oldest transfers could not be read");
    // The window holds more than `excess` transfers, so a shorter read means the chain changed under it.
    if (read.transfers.length < wanted) throw new Moved();
    const next = read.transfers[wanted - 1];
    let oldestSkip = 0;
    for (let at = wanted - 2; at >= 0 && read.transfers[at].blockNumber === next.blockNumber; at -= 1) oldestSkip += 1;
    return {
      removed: read.transfers.slice(state.oldestSkip, state.oldestSkip + excess).map(indexed),
      added: [],
      oldestBlock: Number(next.blockNumber),
      oldestSkip,
    };
  }

  /**
   * After a reorg took more transfers out than its blocks brought: the `missing` transfers just before the
   * window (as many as there are), and where the window starts with them.
   */
  async function refilled(state: IndexState, missing: number): Promise<WindowStart> {
    const { token, oldestBlock, oldestSkip } = state;
    const first = oldestSkip > 0 ? (await wholeBlock(token, BigInt(oldestBlock))).slice(0, oldestSkip) : [];
    let older: TokenTransfer[] = [];
    if (missing > first.length && oldestBlock > 0) {
      const read = await chain.tokenTransfers(token, { toBlock: BigInt(oldestBlock) - 1n, max: missing - first.length });
      if (!read.complete) throw readFailure(read, "The token's older transfers could not be read");
      older = read.transfers.reverse();
    }
    const added = [...older, ...first].slice(-missing);
    const start = added[0];
    // Fewer than missing: the window now reaches back to the first block.
    if (!start || added.length < missing) return { removed: [], added: added.map(indexed), oldestBlock: 0, oldestSkip: 0 };
    if (start.blockNumber === BigInt(oldestBlock))
      return { removed: [], added: added.map(indexed), oldestBlock, oldestSkip: oldestSkip - added.length };
    const inStartBlock = added.filter((transfer) => transfer.blockNumber === start.blockNumber).length;
    const skip = (await wholeBlock(token, start.blockNumber)).length - inStartBlock;
    return { removed: [], added: added.map(indexed), oldestBlock: Number(start.blockNumber), oldestSkip: skip };
  }

  /** Applies `change` if the index is still `expected`; false when it moved meanwhile. */
  function write(expected: IndexState, change: Change): Promise<boolean> {
    const { token } = expected;
    return db.transaction(async (tx) => {
      if (!unchanged(await repo.lockIndex(tx, token), expected)) return false;
      const changes = new Map<Address, bigint>();
      let count = expected.transfers;
      for (const packed of await repo.deleteBlocksAfter(tx, token, change.base)) {
        addInflows(changes, unpackTransfers(packed), -1n);
        count -= transferCount(packed);
      }
      await repo.insertBlocks(tx, token, change.rows);
      for (const row of change.rows) {
        addInflows(changes, unpackTransfers(row.transfers));
        count += transferCount(row.transfers);
      }
      let { oldestBlock, oldestSkip } = expected;
      if (change.start) {
        addInflows(changes, change.start.removed, -1n);
        addInflows(changes, change.start.added);
        count += change.start.added.length - change.start.removed.length;
        ({ oldestBlock, oldestSkip } = change.start);
      }
      await repo.deleteBlocksThrough(tx, token, Number(change.head.number) - KEPT_BLOCKS);
      await repo.addToBalances(tx, token, changes);
      await repo.saveWindow(tx, token, {
        tipBlock: Number(change.head.number),
        tipHash: change.head.hash,
        oldestBlock,
        oldestSkip,
        transfers: count,
      });
      return true;
    });
  }

  /** Brings the index up to the chain's head; false when the token must be read again whole. */
  async function extend(state: IndexState): Promise<boolean> {
    const { token } = state;
    const tipBlock = BigInt(state.tipBlock);
    const head = await chain.blockAt();
    if (!head) throw new Error('The chain has no blocks yet');
    const tip = head.number === tipBlock ? head : await chain.blockAt(tipBlock);
    let base = state.tipBlock;
    if (tip?.hash !== state.tipHash) {
      const kept = await forkPoint(token);
      // Too deep a reorg, or one that reaches the window's oldest block: read the token again.
      if (kept === null || kept < state.oldestBlock) return false;
      base = kept;
    }
    if (BigInt(base) > head.number) throw new Moved();
    const undone = base < state.tipBlock ? await repo.blocksAfter(db, token, base) : [];
    const read =
      head.number > BigInt(base)
        ? await chain.tokenTransfers(token, { max, fromBlock: BigInt(base) + 1n, toBlock: head.number })
        : { transfers: [], complete: true };
    if (!read.complete) throw readFailure(read, "The token's new transfers could not be read");
    if (!agreesWithHead(read.transfers, head)) throw new Moved();
    const count = state.transfers - undone.reduce((sum, row) => sum + transferCount(row.transfers), 0) + read.transfers.length;
    // As many new transfers as the window holds, or more to drop than to keep: a whole read is cheaper.
    if (read.transfers.length >= max || count - max >= max) return false;
    const whole = state.oldestBlock === 0 && state.oldestSkip === 0;
    if (base === state.tipBlock && head.number === tipBlock && count <= max) {
      await repo.touchIndex(db, token);
      return true;
    }
    const start = count > max ? await trimmed(state, count - max, head) : count < max && !whole ? await refilled(state, max - count) : null;
    const rows = head.number > BigInt(base) ? blockRows(read.transfers, head) : [];
    if (!(await write(state, { base, rows, head, start }))) throw new Moved();
    return true;
  }

  async function analyse(token: Address, limit: number): Promise<HolderRead> {
    for (let attempt = 1; ; attempt += 1) {
      const state = await repo.readIndex(db, token);
      if (!state) return readWhole(token, limit);
      try {
        if (!(await extend(state))) {
          await db.transaction((tx) => repo.deleteIndexes(tx, [token]));
          return readWhole(token, limit);
        }
      } catch (error) {
        if (error instanceof Moved && attempt < ATTEMPTS) continue;
        throw error;
      }
      // The window and its balances as one write left them (the monitor may extend it meanwhile).
      const answer = await db.transaction(async (tx) => {
        const now = await repo.shareIndex(tx, token);
        return now && now.transfers <= max ? { now, top: await repo.topBalances(tx, token, limit) } : null;
      });
      if (!answer && attempt < ATTEMPTS) continue;
      if (!answer) throw new Error('The holder index kept changing while it was read');
      const { name, symbol, decimals, transfers } = answer.now;
      return { info: { name, symbol, decimals }, top: answer.top, transfersRead: transfers, complete: true };
    }
  }

  /** The blocks' Transfer logs of `token` as block rows, with a row for the newest block. */
  function rowsOf(blocks: BlockActivity[], token: Address): BlockRow[] {
    const rows: BlockRow[] = [];
    blocks.forEach((block, at) => {
      const transfers: IndexedTransfer[] = [];
      for (const log of block.logs) {
        if (log.event === 'Transfer' && log.contract === token)
          transfers.push({ logIndex: log.logIndex, from: log.from, to: log.to, value: log.value });
      }
      if (transfers.length === 0 && at < blocks.length - 1) return;
      transfers.sort((a, b) => a.logIndex - b.logIndex);
      rows.push({ blockNumber: Number(block.number), blockHash: block.hash, transfers: packTransfers(transfers) });
    });
    return rows;
  }

  async function follow(blocks: BlockActivity[]): Promise<void> {
    const newest = blocks.at(-1);
    if (!newest) return;
    const head: BlockRef = { number: newest.number, hash: newest.hash };
    for (const { token, tipBlock, tipHash } of await repo.indexTips(db)) {
      const next = blocks.findIndex((block) => block.number === BigInt(tipBlock) + 1n && block.parentHash === tipHash);
      if (next === -1) continue;
      // Nothing leaves the window here (that reads the chain): it may run over `max` until the next analysis.
      await queued(token, async () => {
        const state = await repo.readIndex(db, token);
        if (state && state.tipBlock === tipBlock && state.tipHash === tipHash)
          await write(state, { base: tipBlock, rows: rowsOf(blocks.slice(next), token), head, start: null });
      });
    }
  }

  return {
    topHolders: (token, limit) => queued(token, () => analyse(token, limit)),
    follow,
    flush() {
      for (const release of [...waiting]) release();
    },
    async settled() {
      for (const release of [...waiting]) release();
      await Promise.all([...saves]);
    },
  };
}
