import { z } from 'zod';
import { idSchema } from '../core/common';
import { defineFields } from '../core/define-fields';
import { consentField } from '../privacy/privacy';
import {
  earliestTodayIso,
  emailField,
  fullNameField,
  idField,
  isoDateField,
  onceValid,
  phoneField,
  requiredText,
} from '../core/fields';

export const educationLevels = ['high_school', 'college', 'vocational', 'bachelor', 'master'] as const;
export const englishLevels = ['basic', 'intermediate', 'advanced', 'fluent'] as const;

/** Labels of the select options, as the form shows them. */
export const englishLabels: Record<(typeof englishLevels)[number], string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  fluent: 'Fluent',
};

export const educationLabels: Record<(typeof educationLevels)[number], string> = {
  high_school: 'High School',
  college: 'Some College',
  vocational: 'Vocational',
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
};

export const applicationMessages = {
  passportNumber: 'Invalid passport number — must be 5–10 letters or digits',
  passportExpiryFuture: 'Passport expiry must be from tomorrow onwards',
  availabilityPast: 'Availability date cannot be in the past',
  availabilityAfterExpiry: 'Availability date must be before passport expiry',
  video: 'Please record a short video introduction.',
  submitInvalid: 'Please fill all required fields correctly.',
  submitFailed: 'Failed to submit application. Please try again.',
  success: 'Application Submitted Successfully',
  alreadyApplied: 'You have already applied for this job.',
} as const;

/**
 * The application's fields, declared once (define-fields.ts): payload rule and message, the form's
 * label and the spec's form name (careers-pages-profile §5), what staff see, what erasure removes,
 * what the employer's card shows, the staff's CSV columns, what the candidate's profile keeps.
 * Dates are yyyy-MM-dd; the server's 'today' is today in any time zone (the browser's form holds the
 * user to their own date). In the staff page's order.
 */
export const applicationFields = defineFields({
  name: {
    kind: 'text',
    rule: fullNameField,
    label: 'Full Name',
    form: 'full_name',
    personal: true,
    csv: { header: 'Name', at: 2 },
  },
  /** The position chosen on a general application (an opening's own position otherwise). */
  appliedFor: {
    kind: 'reference',
    rule: z.string().trim().uuid('Please choose a valid position').optional(),
    label: 'Position Applied For',
    form: 'position_applied',
    staff: 'Position',
    column: 'appliedForId',
    csv: { header: 'Position', at: 6 },
  },
  email: {
    kind: 'email',
    rule: emailField,
    label: 'Email Address',
    form: 'email',
    staff: 'Email',
    personal: true,
    employer: 'never',
    csv: { header: 'Email', at: 3 },
  },
  phone: {
    kind: 'phone',
    rule: phoneField('Phone number is required'),
    label: 'Phone Number',
    form: 'phone',
    staff: 'Phone',
    personal: true,
    employer: 'never',
    csv: { header: 'Phone', at: 4 },
  },
  preferredLocation: {
    kind: 'reference',
    rule: idField('Preferred location is required'),
    label: 'Preferred Location',
    form: 'preferred_location',
    staff: 'Preferred location',
    column: 'preferredLocationId',
    employer: { label: 'Preferred location', shown: 'as-is', at: 5, none: 'Any' },
    csv: { header: 'Preferred location', at: 10 },
    profile: true,
  },
  experienceInYears: {
    kind: 'number',
    rule: z
      .number({
        error: (issue) => (issue.input === undefined ? 'Experience is required' : 'Experience must be a number'),
      })
      // A refinement, not .int(): zod's int check stops every rule across fields (the dates' order).
      .refine(Number.isInteger, 'Experience must be a number')
      .min(0, 'Experience cannot be negative')
      .max(50, 'Experience seems too high'),
    label: 'Years of Experience',
    form: 'experience_years',
    staff: 'Years of experience',
    employer: { label: 'Experience', shown: 'as-is', at: 1, unit: 'year' },
    csv: { header: 'Experience (years)', at: 9 },
    profile: true,
  },
  previousJobTitle: {
    kind: 'text',
    rule: z.string().trim().max(100, 'Previous job title too long').optional().default(''),
    label: 'Previous Job Title',
    form: 'previous_job_title',
    staff: 'Previous job title',
    personal: true,
    employer: { label: 'Previous job title', shown: 'as-is', at: 2 },
    profile: true,
  },
  education: {
    kind: 'choice',
    rule: z.enum(educationLevels, { error: 'Education level is required' }),
    options: educationLabels,
    label: 'Education Level',
    form: 'education_level',
    staff: 'Education',
    employer: { label: 'Education', shown: 'as-is', at: 3 },
    profile: true,
  },
  englishProficiency: {
    kind: 'choice',
    rule: z.enum(englishLevels, { error: 'English proficiency is required' }),
    options: englishLabels,
    label: 'English Proficiency',
    form: 'english_proficiency',
    staff: 'English',
    employer: { label: 'English', shown: 'as-is', at: 4 },
    csv: { header: 'English', at: 8 },
    profile: true,
  },
  passportNumber: {
    kind: 'text',
    rule: z
      .string({ error: 'Passport number is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Passport number is required')
      .regex(/^[A-Z0-9]{5,10}$/, applicationMessages.passportNumber),
    label: 'Passport Number',
    form: 'passport_number',
    staff: 'Passport number',
    masked: true,
    personal: true,
    employer: 'never',
    profile: true,
  },
  // "Today" is the earliest today on earth, so no visitor's local today is refused (the form holds
  // the visitor to their own date).
  passportExpiry: {
    kind: 'date',
    rule: isoDateField('Passport expiry date is required').refine(
      (value) => value > earliestTodayIso(),
      applicationMessages.passportExpiryFuture,
    ),
    label: 'Passport Expiry Date',
    form: 'passport_expiry',
    staff: 'Passport expiry',
    personal: true,
    profile: true,
  },
  availableToStart: {
    kind: 'date',
    rule: isoDateField('Availability date is required').refine(
      (value) => value >= earliestTodayIso(),
      applicationMessages.availabilityPast,
    ),
    label: 'Available to Start',
    form: 'availability_date',
    staff: 'Available to start',
    employer: { label: 'Available from', shown: 'as-is', at: 6 },
    profile: true,
  },
  notes: {
    kind: 'text',
    rule: z.string().trim().max(500, 'Notes cannot exceed 500 characters').optional().default(''),
    label: 'Notes',
    form: 'notes',
    staff: 'Notes from the candidate',
    personal: true,
  },
  /** The uploaded file's path; stored as the upload's id (the service checks it is the candidate's own). */
  resume: {
    kind: 'file',
    rule: requiredText('Resume is required').max(200),
    label: 'Resume (PDF, DOC or DOCX, up to 5 MB)',
    form: 'resume',
    column: 'resumeUploadId',
    personal: true,
    empty: undefined,
  },
  video: {
    kind: 'file',
    rule: z.string({ error: applicationMessages.video }).trim().min(1, applicationMessages.video).max(200),
    label: 'Video Introduction (2 minutes maximum)',
    form: 'video',
    column: 'videoUploadId',
    personal: true,
  },
  /** The privacy consent box (consent.ts's application text), recorded with its version in the consents. */
  consent: { kind: 'flag', rule: consentField, label: 'Privacy consent', form: 'consent', column: false, empty: false },
  /** Keep these details, resume and video in the candidate's profile (candidate-profile.ts) for the next application. */
  saveToProfile: {
    kind: 'flag',
    rule: z.boolean({ error: 'Save to profile is yes or no' }).default(false),
    label: 'Save these details to my profile',
    form: 'save_to_profile',
    column: false,
    empty: true,
  },
});

/** Availability must come before the passport's expiry: the application's and the profile's rule. */
export function availableBeforeExpiry<
  S extends z.ZodObject<{ passportExpiry: z.ZodType<string>; availableToStart: z.ZodType<string> }>,
>(schema: S) {
  return schema.refine(
    (a) => (a as { availableToStart: string }).availableToStart <= (a as { passportExpiry: string }).passportExpiry,
    {
      path: ['availableToStart'],
      message: applicationMessages.availabilityAfterExpiry,
      when: onceValid(schema, ['passportExpiry', 'availableToStart']),
    },
  );
}

/**
 * The body of POST /apply-job: the fields, and `jobId` to apply to an opening; without it the
 * application is a general one, optionally for the position `appliedFor`.
 */
const applicationBody = applicationFields.schema.extend({
  jobId: z.string().trim().uuid('This job opening does not exist.').optional(),
});

export const applicationPayloadSchema = availableBeforeExpiry(applicationBody);

/** The answer of POST /apply-job: the confirmation and the new application's id. */
export const applicationResponseSchema = z.object({
  message: z.string().min(1),
  data: z.object({ _id: idSchema }),
});

export type ApplicationPayload = z.input<typeof applicationPayloadSchema>;
export type ApplicationData = z.infer<typeof applicationPayloadSchema>;
