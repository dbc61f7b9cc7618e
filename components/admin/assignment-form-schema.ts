import { assignmentInputSchema } from '@/lib/contracts/users/assignment';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** Who owns and works a client or job order (PUT …/assignment): the owning recruiter and the team. */
export const assignmentForm = defineForm(
  contractFields(assignmentInputSchema.shape, { ownerId: 'Owning recruiter', teamIds: 'Team' }),
);
