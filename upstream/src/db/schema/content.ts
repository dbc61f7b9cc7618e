import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/** One JSON document per page or section of the public site, validated by lib/contracts on write. */
export const contentDocuments = pgTable('content_documents', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
