import { z } from 'zod';
import { idSchema } from './common';
import { consentField } from './privacy';
import {
  earliestTodayIso,
  emailField,
  fullNameField,
  idField,
  isoDateField,
  onceValid,
  phoneField,
  requiredText,
} from './fields';

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
 * The body of POST /apply-job. `jobId` applies to an opening; without it the application is a
 * general one, optionally for the position `appliedFor`. Dates are yyyy-MM-dd. The server's rule:
 * 'today' is today in any time zone (the browser's form holds the user to their own date).
 */
const applicationFields = z.object({
  jobId: z.string().trim().uuid('This job opening does not exist.').optional(),
  appliedFor: z.string().trim().uuid('Please choose a valid position').optional(),
  name: fullNameField,
  email: emailField,
  phone: phoneField('Phone number is required'),
  resume: requiredText('Resume is required').max(200),
  video: z.string({ error: applicationMessages.video }).trim().min(1, applicationMessages.video).max(200),
  englishProficiency: z.enum(englishLevels, { error: 'English proficiency is required' }),
  experienceInYears: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Experience is required' : 'Experience must be a number'),
    })
    // A refinement, not .int(): zod's int check stops every rule across fields (the dates' order).
    .refine(Number.isInteger, 'Experience must be a number')
    .min(0, 'Experience cannot be negative')
    .max(50, 'Experience seems too high'),
  previousJobTitle: z.string().trim().max(100, 'Previous job title too long').optional().default(''),
  education: z.enum(educationLevels, { error: 'Education level is required' }),
  passportNumber: z
    .string({ error: 'Passport number is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Passport number is required')
    .regex(/^[A-Z0-9]{5,10}$/, applicationMessages.passportNumber),
  // Server-side only (the browser form has its own schema, on the visitor's local date): "today"
  // is the earliest today on earth, so no visitor's local today is refused.
  passportExpiry: isoDateField('Passport expiry date is required').refine(
    (value) => value > earliestTodayIso(),
    applicationMessages.passportExpiryFuture,
  ),
  preferredLocation: idField('Preferred location is required'),
  availableToStart: isoDateField('Availability date is required').refine(
    (value) => value >= earliestTodayIso(),
    applicationMessages.availabilityPast,
  ),
  notes: z.string().trim().max(500, 'Notes cannot exceed 500 characters').optional().default(''),
  /** The privacy consent box (consent.ts's application text), recorded with its version. */
  consent: consentField,
});

export const applicationPayloadSchema = applicationFields.refine((a) => a.availableToStart <= a.passportExpiry, {
  path: ['availableToStart'],
  message: applicationMessages.availabilityAfterExpiry,
  when: onceValid(applicationFields, ['passportExpiry', 'availableToStart']),
});

/** The answer of POST /apply-job: the confirmation and the new application's id. */
export const applicationResponseSchema = z.object({
  message: z.string().min(1),
  data: z.object({ _id: idSchema }),
});

export type ApplicationPayload = z.input<typeof applicationPayloadSchema>;
export type ApplicationData = z.infer<typeof applicationPayloadSchema>;
