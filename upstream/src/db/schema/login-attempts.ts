import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per account in the current window, one row per lower-cased email (whether or not
 * an account has it). The row is counted up before a password is checked, so its lock serialises
 * concurrent guesses across every server process; a successful sign-in deletes it.
 */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  /** The client address of the latest attempt. */
  lastIp: text('last_ip').notNull(),
});
