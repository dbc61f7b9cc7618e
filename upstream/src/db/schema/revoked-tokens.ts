import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Bearer tokens ended by logout before their expiry, by their jti; purged once expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);
