import { lookupInputSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** One row of a lookup list, edited in place (PUT or POST /admin/lookups/:kind). */
export const lookupRowForm = defineForm(
  contractFields(lookupInputSchema.shape, { name: 'Name', sortingOrder: 'Sorting order', isActive: 'Active' }),
);
