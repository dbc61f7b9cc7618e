import { bigint, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** A staff account's authenticator app (RFC 6238): its base32 secret and the last time step accepted. */
export const staffTotp = pgTable('staff_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** The last code's time step: a code is accepted once (RFC 6238 §5.2). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/** A staff member's WebAuthn credentials (passkeys). */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_user_idx').on(t.userId)],
);

export const passkeyPurposeEnum = pgEnum('passkey_purpose', ['sign-in', 'register', 'confirm']);

/** The WebAuthn challenge last given to an account for a purpose: single use, expiring. */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: passkeyPurposeEnum('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] }), index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A staff sign-in between the password and the second factor: good for nothing but finishing it,
 * for minutes. An account without an authenticator app keeps the secret it is being shown here.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    enrolSecret: text('enrol_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ins_user_idx').on(t.userId), index('pending_sign_ins_expires_idx').on(t.expiresAt)],
);

/** When each session (token, by its jti) last gave a second factor: the fresh-factor rule reads it. */
export const secondFactorChecks = pgTable(
  'second_factor_checks',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The token's own expiry: the row is useless after it and is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('second_factor_checks_user_idx').on(t.userId),
    index('second_factor_checks_expires_idx').on(t.expiresAt),
  ],
);
