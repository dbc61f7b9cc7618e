import { shortlistInputSchema } from '@/lib/contracts/shortlists/staff';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** A new shortlist of a client (POST /admin/shortlists, the client's id added): what it answers and its title. */
export const newShortlistForm = defineForm(
  contractFields(shortlistInputSchema.shape, {
    title: 'Shortlist title',
    jobOpeningId: 'For the job order',
    inquiryId: 'For the inquiry',
  }),
);
