import { z } from 'zod';
import { idSchema } from '../core/common';
import { jobOpeningSchema } from './opening';
import { jobSearchPageSize } from './paging';

export { jobSearchPageSize };

/**
 * One result of a job search: an active opening without its rich-text bodies, the viewer's state or
 * the job order's details (a card shows only its kind and number: the careers page stays light).
 */
export const jobSummarySchema = jobOpeningSchema.omit({
  description: true,
  responsibilities: true,
  benefits: true,
  isActive: true,
  isApplied: true,
  principalName: true,
  principalConfidential: true,
  worksiteCity: true,
  vacancies: true,
  contractMonths: true,
  accommodationProvided: true,
  foodProvided: true,
  transportProvided: true,
  visaProvided: true,
});

const lookupFilter = (what: string) => z.string().uuid(`Unknown ${what}`).optional();

/**
 * GET /job-search: active openings, newest first. Each filter narrows the results; `q` is free text
 * over title, position, company and description. `cursor` is the `nextCursor` of the previous page.
 */
export const jobSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  position: lookupFilter('position'),
  location: lookupFilter('location'),
  salaryBudget: lookupFilter('salary band'),
  cursor: z.string().min(1).max(200, 'This page link is not valid').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 to 50')
    .max(50, 'limit must be 1 to 50')
    .default(jobSearchPageSize),
});

export const jobSearchResultSchema = z.object({
  data: z.array(jobSummarySchema),
  /** How many active openings match, over all pages. */
  total: z.number().int().min(0),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** The ids of the openings the signed-in candidate has applied to ('Already Applied'). */
export const appliedJobIdsSchema = z.object({ data: z.array(idSchema) });

export type JobSummary = z.infer<typeof jobSummarySchema>;
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;
