import { z } from 'zod';
import { inviteSignUpSchema } from '@/lib/contracts/clients/client';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** Sign-up from an invitation (POST /employer/invites/:token/sign-up): the address is the invitation's. */
export const inviteSignUpForm = defineForm({
  ...contractFields(inviteSignUpSchema.shape, { name: 'Full Name', phone: 'Contact Number', password: 'Password' }),
  // The same privacy consent as any sign-up: the box starts unticked (a boolean), the payload only `true`.
  consent: { key: 'consent', label: 'Privacy consent', rule: z.boolean().pipe(inviteSignUpSchema.shape.consent) },
});
