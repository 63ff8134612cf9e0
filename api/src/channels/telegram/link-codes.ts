// "Connect Telegram": a one-time code for the bot's deep link (t.me/<bot>?start=<code>). Stored hashed;
// it expires after 15 minutes and works once — though the same chat presenting it again (Telegram
// redelivering the /start after a restart) is told it is connected, not refused. The chat a code connected
// is kept as its id's digest (secrets at rest: the id itself is sealed in the channel alone).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { telegramLinkCodes } from '../../db';
import { vaultOf } from '../../secrets';

export const LINK_CODE_TTL_MS = 15 * 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new code for the user; deep-link start parameters allow A–Z, a–z, 0–9, _ and -, up to 64. */
export async function createLinkCode(db: Db, userId: string, at: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(at.getTime() + LINK_CODE_TTL_MS);
  await db.insert(telegramLinkCodes).values({ codeHash: hashOf(code), userId, expiresAt, createdAt: at });
  return { code, expiresAt };
}

export type Redeemed = { userId: string; again: boolean } | 'invalid';

/** Uses the code for `chatId`: the user it was made for, or 'invalid' (unknown, expired, used by another chat). */
export async function redeemLinkCode(db: Db, code: string, chatId: string, at: Date): Promise<Redeemed> {
  const codeHash = hashOf(code);
  const vault = await vaultOf(db);
  const [used] = await db
    .update(telegramLinkCodes)
    .set({ usedAt: at, chatId: vault.digest(chatId) })
    .where(and(eq(telegramLinkCodes.codeHash, codeHash), isNull(telegramLinkCodes.usedAt), gt(telegramLinkCodes.expiresAt, at)))
    .returning({ userId: telegramLinkCodes.userId });
  if (used) return { userId: used.userId, again: false };
  const [row] = await db.select().from(telegramLinkCodes).where(eq(telegramLinkCodes.codeHash, codeHash));
  return row?.chatId && vault.digests(chatId).includes(row.chatId) ? { userId: row.userId, again: true } : 'invalid';
}
