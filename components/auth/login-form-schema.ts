import { loginSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The sign-in form in the auth dialog (POST /auth/login). */
export const loginForm = defineForm(
  contractFields(loginSchema.shape, { email: 'Email Address', password: 'Password' }),
);
