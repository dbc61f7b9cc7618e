import { z } from 'zod';
import { textMessagesPerDaySchema } from '../text-messages/staff';

/**
 * What the staff dashboard shows: new since the last visit, and applications per job (the 20 with
 * most) and per week (each of the 12, oldest first) since `chartsFrom`, the Monday 11 weeks before this one.
 */
export const adminDashboardSchema = z.object({
  lastVisit: z.string().nullable(),
  newSince: z.object({ applications: z.number(), inquiries: z.number(), messages: z.number() }),
  chartsFrom: z.string(),
  applicationsPerJob: z.array(z.object({ job: z.string(), count: z.number() })),
  applicationsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  /** SMS and WhatsApp per channel and UAE day over the last 14 days (text-messages/staff.ts). */
  textMessagesPerDay: textMessagesPerDaySchema,
});

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
