import { z } from 'zod';
import { paginated } from '../core/staff-schemas';
import { idSchema } from '../core/common';

/** 'pending': waiting for its first or next attempt; 'failed': every attempt failed (staff see it). A sent mail's row is deleted. */
export const outboxMailStatuses = ['pending', 'failed'] as const;

/** A mail every attempt to send failed, as staff see it (the body stays in the outbox: it may hold personal data). */
export const failedMailSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});

export const failedMailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const failedMailListSchema = paginated(failedMailSchema);

export type FailedMail = z.infer<typeof failedMailSchema>;
