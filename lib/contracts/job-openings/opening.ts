import { z } from 'zod';
import { iconNameSchema, idSchema } from '../core/common';

import { postingKindSchema } from './job-order';
import { lookupSchema } from '../lookups/lookup';

/** Badge tags; anything else is shown as an immediate opening. */
export const jobTags = ['Urgent', 'High Demand', 'Multiple Openings', 'Immediate'] as const;
export const jobTagSchema = z.enum(jobTags);

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY'] as const;
export const employmentTypeSchema = z.enum(employmentTypes);

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
  postingKind: postingKindSchema,
  /** The DMW-approved job order's number; null for manpower pooling. */
  jobOrderNumber: z.string().nullable(),
  /** The foreign principal (employer) as the public may see it: null when confidential or unknown. */
  principalName: z.string().nullable(),
  principalConfidential: z.boolean(),
  /** The worksite's city; its emirate is `location`. */
  worksiteCity: z.string().nullable(),
  vacancies: z.number().int().nullable(),
  contractMonths: z.number().int().nullable(),
  accommodationProvided: z.boolean(),
  foodProvided: z.boolean(),
  transportProvided: z.boolean(),
  visaProvided: z.boolean(),
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

/** The query of GET /job-opening: `isActive=1` (or true) lists only the openings taking applications. */
export const jobOpeningListQuerySchema = z.object({
  isActive: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** The path of GET /job-opening/:idOrSlug: an opening's id or its slug. */
export const jobOpeningParamsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

export type JobOpening = z.infer<typeof jobOpeningSchema>;

/** An opening as staff see it: the principal's name even when confidential, and what it lacks to be published. */
export const adminJobOpeningSchema = jobOpeningSchema.extend({
  missingForPublishing: z.array(z.string()),
  /** The client whose job order it is (staff only: the public never learns the agency's clients). */
  clientId: idSchema.nullable(),
});
export type AdminJobOpening = z.infer<typeof adminJobOpeningSchema>;
export type JobTag = z.infer<typeof jobTagSchema>;
