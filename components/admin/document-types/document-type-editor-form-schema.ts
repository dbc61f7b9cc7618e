import { documentTypeInputSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = documentTypeInputSchema.shape;

/** One deployment document of the checklist, edited in place (PUT or POST /admin/document-types). */
export const documentTypeForm = defineForm({
  name: { key: 'name', label: 'Name', rule: payload.name },
  description: { key: 'description', label: 'Description', rule: payload.description },
  sortingOrder: { key: 'sortingOrder', label: 'Sorting order', rule: payload.sortingOrder },
  isRequired: { key: 'isRequired', label: 'Required', rule: payload.isRequired },
  isActive: { key: 'isActive', label: 'Active', rule: payload.isActive },
});
