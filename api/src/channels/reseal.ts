// The startup pass of secrets at rest: every channel whose target or secrets are not sealed under the
// current key — plaintext stored before issue 36, or sealed under a key now in SECRETS_PREVIOUS_KEYS — is
// opened and sealed again under SECRETS_KEY, its target's digest recomputed. In batches, each its own short
// transaction holding its rows FOR UPDATE SKIP LOCKED, so api processes starting together on one
// PostgreSQL share the work and never re-seal a row twice at once; nothing but the database and local
// crypto happens inside. Idempotent: a row done is no longer selected; a restart goes on where it stopped.
// Rows that cannot be opened are left as they are and reported (unreadable.ts).
import { and, asc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { alertChannels } from '../db';
import { UnreadableSecret, type Vault } from '../secrets';
import { resealed, type ChannelRow } from './at-rest';
import type { UnreadableChannels } from './unreadable';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BATCH = 100;
/** Below every uuid: where the pass starts. */
const FIRST = '00000000-0000-0000-0000-000000000000';

export type ResealReport = {
  /** Rows sealed again under the current key in this pass. */
  resealed: number;
  /** Rows still not under the current key after it (unreadable, or being done by another process). */
  remaining: number;
};

/** `column` holds a value not sealed under the current key. */
const notCurrent = (vault: Vault, column: AnyPgColumn): SQL => {
  const prefix = vault.sealedPrefix;
  return sql`(${column} is not null and left(${column}, ${prefix.length}) <> ${prefix})`;
};

/** The rows the pass has to do. */
const stale = (vault: Vault): SQL =>
  or(
    notCurrent(vault, alertChannels.target),
    notCurrent(vault, alertChannels.secret),
    notCurrent(vault, alertChannels.previousSecret),
    isNull(alertChannels.targetDigest),
    sql`left(${alertChannels.targetDigest}, ${vault.digestPrefix.length}) <> ${vault.digestPrefix}`,
  ) as SQL;

/**
 * The row's columns under the current key. Its digest is taken by another row of the user's already
 * (a duplicate only processes with different keys could have stored): the row keeps its own, suffixed
 * with its id, so the pass goes on and the other row stays the one found by its target.
 */
async function resealRow(tx: Tx, vault: Vault, channel: ChannelRow) {
  const values = resealed(vault, channel);
  const [twin] = await tx
    .select({ id: alertChannels.id })
    .from(alertChannels)
    .where(
      and(
        eq(alertChannels.userId, channel.userId),
        eq(alertChannels.kind, channel.kind),
        eq(alertChannels.targetDigest, values.targetDigest),
        ne(alertChannels.id, channel.id),
      ),
    );
  return twin ? { ...values, targetDigest: `${values.targetDigest}:${channel.id}` } : values;
}

export async function resealChannels(db: Db, vault: Vault, unreadable: UnreadableChannels): Promise<ResealReport> {
  let resealedRows = 0;
  for (let after = FIRST; ;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(alertChannels)
        .where(and(gt(alertChannels.id, after), stale(vault)))
        .orderBy(asc(alertChannels.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const channel of rows) {
        let values;
        try {
          values = await resealRow(tx, vault, channel);
        } catch (error) {
          if (!(error instanceof UnreadableSecret)) throw error;
          unreadable.note(channel.id, error);
          continue;
        }
        await tx.update(alertChannels).set(values).where(eq(alertChannels.id, channel.id));
        unreadable.clear(channel.id);
        resealedRows += 1;
      }
      return rows;
    });
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1].id;
  }
  const [{ remaining }] = await db
    .select({ remaining: sql<number>`count(*)::int` })
    .from(alertChannels)
    .where(stale(vault));
  return { resealed: resealedRows, remaining };
}
