import { z } from 'zod';

/**
 * Google's JobPosting structured data, as its Search Central guide states it: the required
 * properties (title, description, datePosted, hiringOrganization, jobLocation) and, where present,
 * the recommended ones (validThrough, baseSalary, employmentType, identifier, directApply, and the
 * experience and education requirements). Used by
 * tests to check the JSON-LD of every job page; never shipped to the browser.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'an ISO 8601 date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'a real date');
const absoluteUrl = z.url({ protocol: /^https?$/, error: 'an absolute http(s) URL' });

const organization = z.object({
  '@type': z.literal('Organization'),
  name: z.string().trim().min(1),
  sameAs: absoluteUrl.optional(),
  logo: absoluteUrl.optional(),
});

const place = z.object({
  '@type': z.literal('Place'),
  address: z.object({
    '@type': z.literal('PostalAddress'),
    // Google: the country (ISO 3166-1 alpha-2) at the least, with the region and locality where known.
    addressCountry: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code'),
    addressRegion: z.string().min(1).optional(),
    addressLocality: z.string().min(1).optional(),
    streetAddress: z.string().min(1).optional(),
    postalCode: z.string().min(1).optional(),
  }),
});

const employmentTypes = z.enum([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

const quantitativeValue = z
  .object({
    '@type': z.literal('QuantitativeValue'),
    value: z.number().nonnegative().optional(),
    minValue: z.number().nonnegative().optional(),
    maxValue: z.number().nonnegative().optional(),
    unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
  })
  .refine((v) => v.value !== undefined || v.minValue !== undefined, 'a value or a minValue')
  .refine((v) => v.minValue === undefined || v.maxValue === undefined || v.minValue <= v.maxValue, {
    message: 'minValue not above maxValue',
  });

export const googleJobPostingSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  // Required.
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  datePosted: isoDate,
  hiringOrganization: organization,
  jobLocation: z.union([place, z.array(place).min(1)]),
  // Recommended.
  validThrough: isoDate.optional(),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.string().regex(/^[A-Z]{3}$/),
      value: quantitativeValue,
    })
    .optional(),
  employmentType: z.union([employmentTypes, z.array(employmentTypes).min(1)]).optional(),
  identifier: z
    .object({ '@type': z.literal('PropertyValue'), name: z.string().min(1), value: z.string().min(1) })
    .optional(),
  directApply: z.boolean().optional(),
  totalJobOpenings: z.number().int().positive().optional(),
  experienceRequirements: z
    .object({
      '@type': z.literal('OccupationalExperienceRequirements'),
      monthsOfExperience: z.number().nonnegative(),
    })
    .optional(),
  educationRequirements: z
    .object({
      '@type': z.literal('EducationalOccupationalCredential'),
      credentialCategory: z.enum([
        'high school',
        'associate degree',
        'bachelor degree',
        'professional certificate',
        'postgraduate degree',
      ]),
    })
    .optional(),
});

export type GoogleJobPosting = z.infer<typeof googleJobPostingSchema>;

/** What Google's guide recommends on top of the required fields, all of which a complete job order gives. */
export const recommendedJobPostingFields = [
  'validThrough',
  'baseSalary',
  'employmentType',
  'identifier',
  'directApply',
] as const;

/** Also recommended, given where the opening's Requirements text states them (job-posting-requirements.ts). */
export const requirementJobPostingFields = ['experienceRequirements', 'educationRequirements'] as const;

/** Every problem of a JobPosting against Google's rules, one line each (empty when valid). */
export function jobPostingProblems(data: unknown): string[] {
  const result = googleJobPostingSchema.safeParse(data);
  if (result.success) {
    const posting = result.data;
    if (posting.validThrough && posting.validThrough < posting.datePosted.slice(0, 10)) {
      return ['validThrough: before datePosted'];
    }
    return [];
  }
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
