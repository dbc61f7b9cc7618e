import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { jobOpenings } from './job-openings';
import { positions, preferredLocations } from './lookups';
import { users } from './users';

/**
 * A saved search mailed about once a day. A visitor's waits for its email to be confirmed (double
 * opt-in: confirmedAt null, a hashed token that expires); a signed-in candidate's starts confirmed.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    /** Lower-cased; the account's email for a candidate's alert. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A removed lookup removes the alerts on it rather than silently widening them.
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => preferredLocations.id, { onDelete: 'cascade' }),
    /** The free text's search words, lower-cased, space-separated (job-search/search-terms.ts). */
    query: text('query').notNull().default(''),
    /** position|location|words: one alert per search and email. */
    filterKey: text('filter_key').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** Jobs published after this are new to the alert. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last digest for this alert was recorded (advanced with its deliveries). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_alerts_email_filter_unique').on(t.email, t.filterKey),
    uniqueIndex('job_alerts_confirm_token_unique').on(t.confirmTokenHash),
    index('job_alerts_user_idx').on(t.userId),
  ],
);

/** Each job mailed for an alert, once: recorded before the mail goes, so a rerun never sends it again. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.jobOpeningId] }),
    // Deleting an opening deletes its deliveries (on delete cascade).
    index('job_alert_deliveries_job_idx').on(t.jobOpeningId),
  ],
);
