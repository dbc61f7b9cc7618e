import { z } from 'zod';
import { registerSchema } from '@/lib/contracts';
import { optInWording } from '@/lib/contracts/text-messages/opt-ins';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

const payload = registerSchema.shape;

/** The sign-up form, in the dialog and on the home page (POST /auth/register). */
export const signupForm = defineForm({
  ...contractFields(payload, {
    userType: 'Are you registering As?',
    name: 'Full Name',
    phone: 'Contact Number',
    email: 'Email Address',
    password: 'Password',
  }),
  // The consent box starts unticked: the form holds a boolean, the payload only `true`.
  consent: { key: 'consent', label: 'Privacy consent', rule: z.boolean().pipe(payload.consent) },
  // Unticked by default (issue 44): each box opts the phone number in to one channel.
  smsOptIn: { key: 'smsOptIn', label: optInWording.sms, rule: z.boolean() },
  whatsappOptIn: { key: 'whatsappOptIn', label: optInWording.whatsapp, rule: z.boolean() },
});
