// Second factors (api/src/auth/mfa): TOTP factors as GoTrue keeps them (the secret sealed at rest), the
// challenges a sign-in answers, and the one-time recovery codes that stand in for a lost phone.
// Re-exported by schema.ts.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    friendlyName: text('friendly_name').notNull().default(''),
    /** totp: the only kind offered. */
    factorType: text('factor_type').notNull(),
    /** unverified until its first code is verified; an unverified factor lapses after FACTOR_EXPIRY_SECONDS. */
    status: text('status').notNull(),
    /** The TOTP secret (base32), sealed (enc:v1:…, api/src/secrets) for this row. */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
  },
  (table) => [index('mfa_factors_user_id_idx').on(table.userId)],
);

export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id').notNull(),
    /** The client that asked: only it may answer (GoTrue's IP check). */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [index('mfa_challenges_factor_id_idx').on(table.factorId)],
);

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** A keyed hash of the code: the code itself is shown once and never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_recovery_codes_user_id_idx').on(table.userId)],
);
