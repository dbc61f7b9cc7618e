import { z } from 'zod';
import { idSchema } from '../core/common';
import { paginated } from '../core/staff-schemas';

/** A text message that failed or was reported undelivered, as staff see it (the number masked: its last digits). */
export const failedTextSchema = z.object({
  _id: idSchema,
  channel: z.enum(['sms', 'whatsapp']),
  /** '+63 ••• 4567': enough to match the candidate's file, without the number itself. */
  to: z.string(),
  kind: z.string().nullable(),
  attempts: z.number().int(),
  reason: z.string().nullable(),
  /** Whether its mail went instead (it always has one, unless queued before mails were kept with texts). */
  mailSentInstead: z.boolean(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});

export const failedTextListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const failedTextListSchema = paginated(failedTextSchema);

/** The dashboard's text messages per channel and UAE day, by what became of them. */
export const textMessagesPerDaySchema = z.array(
  z.object({
    day: z.string(),
    channel: z.enum(['sms', 'whatsapp']),
    queued: z.number(),
    sent: z.number(),
    delivered: z.number(),
    failed: z.number(),
  }),
);

export type FailedText = z.infer<typeof failedTextSchema>;
export type TextMessagesPerDay = z.infer<typeof textMessagesPerDaySchema>;
