import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@contracts/users/staff-roles';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A Manager's invitation of a new staff member (issue 42, item 5): single use, expiring; only the
 * token's SHA-256 is stored. One per address (lower-cased): inviting again replaces it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    staffRoles: text('staff_roles').array().$type<StaffRole[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invitations_invited_by_idx').on(t.invitedBy),
    index('staff_invitations_accepted_by_idx').on(t.acceptedBy),
    index('staff_invitations_expires_idx').on(t.expiresAt),
  ],
);
