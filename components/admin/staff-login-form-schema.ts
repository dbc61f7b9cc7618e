import { loginSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The back office's sign-in form (POST /auth/login, then staff only). */
export const staffLoginForm = defineForm(
  contractFields(loginSchema.shape, { email: 'Email Address', password: 'Password' }),
);
