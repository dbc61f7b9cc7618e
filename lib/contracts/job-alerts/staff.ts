import { z } from 'zod';
import { paginated } from '../core/staff-schemas';
import { jobAlertSchema } from './alert';

// Apart from job-alert.ts, which the public alert form loads: none of this is for the public side.

/** An alert as staff see it: whose address it mails, and when it last did. */
export const adminJobAlertSchema = jobAlertSchema.extend({
  email: z.string(),
  /** Saved by a signed-in candidate; otherwise a visitor's, started by confirming the mailed link. */
  forCandidate: z.boolean(),
  lastSentAt: z.string().nullable(),
});

/** Staff find the alerts of an address (a person asking to stop the mails), newest first. */
export const adminJobAlertListQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminJobAlertListSchema = paginated(adminJobAlertSchema);

export type AdminJobAlert = z.infer<typeof adminJobAlertSchema>;
