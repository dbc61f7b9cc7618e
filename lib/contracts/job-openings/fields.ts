import { z } from 'zod';
import { idSchema } from '../core/common';
import { defineFields } from '../core/define-fields';
import { isCalendarDate, requiredText } from '../core/fields';
import { postingKindLabels, postingKindSchema } from './job-order';
import { employmentTypeSchema, jobTagSchema } from './opening';

// An opening's fields as staff create and edit it, declared once (define-fields.ts).

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

/**
 * An opening's fields as staff send them, declared once (define-fields.ts): payload rule and message,
 * the staff form's label (the form names are the payload keys), the column. Not personal data.
 */
export const jobOpeningFields = defineFields({
  title: {
    kind: 'text',
    rule: requiredText('Title is required', { min: [2, 'Title is required'], max: [120, 'Title is too long'] }),
    label: 'Title',
    form: 'title',
  },
  companyName: {
    kind: 'text',
    rule: requiredText('Company name is required', {
      min: [2, 'Company name is required'],
      max: [120, 'Company name is too long'],
    }),
    label: 'Company name',
    form: 'companyName',
  },
  icon: {
    kind: 'text',
    rule: z.string().trim().min(1, 'Please choose an icon').max(40).default(jobOpeningDefaults.icon),
    label: 'Icon',
    form: 'icon',
  },
  tag: {
    kind: 'choice',
    rule: z.enum(jobTagSchema.options, { error: 'Please choose a tag' }).default(jobOpeningDefaults.tag),
    label: 'Tag',
    form: 'tag',
  },
  position: {
    kind: 'reference',
    rule: z.string().uuid('Please choose a valid position').nullable().default(null),
    label: 'Position',
    form: 'position',
    column: 'positionId',
  },
  /** The worksite's emirates: kept in job_opening_locations, not on the row. */
  locations: {
    kind: 'references',
    rule: z
      .array(z.string().uuid('Please choose at least one location'), { error: 'Please choose at least one location' })
      .min(1, 'Please choose at least one location')
      .max(7),
    label: 'Locations',
    form: 'locations',
    column: false,
    empty: [],
  },
  /** The agency's client whose job order this is; absent keeps the stored one (an older form), null clears it. */
  clientId: {
    kind: 'reference',
    rule: z.string().uuid('Please choose a valid client').nullable().optional(),
    label: 'Client',
    form: 'clientId',
    // The form always sends it: its select's "No client" is null (an untouched '' would not be a uuid).
    empty: null,
  },
  salaryBudget: {
    kind: 'reference',
    rule: z.string().uuid('Please choose a valid salary budget').nullable().default(null),
    label: 'Salary budget',
    form: 'salaryBudget',
    column: 'salaryBudgetId',
  },
  salaryMinAed: { kind: 'number', rule: optionalAed, label: 'Monthly salary from (AED)', form: 'salaryMinAed' },
  salaryMaxAed: { kind: 'number', rule: optionalAed, label: 'Monthly salary to (AED)', form: 'salaryMaxAed' },
  employmentType: {
    kind: 'choice',
    rule: z
      .enum(employmentTypeSchema.options, { error: 'Please choose an employment type' })
      .default(jobOpeningDefaults.employmentType),
    label: 'Employment type',
    form: 'employmentType',
  },
  postingKind: {
    kind: 'choice',
    rule: z
      .enum(postingKindSchema.options, { error: 'Please choose Job order or Manpower pooling' })
      .default(jobOpeningDefaults.postingKind),
    label: 'Posting kind',
    form: 'postingKind',
    options: postingKindLabels,
  },
  jobOrderNumber: {
    kind: 'text',
    rule: optionalText('Job order number', 60, [
      /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/,
      'Use letters, digits, spaces, dots, dashes and slashes only',
    ]),
    label: 'Job order number',
    form: 'jobOrderNumber',
  },
  principalName: {
    kind: 'text',
    rule: optionalText('Principal name', 160),
    label: 'Principal (employer) name',
    form: 'principalName',
  },
  principalConfidential: {
    kind: 'flag',
    rule: flag('principalConfidential', jobOpeningDefaults.principalConfidential),
    label: 'Confidential employer',
    form: 'principalConfidential',
  },
  worksiteCity: { kind: 'text', rule: optionalText('City', 80), label: 'Worksite city', form: 'worksiteCity' },
  vacancies: { kind: 'number', rule: optionalCount('Vacancies', 10_000), label: 'Vacancies', form: 'vacancies' },
  contractMonths: {
    kind: 'number',
    rule: optionalCount('Contract length', 120),
    label: 'Contract length (months)',
    form: 'contractMonths',
  },
  accommodationProvided: {
    kind: 'flag',
    rule: flag('accommodationProvided', jobOpeningDefaults.accommodationProvided),
    label: 'Accommodation',
    form: 'accommodationProvided',
  },
  foodProvided: {
    kind: 'flag',
    rule: flag('foodProvided', jobOpeningDefaults.foodProvided),
    label: 'Food',
    form: 'foodProvided',
  },
  transportProvided: {
    kind: 'flag',
    rule: flag('transportProvided', jobOpeningDefaults.transportProvided),
    label: 'Transport',
    form: 'transportProvided',
  },
  visaProvided: {
    kind: 'flag',
    rule: flag('visaProvided', jobOpeningDefaults.visaProvided),
    label: 'Visa',
    form: 'visaProvided',
  },
  description: {
    kind: 'text',
    rule: z.string().max(20_000, 'Description is too long').default(''),
    label: 'Description',
    form: 'description',
  },
  responsibilities: {
    kind: 'text',
    rule: z.string().max(20_000, 'Responsibilities are too long').default(''),
    label: 'Responsibilities',
    form: 'responsibilities',
  },
  benefits: {
    kind: 'text',
    rule: z.string().max(20_000, 'Benefits are too long').default(''),
    label: 'Benefits',
    form: 'benefits',
  },
  isActive: {
    kind: 'flag',
    rule: z.boolean().default(jobOpeningDefaults.isActive),
    label: 'Active (published on the careers page; a job order needs every field above)',
    form: 'isActive',
  },
  validThrough: {
    kind: 'date',
    rule: z
      .string()
      .refine(isCalendarDate, 'Use a real date like 2027-03-31 (years 1900 to 2100)')
      .nullable()
      .default(null),
    label: 'Valid through (the posting ends)',
    form: 'validThrough',
  },
});

/** What staff send to create or edit an opening (HTML fields are sanitized by the server). */
export const jobOpeningInputSchema = jobOpeningFields.schema.refine(
  (j) => j.salaryMinAed === null || j.salaryMaxAed === null || j.salaryMinAed <= j.salaryMaxAed,
  {
    path: ['salaryMaxAed'],
    message: 'The maximum salary must not be below the minimum',
  },
);

export const jobActivationSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export const jobActivatedSchema = z.object({ _id: idSchema, isActive: z.boolean() });

export type JobOpeningInput = z.input<typeof jobOpeningInputSchema>;
