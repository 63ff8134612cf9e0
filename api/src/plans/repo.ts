import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { userPlans } from '../db';
import { announceWatchListChange } from '../db';
import { isPlanId, type PlanId } from './plans';

/** The plans operators granted (`npm run plan`) to any of the users; billing's plans are in billing/standing. */
export async function operatorPlans(db: Db, userIds: string[]): Promise<Map<string, PlanId>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userPlans.userId, plan: userPlans.plan })
    .from(userPlans)
    .where(inArray(userPlans.userId, userIds));
  return new Map(rows.flatMap((row) => (isPlanId(row.plan) ? [[row.userId, row.plan] as const] : [])));
}

export async function savePlan(db: Db, userId: string, plan: PlanId, source: 'operator'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userPlans)
      .values({ userId, plan, source })
      .onConflictDoUpdate({ target: userPlans.userId, set: { plan, source, updatedAt: new Date() } });
    // How many of the user's wallets are watched depends on the plan.
    await announceWatchListChange(tx, userId);
  });
}
