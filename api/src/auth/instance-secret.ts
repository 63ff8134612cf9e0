// The embedded auth service's signing secret: the configured one, or one generated on first start and
// kept in the database so sessions survive restarts and every api process signs alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { instanceSecrets } from '../db';

const JWT_SECRET = 'auth_jwt_secret';

export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(instanceSecrets)
    .values({ name: JWT_SECRET, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, JWT_SECRET));
  if (!stored) throw new Error('the generated JWT secret was not stored');
  return stored.value;
}
