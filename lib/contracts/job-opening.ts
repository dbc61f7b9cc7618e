import { z } from 'zod';
import { iconNameSchema, idSchema } from './common';
import { isCalendarDate } from './fields';
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
export type JobTag = z.infer<typeof jobTagSchema>;

const optionalAed = z.number({ error: 'Salary must be a number' }).int().min(0).max(1_000_000).nullable().default(null);

/** What a new opening starts with: the back office's form, and a call that leaves these out. */
export const jobOpeningDefaults = {
  icon: 'briefcase',
  tag: 'Immediate',
  employmentType: 'FULL_TIME',
  isActive: true,
} as const;

/** What staff send to create or edit an opening (HTML fields are sanitized by the server). */
export const jobOpeningInputSchema = z
  .object({
    title: z.string({ error: 'Title is required' }).trim().min(2, 'Title is required').max(120, 'Title is too long'),
    companyName: z
      .string({ error: 'Company name is required' })
      .trim()
      .min(2, 'Company name is required')
      .max(120, 'Company name is too long'),
    icon: z.string().trim().min(1, 'Please choose an icon').max(40).default(jobOpeningDefaults.icon),
    tag: z.enum(jobTagSchema.options, { error: 'Please choose a tag' }).default(jobOpeningDefaults.tag),
    position: z.string().uuid('Please choose a valid position').nullable().default(null),
    locations: z
      .array(z.string().uuid('Please choose at least one location'), { error: 'Please choose at least one location' })
      .min(1, 'Please choose at least one location')
      .max(7),
    salaryBudget: z.string().uuid('Please choose a valid salary budget').nullable().default(null),
    salaryMinAed: optionalAed,
    salaryMaxAed: optionalAed,
    employmentType: z
      .enum(employmentTypeSchema.options, { error: 'Please choose an employment type' })
      .default(jobOpeningDefaults.employmentType),
    description: z.string().max(20_000, 'Description is too long').default(''),
    responsibilities: z.string().max(20_000, 'Responsibilities are too long').default(''),
    benefits: z.string().max(20_000, 'Benefits are too long').default(''),
    isActive: z.boolean().default(jobOpeningDefaults.isActive),
    validThrough: z
      .string()
      .refine(isCalendarDate, 'Use a real date like 2027-03-31 (years 1900 to 2100)')
      .nullable()
      .default(null),
  })
  .refine((j) => j.salaryMinAed === null || j.salaryMaxAed === null || j.salaryMinAed <= j.salaryMaxAed, {
    path: ['salaryMaxAed'],
    message: 'The maximum salary must not be below the minimum',
  });

export const jobActivationSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export const jobActivatedSchema = z.object({ _id: idSchema, isActive: z.boolean() });

export type JobOpeningInput = z.input<typeof jobOpeningInputSchema>;
