// Every table of the api. drizzle-kit generates the migrations in api/drizzle/ from this file.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
