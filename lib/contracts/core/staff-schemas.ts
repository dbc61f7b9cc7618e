import { z } from 'zod';
import { idSchema } from './common';

// Pieces every back-office answer uses: a page of records, an id in the path, a staff note.
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const staffNoteViewSchema = z.object({
  _id: idSchema,
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

/** Path parameters `{ id }` of a record; a malformed id is refused with `message` (as if it did not exist). */
export const idParamsSchema = (message: string) => z.object({ id: z.string().uuid(message) });

export type StaffNoteView = z.infer<typeof staffNoteViewSchema>;
