import { z } from 'zod';
import { iconNameSchema, idSchema } from './common';
import { lookupSchema } from './lookups';

/** Badge tags; anything else is shown as an immediate opening. */
export const jobTagSchema = z.enum(['Urgent', 'High Demand', 'Multiple Openings', 'Immediate']);

export const employmentTypeSchema = z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY']);

export const jobOpeningSchema = z.object({
  _id: idSchema,
  slug: z.string().min(1),
  title: z.string().min(1),
  companyName: z.string().min(1),
  icon: iconNameSchema,
  tag: jobTagSchema,
  position: lookupSchema.nullable(),
  location: z.array(lookupSchema),
  salaryBudget: lookupSchema.nullable(),
  /** Monthly salary range in AED where known, for search engines' JobPosting data. */
  salaryMinAed: z.number().int().nullable(),
  salaryMaxAed: z.number().int().nullable(),
  employmentType: employmentTypeSchema,
  /** HTML, sanitized on save. */
  description: z.string(),
  /** HTML, sanitized on save; also shown under Requirements. */
  responsibilities: z.string(),
  /** HTML, sanitized on save. */
  benefits: z.string(),
  isActive: z.boolean(),
  /** True when the signed-in candidate has already applied to this opening. */
  isApplied: z.boolean(),
  validThrough: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const jobOpeningListQuerySchema = z.object({
  isActive: z.enum(['0', '1', 'true', 'false']).optional(),
});

export type JobOpening = z.infer<typeof jobOpeningSchema>;
export type JobTag = z.infer<typeof jobTagSchema>;
