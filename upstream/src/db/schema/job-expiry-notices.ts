import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobOpenings } from './job-openings';

/** Staff were mailed that this opening closes on this date: once per opening and valid-through value. */
export const jobExpiryNotices = pgTable(
  'job_expiry_notices',
  {
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobOpeningId, t.validThrough] })],
);
