import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccessKind } from '@contracts/access-records/record';

/**
 * The record of access: one row per staff read of personal data (modules/access-records). Partitioned
 * by month on `at` (migration 0020, declarative partitioning, on PostgreSQL and PGlite alike), so the
 * 3-year retention drops whole months. No foreign keys: an entry outlives the accounts it names, and a
 * trigger refuses any UPDATE or DELETE (only the retention drops months).
 */
export const accessRecords = pgTable(
  'access_records',
  {
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null only for passport reveals recorded before 0020 whose staff account was deleted since. */
    staffUserId: uuid('staff_user_id'),
    /** The staff member's roles when they read. */
    staffRoles: text('staff_roles').array().notNull(),
    kind: text('kind').$type<AccessKind>().notNull(),
    /**
     * Whose data (one person's read): their account's access key (users.access_key), never their id, so an
     * erased person's entries stay and name no one; null for a list's read or an application anonymised before.
     */
    subjectKey: uuid('subject_key'),
    /** A list's read: how many people it showed. */
    subjectCount: integer('subject_count'),
    /** The record read: an application or an upload (a candidate's profile is named by the subject alone). */
    recordId: uuid('record_id'),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    file: text('file'),
    /** A list's read: its filters as asked. */
    filters: jsonb('filters').$type<Record<string, unknown>>(),
    reason: text('reason'),
    /** The caller's address (lib/client-address.ts); null for reveals recorded before 0020. */
    address: text('address'),
  },
  (t) => [
    primaryKey({ columns: [t.at, t.id] }),
    // The Manager's searches by staff member and by person, newest first, paged by key.
    index('access_records_staff_idx').on(t.staffUserId, t.at.desc(), t.id.desc()),
    index('access_records_subject_idx').on(t.subjectKey, t.at.desc(), t.id.desc()),
  ],
);
