import { lookupInputSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = lookupInputSchema.shape;

/** One row of a lookup list, edited in place (PUT or POST /admin/lookups/:kind). */
export const lookupRowForm = defineForm({
  name: { key: 'name', label: 'Name', rule: payload.name },
  sortingOrder: { key: 'sortingOrder', label: 'Sorting order', rule: payload.sortingOrder },
  isActive: { key: 'isActive', label: 'Active', rule: payload.isActive },
});
