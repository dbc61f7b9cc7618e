import { staffNoteSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The staff note form under an application, inquiry or message. */
export const staffNoteForm = defineForm(contractFields(staffNoteSchema.shape, { body: 'New note' }));
