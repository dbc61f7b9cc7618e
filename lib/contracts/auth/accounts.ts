import { z } from 'zod';
import { idSchema } from '../core/common';
import { consentField } from '../privacy/privacy';
import { emailField, passwordPattern, phoneField, requiredText } from '../core/fields';
import { staffRoleSchema } from '../users/staff-roles';
import { signUpOptInsSchema } from '../text-messages/opt-ins';

export const userTypeSchema = z.enum(['User', 'Employer', 'Admin']);
export const selfRegisterUserTypeSchema = z.enum(['User', 'Employer'], {
  error: 'Please choose Candidate or Employer',
});

export const registerPasswordMessage =
  'Password must be at least 8 characters long and include letters, numbers, and special characters';
export const resetPasswordMessage =
  'Password must be at least 8 characters and include letters, numbers, and special characters.';

export const registerSchema = z.object({
  userType: selfRegisterUserTypeSchema,
  name: requiredText('Full Name is required', {
    min: [2, 'Name must have alteast 2 characters'],
    max: [50, 'Name should be less then 50 characters'],
  }),
  email: emailField,
  phone: phoneField('Phone is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .regex(passwordPattern, registerPasswordMessage),
  /** The privacy consent box (consent.ts's signup text), recorded with its version. */
  consent: consentField,
  /** The SMS and WhatsApp boxes (text-messages/opt-ins.ts), unticked by default. */
  ...signUpOptInsSchema.shape,
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const forgotPasswordSchema = z.object({ email: emailField });

/** What a verification or reset link that is plainly not one is told (the same as an expired one). */
export const authLinkMessages = {
  badVerifyLink: 'Verification failed. Invalid or expired verification token.',
  badResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

const linkToken = (message: string) => z.string().min(16, message).max(200, message);

/** The path of PUT /auth/verify-email/:email/:token (the link mailed at sign-up). */
export const verifyEmailParamsSchema = z.object({
  email: emailField,
  token: linkToken(authLinkMessages.badVerifyLink),
});

/** The path of PUT /auth/reset-password/:resetToken (the link mailed on request). */
export const resetPasswordParamsSchema = z.object({ resetToken: linkToken(authLinkMessages.badResetLink) });

export const resetPasswordSchema = z.object({
  newPassword: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .regex(passwordPattern, resetPasswordMessage),
});

/** The user as the API shows it to its owner (and to the website's session). */
export const userSchema = z.object({
  _id: idSchema,
  userType: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  companyName: z.string(),
  businessType: z.object({ _id: idSchema, name: z.string() }).nullable(),
  /** Profile picture file name under the uploads path, or null. */
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  /**
   * A staff member's roles (the back office hides what they do not allow; the upstream checks them on
   * every call). Absent for other users.
   */
  staffRoles: z.array(staffRoleSchema).optional(),
});

export const loginResponseSchema = z.object({ data: userSchema, token: z.string().min(1) });
export const messageResponseSchema = z.object({ message: z.string().min(1) });

export type RegisterPayload = z.infer<typeof registerSchema>;
export type LoginPayload = z.infer<typeof loginSchema>;
export type User = z.infer<typeof userSchema>;
export type UserType = z.infer<typeof userTypeSchema>;
