import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userPlans } from '../db/schema';
import { isPlanId, type PlanId } from './plans';

export async function findPlan(db: Db, userId: string): Promise<PlanId> {
  const [row] = await db.select({ plan: userPlans.plan }).from(userPlans).where(eq(userPlans.userId, userId));
  return row && isPlanId(row.plan) ? row.plan : 'free';
}

export async function savePlan(db: Db, userId: string, plan: PlanId, source: 'billing' | 'operator'): Promise<void> {
  await db
    .insert(userPlans)
    .values({ userId, plan, source })
    .onConflictDoUpdate({ target: userPlans.userId, set: { plan, source, updatedAt: new Date() } });
}
