import { z } from 'zod';
import { resetPasswordSchema } from '../auth/accounts';
import { emailField, fullNameField } from '../core/fields';
import { staffRoleSchema, staffRoles } from './staff-roles';

/** How long an invitation's link works (issue 42, item 5). */
export const staffInvitationTtlHours = 72;

/**
 * A Manager invites a staff member by email: name, address and roles. The mailed link sets the
 * password, then the new account sets up its authenticator app at once (docs/decisions/0033).
 */
export const staffInvitationMessages = {
  sent: 'Invitation sent.',
  rolesRequired: 'Choose at least one role.',
  accountExists:
    'An account with this email already exists, so it cannot be invited. Change a staff member’s roles on their page.',
  unknown:
    'This invitation link is not valid. Open the whole link from the mail, or ask a Manager for a new invitation.',
  expired: `This invitation has expired (links work for ${staffInvitationTtlHours} hours). Ask a Manager to invite you again.`,
  used: 'This invitation has already been used. Sign in with your email and password instead.',
} as const;

/** One or more of the declared roles, each once. */
export const staffRolesField = z
  .array(staffRoleSchema, { error: staffInvitationMessages.rolesRequired })
  .min(1, staffInvitationMessages.rolesRequired)
  .max(staffRoles.length, staffInvitationMessages.rolesRequired)
  .transform((roles) => [...new Set(roles)]);

/** What a Manager sends: the name and address stay one line (they are written into the mail). */
export const staffInvitationSchema = z.object({ name: fullNameField, email: emailField, roles: staffRolesField });
export type StaffInvitationPayload = z.input<typeof staffInvitationSchema>;

/** The answer to an invitation: to whom it went and until when its link works. */
export const staffInvitationSentSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** The link's token, in the path; a value that cannot be one is told as an unknown link. */
export const staffInvitationTokenParamsSchema = z.object({
  token: z.string().min(16, staffInvitationMessages.unknown).max(200, staffInvitationMessages.unknown),
});

/** What the link's page shows before the password is set. */
export const staffInvitationViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  staffRoles: z.array(staffRoleSchema),
  expiresAt: z.string(),
});
export type StaffInvitationView = z.infer<typeof staffInvitationViewSchema>;

/** Accepting: the password, under the same rule as a password reset. */
export const staffInvitationAcceptSchema = z.object({ password: resetPasswordSchema.shape.newPassword });
