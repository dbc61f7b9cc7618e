import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { businessTypes, preferredLocations } from './lookups';
import { users } from './users';
import { lowerTrgm } from '../contains';

/** The agency's clients: employer organisations that ask for staff and review shortlists. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    businessTypeId: uuid('business_type_id').references(() => businessTypes.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => preferredLocations.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** The recruiter who owns the client (issue 42): null until a Manager assigns one (only Managers see it). */
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The staff list: newest first, and a part of the name (pg_trgm).
    index('clients_created_idx').on(t.createdAt, t.id),
    index('clients_name_trgm_idx').using('gin', lowerTrgm(t.name)),
    // A recruiter's scope: the clients they own.
    index('clients_owner_idx').on(t.ownerId),
  ],
);

/** Staff on a client's team besides its owner: they see its records as the owner does. */
export const clientTeam = pgTable(
  'client_team',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The primary key lists a client's team; the index, a recruiter's clients (their scope).
  (t) => [primaryKey({ columns: [t.clientId, t.userId] }), index('client_team_user_idx').on(t.userId, t.clientId)],
);

/** A client's people: Employer accounts, each linked to at most one client. */
export const clientContacts = pgTable(
  'client_contacts',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_contacts_user_unique').on(t.userId), index('client_contacts_client_idx').on(t.clientId)],
);

/** An invitation mailed to a contact: single use, expiring; only the token's SHA-256 is stored. */
export const clientInvites = pgTable(
  'client_invites',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_invites_client_idx').on(t.clientId, t.createdAt),
    index('client_invites_email_idx').on(sql`lower(${t.email})`),
    index('client_invites_invited_by_idx').on(t.invitedBy),
    index('client_invites_accepted_by_idx').on(t.acceptedBy),
  ],
);
