import { z } from 'zod';
import { staffInvitationAcceptSchema } from '@/lib/contracts/users/staff-invitation';
import { defineForm } from '@/lib/forms/define-form';

/** The invited staff member's password (POST /auth/staff-invitations/:token/accept sends `password`). */
export const acceptInvitationForm = defineForm({
  password: { key: 'password', label: 'Choose a password', rule: staffInvitationAcceptSchema.shape.password },
  // Typed twice in the browser only: the call sends the password alone.
  confirmPassword: { key: 'confirmPassword', label: 'Type the password again', rule: z.string() },
});

export const acceptInvitationFormSchema = acceptInvitationForm.schema.refine(
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);
