import { z } from 'zod';
import { applicationStageSchema } from '../applications/staff';
import { applicationFields, educationLevels, englishLevels } from '../applications/fields';
import { candidateProfileSchema } from './profile';
import { idSchema } from '../core/common';
import { isCalendarDate } from '../core/fields';
import { shareRequestStatuses } from '../shortlists/share-requests';

/**
 * The talent pool (/admin/candidates): every candidate with a profile, searched by what a new job
 * order asks for, so it can start from the waiters who applied last month. Staff only.
 */
const isoDate = (what: string) =>
  z.string().refine(isCalendarDate, `${what}: use a real date like 2026-11-30 (years 1900 to 2100)`);
const years = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number of years` })
    .int(`${what} must be a whole number of years`)
    .min(0, `${what} cannot be negative`)
    .max(50, `${what} must be at most 50 years`);
const yes = z.literal('1', { error: 'Use 1 to keep only those candidates' });

export const talentPoolSorts = ['lastActive', 'experience', 'availableToStart', 'name'] as const;

export const talentPoolQuerySchema = z
  .object({
    /** A part of a position applied for or of the previous job title. */
    q: z.string().trim().max(100, 'Search is too long').optional(),
    experienceMin: years('Minimum experience').optional(),
    experienceMax: years('Maximum experience').optional(),
    english: z.enum(englishLevels, { error: 'Choose an English level' }).optional(),
    education: z.enum(educationLevels, { error: 'Choose an education level' }).optional(),
    location: z.string().uuid('Unknown location').optional(),
    /** Available to start on or before this date. */
    availableBy: isoDate('Available by').optional(),
    /** Passport valid at least until this date. */
    passportValidUntil: isoDate('Passport valid until').optional(),
    /** At least one deployment document verified by staff. */
    documentsVerified: yes.optional(),
    /** A saved video introduction. */
    hasVideo: yes.optional(),
    /** Active (signed in, applied or saved the profile) on or after this date. */
    activeSince: isoDate('Active since').optional(),
    sort: z.enum(talentPoolSorts, { error: 'Choose a valid sort' }).default('lastActive'),
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => q.experienceMin === undefined || q.experienceMax === undefined || q.experienceMin <= q.experienceMax, {
    path: ['experienceMax'],
    message: 'Maximum experience must be at least the minimum',
  });

/** One candidate in the pool list: their profile's fields but the masked ones (a location as its name), and the pool's own. */
export const talentPoolRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The positions they applied for, newest first. */
  positions: z.array(z.string()),
  ...applicationFields.profileShape,
  hasVideo: z.boolean(),
  documentsVerified: z.number().int(),
  applications: z.number().int(),
  lastActiveAt: z.string(),
});

/** The pool's total stops counting here: a count never reads every profile per page view. */
export const talentPoolCountCap = 1_000;

export const talentPoolPageSchema = z.object({
  data: z.array(talentPoolRowSchema),
  /** Matching candidates, counted up to talentPoolCountCap; `totalCapped` when there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One candidate, to staff: their account's contact, profile, applications and what they were asked. */
export const talentPoolCandidateSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  lastActiveAt: z.string(),
  profile: candidateProfileSchema,
  applications: z.array(
    z.object({
      _id: idSchema,
      job: z.object({ _id: idSchema, title: z.string() }).nullable(),
      appliedFor: z.string().nullable(),
      stage: applicationStageSchema,
      createdAt: z.string(),
    }),
  ),
  shareRequests: z.array(
    z.object({
      _id: idSchema,
      shortlist: z.object({ _id: idSchema, title: z.string() }),
      client: z.string(),
      status: z.enum(shareRequestStatuses),
      askedAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
});

/** Put a pool candidate forward on a shortlist: added at once when their consent covers it, else asked. */
export const poolShortlistSchema = z.object({
  shortlistId: z.string({ error: 'Choose a shortlist' }).uuid('Choose a shortlist'),
});

export const poolShortlistOutcomes = ['added', 'asked'] as const;
export const poolShortlistAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ outcome: z.enum(poolShortlistOutcomes) }),
});

export const talentPoolMessages = {
  missing: 'No such candidate.',
  added: 'Added to the shortlist.',
  asked: 'We asked the candidate. They join the shortlist once they say Yes.',
  alreadyAsked: 'This candidate has already been asked about this shortlist.',
  declined: 'This candidate said No to this employer.',
  noApplication: 'This candidate has no application that can be shared.',
} as const;

export type TalentPoolRow = z.infer<typeof talentPoolRowSchema>;
export type TalentPoolCandidate = z.infer<typeof talentPoolCandidateSchema>;
