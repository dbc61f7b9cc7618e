import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../lib/mail-message';
import { createdAt, id } from './columns';
import { users } from './users';

/** 'queued': waiting for its first or next attempt; 'sent': the gateway took it; then a delivery report's verdict. */
export const textMessageStates = ['queued', 'sent', 'delivered', 'failed'] as const;
/** Channels a person opts in to (email needs none: it is how the account works). */
export const optInChannels = ['sms', 'whatsapp'] as const;
export const optInChoices = ['opt-in', 'opt-out'] as const;
/** Where the choice was made: a form's tick box, or a reply (START, STOP, HINTO) to a message. */
export const optInSources = ['sign-up', 'profile', 'sms-reply', 'whatsapp-reply'] as const;

export const textMessageStateEnum = pgEnum('text_message_state', textMessageStates);
export const optInChannelEnum = pgEnum('opt_in_channel', optInChannels);
export const optInChoiceEnum = pgEnum('opt_in_choice', optInChoices);
export const optInSourceEnum = pgEnum('opt_in_source', optInSources);

/**
 * SMS to send (modules/text-messages): stored with what causes them, claimed by whichever instance
 * looks first, sent through the gateway; delivery reports move them on to delivered or failed.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How it goes: SMS through Kannel, or a WhatsApp template through the Cloud API. */
    channel: text('channel').$type<(typeof optInChannels)[number]>().notNull().default('sms'),
    /** The declared kind of message (lib/contracts/text-messages/message-kinds.ts); null before kinds existed. */
    kind: text('kind'),
    /** WhatsApp's approved template and its body parameters (WhatsApp only). */
    template: jsonb('template').$type<{ name: string; language: string; parameters: string[]; smsText?: string }>(),
    /** The gateway's id for it (WhatsApp's wamid): its status webhooks name it. */
    providerMessageId: text('provider_message_id'),
    /** E.164, e.g. +639171234567. */
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** Sent by email instead when the SMS cannot go (a STOP since it was queued, every attempt failed). */
    fallbackMail: jsonb('fallback_mail').$type<MailMessage>(),
    state: textMessageStateEnum('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The gateway's (or its delivery report's) reason, or why it was not sent. */
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The delivery's claim: queued messages by when they are due.
    index('text_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
    // Privacy: a person's export and erasure.
    index('text_messages_user_idx').on(t.userId),
    index('text_messages_provider_id_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    // The staff's failed messages, newest first, paged by key.
    index('text_messages_failed_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.state} = 'failed'`),
    // The dashboard's counts per channel and day.
    index('text_messages_created_idx').on(t.createdAt),
  ],
);

/** Every opt-in and opt-out, kept (never updated): the latest per number and channel decides. */
export const optInChanges = pgTable(
  'opt_in_changes',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    channel: optInChannelEnum('channel').notNull(),
    choice: optInChoiceEnum('choice').notNull(),
    /** The tick box's words as shown, or the reply as received. */
    wording: text('wording').notNull(),
    source: optInSourceEnum('source').notNull(),
    createdAt: createdAt(),
    /** The order changes were recorded in: of two at the same time, the later recorded is the latest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    // Whether a number may get a channel's next message: its latest change.
    index('opt_in_changes_number_idx').on(t.phoneNumber, t.channel, t.createdAt.desc(), t.seq.desc()),
    index('opt_in_changes_user_idx').on(t.userId),
  ],
);
