import { z } from 'zod';
import { idSchema } from '../core/common';
import { staffRoleSchema } from './staff-roles';
import { staffRolesField } from './staff-invitation';

/**
 * A staff member's page (issue 42, item 5): their roles, what they own or work, their account and
 * second factor. Changing roles and resetting a second factor ask the Manager for a fresh one.
 */
export const staffMemberMessages = {
  missing: 'No such staff member.',
  lastManager: 'This is the last active Manager. Make someone else a Manager first.',
  rolesSaved: 'Roles saved. They hold from the staff member’s next click.',
  factorReset:
    'Second factor reset: their sessions have ended, and they set up an authenticator app at their next sign-in.',
  ownFactor: 'You cannot reset your own second factor here. Ask another Manager.',
} as const;

export const staffRolesInputSchema = z.object({ roles: staffRolesField });

/** A client or job order the staff member works: as its owner, or on its team. */
const workedRecordSchema = z.object({ _id: idSchema, name: z.string(), as: z.enum(['owner', 'team']) });
export type WorkedRecord = z.infer<typeof workedRecordSchema>;

export const staffMemberSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  staffRoles: z.array(staffRoleSchema),
  isDisabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether an authenticator app is set up (else they set one up at their next sign-in), and their passkeys. */
  authenticatorApp: z.boolean(),
  passkeys: z.number().int(),
  clients: z.array(workedRecordSchema),
  jobOrders: z.array(workedRecordSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
