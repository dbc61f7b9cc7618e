import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { applications } from './submissions';
import { uploads } from './uploads';
import { users } from './users';

/** The documents collected before deployment (staff edit the list; seeded with six at start-up). */
export const deploymentDocumentTypes = pgTable(
  'deployment_document_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(true),
    sortingOrder: integer('sorting_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The passport item: its upload may carry a renewed passport's expiry, which the validity rule uses. */
    isPassport: boolean('is_passport').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deployment_document_types_name_unique').on(t.name)],
);

/** A stored document has been uploaded; Missing is the absence of a row. */
export const documentStatusEnum = pgEnum('document_status', ['Uploaded', 'Verified', 'Rejected']);

/** One application's current file for one document type; a re-upload replaces the row's upload. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentTypeId: uuid('document_type_id')
      .notNull()
      .references(() => deploymentDocumentTypes.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id),
    status: documentStatusEnum('status').notNull().default('Uploaded'),
    rejectionReason: text('rejection_reason'),
    /** A renewed passport's expiry, given by the candidate with the upload (passport item only). */
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One current file per document of an application, even under concurrent uploads.
    uniqueIndex('application_documents_application_type_unique').on(t.applicationId, t.documentTypeId),
    index('application_documents_type_idx').on(t.documentTypeId),
    // Deleting a staff account sets reviewed_by to null (erasure, the retention task).
    index('application_documents_reviewed_by_idx').on(t.reviewedBy),
  ],
);
