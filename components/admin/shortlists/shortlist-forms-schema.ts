import {
  addShortlistCandidateSchema,
  shortlistLinkInputSchema,
  updateShortlistCandidateSchema,
} from '@/lib/contracts/shortlists/staff';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The agency's note on a candidate as it is added (POST /admin/shortlists/:id/candidates). */
export const addCandidateForm = defineForm(contractFields(addShortlistCandidateSchema.shape, { note: 'Why this fit' }));

/** The note of a candidate already on the shortlist (PATCH …/candidates/:candidateId). */
export const candidateNoteForm = defineForm(
  contractFields(updateShortlistCandidateSchema.shape, { note: 'Agency note' }),
);

/** A view-only link's lifetime (POST /admin/shortlists/:id/links). */
export const shareLinkForm = defineForm(contractFields(shortlistLinkInputSchema.shape, { days: 'Valid for (days)' }));
