import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A table's rows, kept by its triggers (migration 0016, users only): the staff users list shows its
 * total on every page, and counting 40,000 rows for it grew with the table.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});
