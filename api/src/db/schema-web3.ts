// Sign in with Ethereum (api/src/auth/web3): the wallets linked to accounts, and the signed messages already
// used, kept until they could no longer be valid anyway. Re-exported by index.ts.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** A wallet identity (GoTrue's 'web3' identity): one account per wallet, however the address is cased. */
export const web3Identities = pgTable(
  'web3_identities',
  {
    /** The identity's own id (GoTrue's `identity_id`). */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'ethereum'. */
    chain: text('chain').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** GoTrue's identity_data: `sub` and the last signed message's `custom_claims`. */
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web3_identities_chain_address_idx').on(table.chain, table.address),
    index('web3_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * Signed messages already used to sign in or link a wallet: neither the same message nor another with the
 * same (address, nonce) is taken twice. The keys are unique, so of two requests with one message exactly
 * one gets its row.
 */
export const web3UsedMessages = pgTable(
  'web3_used_messages',
  {
    /** sha256 of the message as signed (hex). */
    messageHash: text('message_hash').primaryKey(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    /** The message's nonce; null when it has none (supabase-js leaves it out unless given one). */
    nonce: text('nonce'),
    /** When the message stops being valid anyway (its expiration time or its issued-at + 10 minutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('web3_used_messages_address_nonce_idx').on(table.address, table.nonce),
    index('web3_used_messages_expires_at_idx').on(table.expiresAt),
  ],
);
