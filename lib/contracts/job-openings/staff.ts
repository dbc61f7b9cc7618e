import { z } from 'zod';
import { paginated } from '../core/staff-schemas';
import { idSchema } from '../core/common';
import { adminJobOpeningSchema } from './opening';

// The back office's list of openings; the public side never loads this file.

/** Staff page through openings, newest first, by words of the title, company, job order or principal. */
export const adminJobOpeningListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** Active: taking applications; inactive: hidden by staff or closed at its valid-through date. */
  status: z.enum(['active', 'inactive'], { error: 'Please choose active or inactive' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** A row of the staff list: the opening without its long HTML texts (the edit form loads those by id). */
export const adminJobOpeningRowSchema = adminJobOpeningSchema.omit({
  description: true,
  responsibilities: true,
  benefits: true,
  isApplied: true,
});

export const adminJobOpeningPageSchema = paginated(adminJobOpeningRowSchema);

/** An opening as a choice in a filter: every opening, active ones first. */
export const jobOpeningOptionSchema = z.object({ _id: idSchema, title: z.string(), isActive: z.boolean() });

export type AdminJobOpeningListQuery = z.infer<typeof adminJobOpeningListQuerySchema>;
export type AdminJobOpeningRow = z.infer<typeof adminJobOpeningRowSchema>;
export type JobOpeningOption = z.infer<typeof jobOpeningOptionSchema>;
