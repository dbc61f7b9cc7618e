import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { contentDocuments } from './content';
import { jobOpenings } from './job-openings';

/*
 * Which stored files a text names, recorded when the text is saved (modules/uploads/named-files.ts),
 * so "is this upload used" is an index lookup instead of a search through every text. A file is
 * named by the uuid that starts its name (`<uuid>.<ext>`, uploads/receive-file.ts), lower-cased.
 */

/** The files a job opening's description, responsibilities, benefits or icon names. */
export const jobOpeningFiles = pgTable(
  'job_opening_files',
  {
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    fileStem: text('file_stem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobOpeningId, t.fileStem] }), index('job_opening_files_stem_idx').on(t.fileStem)],
);

/** The files a content document (a page or section of the site) names anywhere in its JSON. */
export const contentDocumentFiles = pgTable(
  'content_document_files',
  {
    contentKey: text('content_key')
      .notNull()
      .references(() => contentDocuments.key, { onDelete: 'cascade' }),
    fileStem: text('file_stem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentKey, t.fileStem] }), index('content_document_files_stem_idx').on(t.fileStem)],
);
