import { documentTypeInputSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** One deployment document of the checklist, edited in place (PUT or POST /admin/document-types). */
export const documentTypeForm = defineForm(
  contractFields(documentTypeInputSchema.shape, {
    name: 'Name',
    description: 'Description',
    sortingOrder: 'Sorting order',
    isRequired: 'Required',
    isActive: 'Active',
  }),
);
