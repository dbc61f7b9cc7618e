import { loginSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = loginSchema.shape;

/** The back office's sign-in form (POST /auth/login, then staff only). */
export const staffLoginForm = defineForm({
  email: { key: 'email', label: 'Email Address', rule: payload.email },
  password: { key: 'password', label: 'Password', rule: payload.password },
});
