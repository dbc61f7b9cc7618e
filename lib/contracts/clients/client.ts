import { z } from 'zod';
import { idSchema } from '../core/common';
import { emailField, fullNameField, idField, passwordPattern, phoneField, requiredText } from '../core/fields';
import { registerPasswordMessage } from '../auth/accounts';
import { requestStatuses } from '../inquiries/staff';
import { consentField } from '../privacy/privacy';

/**
 * The agency's clients (employer organisations) and their people: staff create a client (or make one
 * from an inquiry), invite its contacts by email, and name it on job orders. A contact is an Employer
 * account linked to one client; the portal (/employer) shows only that client's records.
 */
export const clientMessages = {
  missing: 'No such client.',
  nameRequired: 'Client name is required',
  inquiryHasClient: 'This inquiry already belongs to a client.',
  inviteSent: 'Invitation sent.',
  inviteMissing: 'No such invitation.',
  inviteGone: 'This invitation has expired or has already been used. Please ask the agency for a new one.',
  inviteOtherEmail: 'This invitation was sent to another email address. Please sign in with that address.',
  inviteOtherClient: 'This account already belongs to another client. Please ask the agency for help.',
  notEmployerAccount: 'Only an employer account can join a client.',
  accountExists: 'An account with this email already exists. Please sign in to accept the invitation.',
  accepted: 'Welcome! You can now see the candidates the agency presents to you.',
  contactMissing: 'No such contact.',
  inviteAccepted: 'This invitation has already been accepted. Remove the contact instead.',
  noClient: 'Your account is not linked to a client yet. The agency will send you an invitation.',
} as const;

export const clientInputSchema = z.object({
  name: requiredText(clientMessages.nameRequired, { max: [120, 'Client name is too long'] }),
  /** A business type lookup id, or null. */
  businessTypeId: idField('Please choose a valid business type').nullable().default(null),
  /** A preferred-location (emirate) lookup id, or null. */
  locationId: idField('Please choose a valid location').nullable().default(null),
  notes: z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes are too long').default(''),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const clientRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  contacts: z.number().int(),
  openJobOrders: z.number().int(),
  shortlists: z.number().int(),
  createdAt: z.string(),
});

/** For the job form's "Client" select and the shortlist builder. */
export const clientOptionSchema = z.object({ _id: idSchema, name: z.string() });

export const clientContactSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  lastLoginAt: z.string().nullable(),
});

export const clientInviteViewSchema = z.object({
  _id: idSchema,
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});

export const clientDetailSchema = z.object({
  _id: idSchema,
  name: z.string(),
  businessTypeId: idSchema.nullable(),
  locationId: idSchema.nullable(),
  notes: z.string(),
  createdAt: z.string(),
  contacts: z.array(clientContactSchema),
  invites: z.array(clientInviteViewSchema),
  jobOrders: z.array(
    z.object({ _id: idSchema, title: z.string(), isActive: z.boolean(), vacancies: z.number().nullable() }),
  ),
  inquiries: z.array(
    z.object({
      _id: idSchema,
      createdAt: z.string(),
      status: z.enum(requestStatuses),
      totalPositions: z.number().int(),
    }),
  ),
  shortlists: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      sentAt: z.string().nullable(),
      candidates: z.number().int(),
      awaiting: z.number().int(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientInviteSchema = z.object({ email: emailField });

/** What the invitation's link shows before it is accepted (GET /employer/invites/:token). */
export const inviteViewSchema = z.object({
  clientName: z.string(),
  email: z.string(),
  /** An account with the invited address exists: sign in and accept, rather than sign up. */
  hasAccount: z.boolean(),
});

export const inviteTokenParamsSchema = z.object({
  token: z.string().min(32, clientMessages.inviteGone).max(200, clientMessages.inviteGone),
});

/** Sign-up from an invitation: the address is the invitation's (proven by the link), so not asked. */
export const inviteSignUpSchema = z.object({
  name: fullNameField,
  phone: phoneField('Phone is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .regex(passwordPattern, registerPasswordMessage),
  /** The privacy consent box of sign-up (consent.ts's signup text), recorded with its version as /auth/register does. */
  consent: consentField,
});
export type InviteSignUpPayload = z.infer<typeof inviteSignUpSchema>;
