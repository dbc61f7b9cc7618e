import { bigint, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const uploadKindEnum = pgEnum('upload_kind', ['resume', 'video', 'image', 'document']);
/** Public files are served to anyone; private ones (resumes, videos, deployment documents) only to their owner and staff. */
export const uploadVisibilityEnum = pgEnum('upload_visibility', ['public', 'private']);

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Random file name on disk; also the `path` answered to the client. */
    fileName: text('file_name').notNull().unique(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: uploadKindEnum('kind').notNull(),
    visibility: uploadVisibilityEnum('visibility').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // An account's uploads (the cap on unused ones, erasure, the account's set null on delete).
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
  ],
);
