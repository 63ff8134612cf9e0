// SQL for Sign in with Ethereum: the wallets linked to accounts (web3_identities), the accounts made by
// signing in with one, and the signed messages already used (web3_used_messages).
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db';
import { users, web3Identities, web3UsedMessages } from '../../db';
import { mergeMetadata, type UserRow } from '../repo';

export type Web3IdentityRow = typeof web3Identities.$inferSelect;

/** The wallet and the identity_data of the message it signed. */
export type SignedWallet = { chain: string; address: string; identityData: Record<string, unknown> };

export type UsedMessage = { messageHash: string; address: string; nonce: string | null; expiresAt: Date };

/** The account's wallets, oldest first (as GoTrue lists identities). */
export async function walletIdentities(db: Db, userId: string): Promise<Web3IdentityRow[]> {
  return db.select().from(web3Identities).where(eq(web3Identities.userId, userId)).orderBy(asc(web3Identities.createdAt));
}

/**
 * Takes the message for this use: false when it, or another message with its (address, nonce), was taken
 * before and is still remembered. The unique keys decide between concurrent uses. What could no longer be
 * valid at `now` is forgotten first.
 */
export async function claimMessage(db: Db, used: UsedMessage, now: Date): Promise<boolean> {
  await db.delete(web3UsedMessages).where(lt(web3UsedMessages.expiresAt, now));
  const [claimed] = await db
    .insert(web3UsedMessages)
    .values(used)
    .onConflictDoNothing()
    .returning({ messageHash: web3UsedMessages.messageHash });
  return claimed !== undefined;
}

/** Another request made the wallet's account first: the transaction that made a second one is undone. */
class WalletTaken extends Error {
  override name = 'WalletTaken';
}

/**
 * The account the wallet signs into, made for it (without an email) when it has none. Signing in stores the
 * message's identity_data on the identity and merges it into user_metadata, as GoTrue does.
 */
export async function signInWithWallet(db: Db, wallet: SignedWallet): Promise<UserRow> {
  const existing = await signBackIn(db, wallet);
  if (existing) return existing;
  try {
    return await createWalletAccount(db, wallet);
  } catch (error) {
    if (!(error instanceof WalletTaken)) throw error;
  }
  const made = await signBackIn(db, wallet);
  if (!made) throw new Error(`the account of ${wallet.address} was made and is gone`);
  return made;
}

const sameWallet = ({ chain, address }: SignedWallet) => and(eq(web3Identities.chain, chain), eq(web3Identities.address, address));

async function signBackIn(db: Db, wallet: SignedWallet): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [identity] = await tx
      .update(web3Identities)
      .set({ identityData: wallet.identityData, lastSignInAt: now, updatedAt: now })
      .where(sameWallet(wallet))
      .returning({ userId: web3Identities.userId });
    if (!identity) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, identity.userId)).for('update');
    if (!user) return undefined;
    const [updated] = await tx
      .update(users)
      .set({ userMetadata: mergeMetadata(user.userMetadata, wallet.identityData), updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return updated;
  });
}

async function createWalletAccount(db: Db, wallet: SignedWallet): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: null, passwordHash: null, emailConfirmedAt: null, userMetadata: wallet.identityData })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    const [identity] = await tx
      .insert(web3Identities)
      .values({
        userId: user.id,
        chain: wallet.chain,
        address: wallet.address,
        identityData: wallet.identityData,
        lastSignInAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: web3Identities.id });
    if (!identity) throw new WalletTaken();
    return user;
  });
}

export type LinkOutcome = 'linked' | 'already_yours' | 'another_account' | 'no_user';

/** Links the wallet to the account, unless it is linked to one already (this or another). */
export async function linkWallet(db: Db, userId: string, wallet: SignedWallet): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return 'no_user';
    const [linked] = await tx
      .insert(web3Identities)
      .values({ userId, chain: wallet.chain, address: wallet.address, identityData: wallet.identityData, lastSignInAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: web3Identities.id });
    if (linked) {
      await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
      return 'linked';
    }
    const [owner] = await tx.select({ userId: web3Identities.userId }).from(web3Identities).where(sameWallet(wallet));
    return owner?.userId === userId ? 'already_yours' : 'another_account';
  });
}
