import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Failed sign-ins per account, to throttle password guessing across every server process. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** Lower-cased email as typed, whether or not an account has it. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);
