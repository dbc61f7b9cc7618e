import { z } from 'zod';
import { idSchema } from '../core/common';
import { idField } from '../core/fields';
import { staffRoleSchema } from './staff-roles';

/**
 * Who works a client or a job order (issue 42, item 2): an owning recruiter (or none) and a team.
 * A recruiter sees the records of what they own or are on the team of (users/record-scope.ts); only a
 * Manager assigns. Owner and team are active staff accounts holding the Recruiter or the Manager role.
 */
export const assignmentMessages = {
  notAssignable: 'Please choose a staff member who holds the Recruiter or Manager role.',
  tooManyInTeam: 'A team has at most 20 people.',
  saved: 'Owner and team saved.',
};

/** A staff member as the owner select and the team list show them. */
export const assignableStaffSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  staffRoles: z.array(staffRoleSchema),
});
export type AssignableStaff = z.infer<typeof assignableStaffSchema>;

/** What a Manager sends: the owner (null: nobody) and the team; the owner is left out of the team. */
export const assignmentInputSchema = z.object({
  ownerId: idField(assignmentMessages.notAssignable).nullable(),
  teamIds: z
    .array(idField(assignmentMessages.notAssignable), { error: assignmentMessages.notAssignable })
    .max(20, assignmentMessages.tooManyInTeam)
    .default([]),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

/** A client's or job order's owner and team, as stored. */
export const assignmentSchema = z.object({
  owner: assignableStaffSchema.nullable(),
  team: z.array(assignableStaffSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;
