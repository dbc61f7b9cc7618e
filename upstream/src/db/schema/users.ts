import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@contracts/users/staff-roles';
import { createdAt, id, updatedAt } from './columns';
import { businessTypes } from './lookups';
import { lowerTrgm } from '../contains';

export const userTypeEnum = pgEnum('user_type', ['User', 'Employer', 'Admin']);

export const users = pgTable(
  'users',
  {
    id: id(),
    userType: userTypeEnum('user_type').notNull(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    businessTypeId: uuid('business_type_id').references(() => businessTypes.id, { onDelete: 'set null' }),
    image: text('image'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped to revoke every token issued before (logout everywhere, reset, disable). */
    tokenVersion: integer('token_version').notNull().default(0),
    isDisabled: boolean('is_disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Staff only: their roles (lib/contracts/users/staff-roles.ts), read with the token on every request. */
    staffRoles: text('staff_roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * How the record of access names the person (access_records.subject_key): a random key, so that once
     * the account is erased its entries, which are never changed, lead to no one.
     */
    accessKey: uuid('access_key').notNull().defaultRandom(),
    /** Staff only: when they last opened the dashboard ("new since your last visit"). */
    dashboardSeenAt: timestamp('dashboard_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_access_key_unique').on(t.accessKey),
    // "Is this upload used": a profile picture is named by its file name.
    index('users_image_idx').on(t.image),
    // The staff list: newest first (id breaks ties), and a part of a name or email (pg_trgm, contains).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_trgm_idx').using('gin', lowerTrgm(t.name)),
    index('users_email_trgm_idx').using('gin', lowerTrgm(t.email)),
    // The talent pool leaves out the few accounts that are not active candidates' by their ids, and
    // is sorted by name.
    index('users_outside_pool_idx')
      .on(t.id)
      .where(sql`${t.isDisabled} or ${t.userType} <> 'User'`),
    index('users_candidate_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.userType} = 'User'`),
  ],
);

export const userTokenKindEnum = pgEnum('user_token_kind', ['verify_email', 'reset_password']);

/** Single-use email verification and password reset tokens, stored as SHA-256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: userTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Deleting an account deletes its tokens (on delete cascade).
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);
