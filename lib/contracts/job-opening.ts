import { z } from 'zod';
import { iconNameSchema, idSchema } from './common';
import { isCalendarDate } from './fields';
import { postingKindSchema } from './job-order';
import { lookupSchema } from './lookups';

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
});
export type AdminJobOpening = z.infer<typeof adminJobOpeningSchema>;
export type JobTag = z.infer<typeof jobTagSchema>;

const optionalAed = z
  .number({ error: 'Salary must be a number' })
  .int('Salary must be a whole number of dirhams')
  .min(0, 'Salary must not be negative')
  .max(1_000_000, 'Salary must be at most AED 1,000,000 a month')
  .nullable()
  .default(null);

/** What a new opening starts with: the back office's form, and a call that leaves these out. */
export const jobOpeningDefaults = {
  icon: 'briefcase',
  tag: 'Immediate',
  employmentType: 'FULL_TIME',
  postingKind: 'JOB_ORDER',
  principalConfidential: false,
  accommodationProvided: false,
  foodProvided: false,
  transportProvided: false,
  // UAE law puts the employment visa's cost on the employer.
  visaProvided: true,
  isActive: true,
} as const;

/** Empty text is no value: the form's blank inputs and a call's "" both mean 'not stated'. */
const optionalText = (what: string, max: number, pattern?: [RegExp, string]) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} is too long`)
    .refine((v) => !pattern || v === '' || pattern[0].test(v), pattern?.[1])
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const optionalCount = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`)
    .nullable()
    .default(null);
const flag = (name: string, fallback: boolean) =>
  z.boolean({ error: `${name} must be true or false` }).default(fallback);

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
    postingKind: z
      .enum(postingKindSchema.options, { error: 'Please choose Job order or Manpower pooling' })
      .default(jobOpeningDefaults.postingKind),
    jobOrderNumber: optionalText('Job order number', 60, [
      /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
      'Use letters, digits, spaces, dots, dashes and slashes only',
    ]),
    principalName: optionalText('Principal name', 160),
    principalConfidential: flag('principalConfidential', jobOpeningDefaults.principalConfidential),
    worksiteCity: optionalText('City', 80),
    vacancies: optionalCount('Vacancies', 10_000),
    contractMonths: optionalCount('Contract length', 120),
    accommodationProvided: flag('accommodationProvided', jobOpeningDefaults.accommodationProvided),
    foodProvided: flag('foodProvided', jobOpeningDefaults.foodProvided),
    transportProvided: flag('transportProvided', jobOpeningDefaults.transportProvided),
    visaProvided: flag('visaProvided', jobOpeningDefaults.visaProvided),
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
