import { loginSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = loginSchema.shape;

/** The sign-in form in the auth dialog (POST /auth/login). */
export const loginForm = defineForm({
  email: { key: 'email', label: 'Email Address', rule: payload.email },
  password: { key: 'password', label: 'Password', rule: payload.password },
});
