import type { Db } from '../db';
import { demoRequests } from '../db';

export type NewDemoRequest = typeof demoRequests.$inferInsert;
export type StoredDemoRequest = { id: string; createdAt: Date };

export async function insertDemoRequest(db: Db, values: NewDemoRequest): Promise<StoredDemoRequest> {
  const [stored] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
  return stored;
}
