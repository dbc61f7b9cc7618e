import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { applicationStageEnum, applications } from './submissions';
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
    candidateEmailed: boolean('candidate_emailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('application_stage_changes_app_idx').on(t.applicationId, t.createdAt)],
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
  (t) => [index('application_notes_app_idx').on(t.applicationId, t.createdAt)],
);

/** Every time staff reveal a candidate's passport number (personal data access log). */
export const passportReveals = pgTable('passport_reveals', {
  id: id(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
