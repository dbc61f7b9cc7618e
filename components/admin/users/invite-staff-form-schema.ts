import { staffInvitationSchema } from '@/lib/contracts/users/staff-invitation';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** A Manager invites a staff member (POST /admin/users/invitations): name, address and roles. */
export const inviteStaffForm = defineForm(
  contractFields(staffInvitationSchema.shape, { name: 'Full Name', email: 'Email Address', roles: 'Roles' }),
);
