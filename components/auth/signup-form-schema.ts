import { z } from 'zod';
import { registerSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = registerSchema.shape;

/** The sign-up form, in the dialog and on the home page (POST /auth/register). */
export const signupForm = defineForm({
  userType: { key: 'userType', label: 'Are you registering As?', rule: payload.userType },
  name: { key: 'name', label: 'Full Name', rule: payload.name },
  phone: { key: 'phone', label: 'Contact Number', rule: payload.phone },
  email: { key: 'email', label: 'Email Address', rule: payload.email },
  password: { key: 'password', label: 'Password', rule: payload.password },
  // The consent box starts unticked: the form holds a boolean, the payload only `true`.
  consent: { key: 'consent', label: 'Privacy consent', rule: z.boolean().pipe(payload.consent) },
});
