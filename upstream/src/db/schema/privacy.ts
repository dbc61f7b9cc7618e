import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { applications } from './submissions';
import { users } from './users';

export const consentKindEnum = pgEnum('consent_kind', ['signup', 'application', 'share']);

/** Each consent a person gave (RA 10173 / UAE PDPL): who, to what, for which application, when, which text. */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    // The record goes with the account when it is erased: it names the person.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: consentKindEnum('kind').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** consentTextVersion (lib/contracts/privacy/consent.ts) of the text shown. */
    textVersion: text('text_version').notNull(),
    /** The retention period the text named. */
    retentionMonths: integer('retention_months').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId), index('consents_application_idx').on(t.applicationId)],
);

export const erasureReasonEnum = pgEnum('erasure_reason', ['request', 'retention']);

/** That an account was erased, and when: who only as a hash of the account id, never what. */
export const accountErasures = pgTable('account_erasures', {
  id: id(),
  /** SHA-256 (hex) of the erased account's id. */
  subjectHash: text('subject_hash').notNull(),
  reason: erasureReasonEnum('reason').notNull(),
  createdAt: createdAt(),
});
