import { forgotPasswordSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

/** The forgot-password form: the address the reset link is mailed to (POST /auth/forgot-password). */
export const forgotPasswordForm = defineForm({
  email: { key: 'email', label: 'Email Address', rule: forgotPasswordSchema.shape.email },
});
