// The transfer index's SQL (tables holder_indexes, holder_index_blocks, holder_balances). Balances are
// folded in the database: each write adds the net change of every address it touches in one statement.
// Packed transfers travel as hex text (decode/encode in SQL): PGlite passes a long string far faster than
// it converts a byte array.
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Address, TokenMetadata } from '../chain';
import type { Db } from '../db';
import { holderBalances, holderIndexBlocks, holderIndexes } from '../db';
import type { NetInflow } from './net-inflows';

/** An index row: the window runs from transfer `oldestSkip` of block `oldestBlock` through block `tipBlock`. */
export type IndexState = TokenMetadata & {
  token: Address;
  tipBlock: number;
  tipHash: string;
  oldestBlock: number;
  oldestSkip: number;
  transfers: number;
};
export type BlockRow = { blockNumber: number; blockHash: string | null; transfers: Uint8Array };

/** Rows per insert statement: well under Postgres's 65,535 parameters. */
const ROWS_PER_INSERT = 5_000;

const toState = (row: typeof holderIndexes.$inferSelect): IndexState => ({
  token: row.token as Address,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  tipBlock: row.tipBlock,
  tipHash: row.tipHash,
  oldestBlock: row.oldestBlock,
  oldestSkip: row.oldestSkip,
  transfers: row.transfers,
});

/** True when `row` still is `expected` (nobody extended or trimmed the index meanwhile). */
export function unchanged(row: IndexState | null, expected: IndexState): boolean {
  return (
    row !== null &&
    row.tipBlock === expected.tipBlock &&
    row.tipHash === expected.tipHash &&
    row.oldestBlock === expected.oldestBlock &&
    row.oldestSkip === expected.oldestSkip &&
    row.transfers === expected.transfers
  );
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
const bytesOf = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

const blockColumns = {
  blockNumber: holderIndexBlocks.blockNumber,
  blockHash: holderIndexBlocks.blockHash,
  transfers: sql<string>`encode(${holderIndexBlocks.transfers}, 'hex')`,
};
const toRow = (row: { blockNumber: number; blockHash: string | null; transfers: string }): BlockRow => ({
  ...row,
  transfers: bytesOf(row.transfers),
});

/**
 * The index's SQL on one chain: every index is a chain's and a token's (the same address may be a token on
 * two chains), so each query is scoped to `chainId`.
 */
export function indexRepo(chainId: number) {
  async function readIndex(db: Db, token: Address): Promise<IndexState | null> {
    const [row] = await db
      .select()
      .from(holderIndexes)
      .where(and(eq(holderIndexes.chainId, chainId), eq(holderIndexes.token, token)));
    return row ? toState(row) : null;
  }

  /** The index row, locked for this transaction (another process extending it waits). */
  async function lockIndex(db: Db, token: Address): Promise<IndexState | null> {
    const [row] = await db
      .select()
      .from(holderIndexes)
      .where(and(eq(holderIndexes.chainId, chainId), eq(holderIndexes.token, token)))
      .for('update');
    return row ? toState(row) : null;
  }

  /** The index row, kept from changing until this transaction ends (writers lock it first). */
  async function shareIndex(db: Db, token: Address): Promise<IndexState | null> {
    const [row] = await db
      .select()
      .from(holderIndexes)
      .where(and(eq(holderIndexes.chainId, chainId), eq(holderIndexes.token, token)))
      .for('share');
    return row ? toState(row) : null;
  }

  /** Every index's tip, for the monitor to extend the ones its blocks follow on from. */
  async function indexTips(db: Db): Promise<Pick<IndexState, 'token' | 'tipBlock' | 'tipHash'>[]> {
    const rows = await db
      .select({ token: holderIndexes.token, tipBlock: holderIndexes.tipBlock, tipHash: holderIndexes.tipHash })
      .from(holderIndexes)
      .where(eq(holderIndexes.chainId, chainId));
    return rows.map((row) => ({ ...row, token: row.token as Address }));
  }

  /** Creates the index row; false when another process created it first (then it is theirs to fill). */
  async function createIndex(db: Db, state: IndexState): Promise<boolean> {
    const created = await db
      .insert(holderIndexes)
      .values({ ...state, chainId })
      .onConflictDoNothing()
      .returning({ token: holderIndexes.token });
    return created.length > 0;
  }

  async function saveWindow(db: Db, token: Address, window: Omit<IndexState, 'token' | keyof TokenMetadata>): Promise<void> {
    await db
      .update(holderIndexes)
      .set({ ...window, readAt: new Date() })
      .where(and(eq(holderIndexes.chainId, chainId), eq(holderIndexes.token, token)));
  }

  /** Marks the index read now, at most once a minute (least recently read indexes are dropped first). */
  async function touchIndex(db: Db, token: Address): Promise<void> {
    await db
      .update(holderIndexes)
      .set({ readAt: new Date() })
      .where(
        and(
          and(eq(holderIndexes.chainId, chainId), eq(holderIndexes.token, token)),
          sql`${holderIndexes.readAt} < now() - interval '1 minute'`,
        ),
      );
  }

  async function deleteIndexes(db: Db, tokens: Address[]): Promise<void> {
    if (tokens.length === 0) return;
    await db.delete(holderIndexBlocks).where(and(eq(holderIndexBlocks.chainId, chainId), inArray(holderIndexBlocks.token, tokens)));
    await db.delete(holderBalances).where(and(eq(holderBalances.chainId, chainId), inArray(holderBalances.token, tokens)));
    await db.delete(holderIndexes).where(and(eq(holderIndexes.chainId, chainId), inArray(holderIndexes.token, tokens)));
  }

  /** Drops the least recently read indexes past the newest `keep`. */
  async function keepNewest(db: Db, keep: number): Promise<void> {
    const stale = await db
      .select({ token: holderIndexes.token })
      .from(holderIndexes)
      .where(eq(holderIndexes.chainId, chainId))
      .orderBy(desc(holderIndexes.readAt), asc(holderIndexes.token))
      .offset(keep);
    await deleteIndexes(
      db,
      stale.map((row) => row.token as Address),
    );
  }

  async function insertBlocks(db: Db, token: Address, rows: BlockRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const json = JSON.stringify(
        rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({ b: row.blockNumber, h: row.blockHash, t: hexOf(row.transfers) })),
      );
      await db.execute(sql`
        insert into ${holderIndexBlocks} (chain_id, token, block_number, block_hash, transfers)
        select ${chainId}::integer, ${token}, row.b, row.h, decode(row.t, 'hex') from json_to_recordset(${json}::json) as row(b bigint, h text, t text)`);
    }
  }

  /** The kept blocks' numbers and hashes, newest first: where to look for a reorg's fork point. */
  async function newestBlocks(db: Db, token: Address, limit: number): Promise<{ blockNumber: number; blockHash: string | null }[]> {
    return db
      .select({ blockNumber: holderIndexBlocks.blockNumber, blockHash: holderIndexBlocks.blockHash })
      .from(holderIndexBlocks)
      .where(and(eq(holderIndexBlocks.chainId, chainId), eq(holderIndexBlocks.token, token)))
      .orderBy(desc(holderIndexBlocks.blockNumber))
      .limit(limit);
  }

  /** The kept blocks after `block`, oldest first. */
  async function blocksAfter(db: Db, token: Address, block: number): Promise<BlockRow[]> {
    const rows = await db
      .select(blockColumns)
      .from(holderIndexBlocks)
      .where(and(and(eq(holderIndexBlocks.chainId, chainId), eq(holderIndexBlocks.token, token)), gt(holderIndexBlocks.blockNumber, block)))
      .orderBy(asc(holderIndexBlocks.blockNumber));
    return rows.map(toRow);
  }

  /** Deletes the kept blocks after `block` (a reorg replaced them); their transfers, to take back out. */
  async function deleteBlocksAfter(db: Db, token: Address, block: number): Promise<Uint8Array[]> {
    const deleted = await db
      .delete(holderIndexBlocks)
      .where(and(and(eq(holderIndexBlocks.chainId, chainId), eq(holderIndexBlocks.token, token)), gt(holderIndexBlocks.blockNumber, block)))
      .returning({ transfers: sql<string>`encode(${holderIndexBlocks.transfers}, 'hex')` });
    return deleted.map((row) => bytesOf(row.transfers));
  }

  /** Forgets the blocks at or below `block`: too deep for a reorg, or out of the window. */
  async function deleteBlocksThrough(db: Db, token: Address, block: number): Promise<void> {
    await db
      .delete(holderIndexBlocks)
      .where(
        and(and(eq(holderIndexBlocks.chainId, chainId), eq(holderIndexBlocks.token, token)), lte(holderIndexBlocks.blockNumber, block)),
      );
  }

  /**
   * Adds each address's change to its balance in one statement (the changes travel as one JSON
   * parameter, which both PGlite and node-postgres pass as it is); balances that come to 0 are removed.
   */
  async function addToBalances(db: Db, token: Address, changes: Map<Address, bigint>): Promise<void> {
    const entries = [...changes].filter(([, change]) => change !== 0n).map(([address, change]) => ({ a: address, c: change.toString() }));
    if (entries.length === 0) return;
    const json = JSON.stringify(entries);
    await db.execute(sql`
      insert into ${holderBalances} (chain_id, token, address, balance)
      select ${chainId}::integer, ${token}, change.a, change.c from json_to_recordset(${json}::json) as change(a text, c numeric)
      on conflict (chain_id, token, address) do update set balance = ${holderBalances}.balance + excluded.balance`);
    await db.execute(sql`
      delete from ${holderBalances}
      where chain_id = ${chainId} and token = ${token} and balance = 0 and address in (select change.a from json_to_recordset(${json}::json) as change(a text, c numeric))`);
  }

  /** The largest positive balances, equal ones in address order (as topInflows orders them). */
  async function topBalances(db: Db, token: Address, limit: number): Promise<NetInflow[]> {
    const rows = await db
      .select({ address: holderBalances.address, balance: sql<string>`${holderBalances.balance}::text` })
      .from(holderBalances)
      .where(and(and(eq(holderBalances.chainId, chainId), eq(holderBalances.token, token)), gt(holderBalances.balance, '0')))
      .orderBy(desc(holderBalances.balance), sql`${holderBalances.address} collate "C"`)
      .limit(limit);
    return rows.map((row) => ({ address: row.address as Address, balance: BigInt(row.balance) }));
  }

  return {
    readIndex,
    lockIndex,
    shareIndex,
    indexTips,
    createIndex,
    saveWindow,
    touchIndex,
    deleteIndexes,
    keepNewest,
    insertBlocks,
    newestBlocks,
    blocksAfter,
    deleteBlocksAfter,
    deleteBlocksThrough,
    addToBalances,
    topBalances,
  };
}
