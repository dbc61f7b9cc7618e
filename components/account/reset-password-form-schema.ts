import { z } from 'zod';
import { resetPasswordSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

/** The new-password form (PUT /auth/reset-password/:resetToken sends `newPassword`). */
export const resetPasswordForm = defineForm({
  newPassword: { key: 'newPassword', label: 'New Password', rule: resetPasswordSchema.shape.newPassword },
  // Typed twice in the browser only: the call sends the new password alone.
  confirmPassword: { key: 'confirmPassword', label: 'Confirm Password', rule: z.string() },
});

export const resetPasswordFormSchema = resetPasswordForm.schema.refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);
