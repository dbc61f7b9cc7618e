import { outboxMailStatuses } from '@contracts/outbox-mails/outbox-mail';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../lib/mail-message';
import { createdAt, id } from './columns';

export const outboxMailStatusEnum = pgEnum('outbox_mail_status', outboxMailStatuses);

/**
 * Mails to send (plugins/mail.ts): written with what causes them, sent by whichever instance claims
 * them first; a sent mail's row is deleted, one whose every attempt failed stays for staff to see.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    message: jsonb('message').$type<MailMessage>().notNull(),
    status: outboxMailStatusEnum('status').notNull().default('pending'),
    /** Attempts started; a claim counts one before sending, so a crash mid-send still moves on. */
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a claimed mail is pushed a lease ahead, so only a crashed claim is taken again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The delivery's claim: pending mails by when they are due.
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // Staff's list of failed mails, newest first.
    index('outbox_mails_failed_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'failed'`),
    // Privacy: a person's erasure removes the mails to them.
    index('outbox_mails_to_idx').on(sql`lower(${t.toAddress})`),
  ],
);
