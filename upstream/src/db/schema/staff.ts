import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { applicationStageEnum, applications, contactMessages, employerInquiries } from './submissions';
import { users } from './users';

/** Who moved an application to which stage, and when; also whether the candidate was emailed. */
export const applicationStageChanges = pgTable(
  'application_stage_changes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: applicationStageEnum('from_stage').notNull(),
    toStage: applicationStageEnum('to_stage').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The candidate made the change (withdrew), not staff. */
    byCandidate: boolean('by_candidate').notNull().default(false),
    /** The candidate's reason for withdrawing; empty otherwise. */
    reason: text('reason').notNull().default(''),
    candidateEmailed: boolean('candidate_emailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_stage_changes_app_idx').on(t.applicationId, t.createdAt),
    // Deleting a staff account sets changed_by to null (erasure, the retention task).
    index('application_stage_changes_changed_by_idx').on(t.changedBy),
  ],
);

export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_notes_app_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_idx').on(t.authorId),
  ],
);

/** Staff notes on an employer inquiry or a contact message (exactly one of the two). */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: id(),
    inquiryId: uuid('inquiry_id').references(() => employerInquiries.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('request_notes_one_subject', sql`(${t.inquiryId} is null) <> (${t.contactMessageId} is null)`),
    index('request_notes_inquiry_idx').on(t.inquiryId),
    index('request_notes_message_idx').on(t.contactMessageId),
    index('request_notes_author_idx').on(t.authorId),
  ],
);
