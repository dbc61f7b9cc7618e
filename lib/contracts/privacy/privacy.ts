import { z } from 'zod';
import { consentMessages } from './consent';

/** The unticked consent box: only `true` goes through (sign-up and apply). */
export const consentField = z.literal(true, { error: consentMessages.required });

export const privacyMessages = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'The password is not correct.',
  deleted: 'Your account and personal data have been deleted.',
  staffCannotDelete: 'Staff accounts are removed by another administrator.',
} as const;

/** The body of POST /privacy/delete-account: the account's password, as confirmation. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: privacyMessages.passwordRequired })
    .min(1, privacyMessages.passwordRequired)
    .max(200, privacyMessages.wrongPassword),
});

export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;
