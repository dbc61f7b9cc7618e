import { staffNoteSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

/** The staff note form under an application, inquiry or message. */
export const staffNoteForm = defineForm({
  body: { key: 'body', label: 'New note', rule: staffNoteSchema.shape.body },
});
