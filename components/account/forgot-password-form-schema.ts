import { forgotPasswordSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The forgot-password form: the address the reset link is mailed to (POST /auth/forgot-password). */
export const forgotPasswordForm = defineForm(contractFields(forgotPasswordSchema.shape, { email: 'Email Address' }));
