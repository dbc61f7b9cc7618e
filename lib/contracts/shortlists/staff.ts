import { z } from 'zod';
import { applicationStageSchema } from '../applications/staff';
import { idSchema } from '../core/common';
import { idField, requiredText } from '../core/fields';
import { decisionViewSchema, shortlistMessages, shortlistStatusSchema } from './shortlist';

// The back office's side of shortlists: building one, its candidates, and view-only links.

export const shortlistInputSchema = z.object({
  clientId: idField('Please choose a client'),
  /** The client's job order it answers, or null. */
  jobOpeningId: idField('Please choose a valid job order').nullable().default(null),
  /** The client's inquiry it answers, or null. */
  inquiryId: idField('Please choose a valid inquiry').nullable().default(null),
  title: requiredText(shortlistMessages.titleRequired, { max: [120, 'Title is too long'] }),
});

export const shortlistListQuerySchema = z.object({
  clientId: idField('Please choose a valid client').optional(),
  status: shortlistStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const shortlistRowSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: shortlistStatusSchema,
  client: z.object({ _id: idSchema, name: z.string() }),
  jobTitle: z.string().nullable(),
  candidates: z.number().int(),
  awaiting: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

export const addShortlistCandidateSchema = z.object({
  applicationId: idField('Please choose an application'),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(600, 'Note is too long (600 characters at most)')
    .default(''),
});

export const updateShortlistCandidateSchema = z.object({
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(600, 'Note is too long (600 characters at most)')
    .optional(),
  /** 1-based place in the shortlist; the others move to make room. */
  position: z.number({ error: 'Position must be a number' }).int().min(1).max(1000).optional(),
});

/** Applications staff may add: of the shortlist's job order, general ones, or shared on Yes; searched by name or position. */
export const eligibleQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const eligibleApplicationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  position: z.string(),
  stage: applicationStageSchema,
  experienceInYears: z.number().int(),
  /** Why the consent covers this client: an application to the job order, a general one, or a Yes when asked. */
  consent: z.enum(['job', 'general', 'share']),
  createdAt: z.string(),
});
export type EligibleApplication = z.infer<typeof eligibleApplicationSchema>;

/** A candidate on a shortlist as staff see it: the card's facts plus who they are and what the client did. */
export const staffShortlistCandidateSchema = z.object({
  _id: idSchema,
  applicationId: idSchema,
  position: z.number().int(),
  name: z.string(),
  appliedFor: z.string(),
  stage: applicationStageSchema,
  note: z.string(),
  hasPresentationCv: z.boolean(),
  firstOpenedAt: z.string().nullable(),
  firstOpenedBy: z.string().nullable(),
  videoPlayedAt: z.string().nullable(),
  /** The furthest second of the video a contact reached, and its length. */
  videoWatchedSeconds: z.number().nullable(),
  videoDurationSeconds: z.number().nullable(),
  decision: decisionViewSchema.nullable(),
  /** Every decision, newest first. */
  history: z.array(decisionViewSchema),
});

export const shortlistLinkViewSchema = z.object({
  _id: idSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});

export const staffShortlistSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: shortlistStatusSchema,
  client: z.object({ _id: idSchema, name: z.string() }),
  job: z.object({ _id: idSchema, title: z.string() }).nullable(),
  inquiryId: idSchema.nullable(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  createdAt: z.string(),
  candidates: z.array(staffShortlistCandidateSchema),
  links: z.array(shortlistLinkViewSchema),
});
export type StaffShortlist = z.infer<typeof staffShortlistSchema>;

export const shortlistLinkInputSchema = z.object({
  days: z
    .number({ error: 'Days must be a number' })
    .int()
    .min(1, 'A link lasts 1 to 90 days')
    .max(90, 'A link lasts 1 to 90 days')
    .default(14),
});

/** The new link, whose token is shown this once (only its hash is stored). */
export const createdLinkSchema = shortlistLinkViewSchema.extend({ url: z.string() });
