// Long polling by one api process at a time: Telegram answers a second getUpdates for the same bot with
// 409 Conflict. Each process tries to hold the 'telegram-polling' lease (worker_leases) and renews it
// while it polls; another takes over within a lease of the holder's death.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Db } from '../../db';
import { workerLeases } from '../../db';

const LEASE_NAME = 'telegram-polling';

export type Polling = { stop(): Promise<void> };

/** Takes or renews the lease for `holder`; true while it holds it. */
export async function holdLease(db: Db, name: string, holder: string, at: Date, leaseMs: number): Promise<boolean> {
  const leaseUntil = new Date(at.getTime() + leaseMs);
  const held = await db
    .insert(workerLeases)
    .values({ name, holder, leaseUntil })
    .onConflictDoUpdate({
      target: workerLeases.name,
      set: { holder, leaseUntil },
      setWhere: sql`${workerLeases.holder} = ${holder} or ${workerLeases.leaseUntil} < ${at.toISOString()}::timestamptz`,
    })
    .returning({ holder: workerLeases.holder });
  return held.length > 0;
}

export function pollWhileHoldingLease({
  db,
  bot,
  log,
  leaseMs = 30_000,
  now = () => new Date(),
}: {
  db: Db;
  bot: Bot;
  log: { error(object: object, message: string): void; info(object: object, message: string): void };
  leaseMs?: number;
  now?: () => Date;
}): Polling {
  const holder = randomUUID();
  let polling: Promise<void> | null = null;
  let stopped = false;

  const check = async () => {
    const holding = await holdLease(db, LEASE_NAME, holder, now(), leaseMs).catch((error: unknown) => {
      log.error({ err: error }, 'telegram polling lease could not be renewed');
      return false;
    });
    if (stopped) return;
    if (holding && !polling) {
      log.info({}, 'telegram bot: long polling started in this process');
      polling = bot
        .start({ allowed_updates: ['message'], drop_pending_updates: false })
        .catch((error: unknown) => log.error({ err: error }, 'telegram long polling stopped'))
        .finally(() => (polling = null));
    } else if (!holding && polling) {
      await bot.stop().catch(() => undefined);
    }
  };
  void check();
  // Renewed three times per lease: a slow database round does not lose it.
  const timer = setInterval(() => void check(), Math.max(1_000, Math.floor(leaseMs / 3)));

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (polling) {
        await bot.stop().catch(() => undefined);
        await polling;
      }
      await db
        .delete(workerLeases)
        .where(and(eq(workerLeases.name, LEASE_NAME), eq(workerLeases.holder, holder)))
        .catch(() => undefined);
    },
  };
}
