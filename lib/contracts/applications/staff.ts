import { z } from 'zod';
import { applicationFields, englishLevels } from './fields';
import { staffNoteViewSchema } from '../core/staff-schemas';
import { idSchema } from '../core/common';
import { readinessSchema, readinessStates } from '../deployments/documents';
import { isCalendarDate } from '../core/fields';
import { exportReasonField } from '../access-records/record';

export const applicationStages = [
  'New',
  'Screening',
  'Interview',
  'Offered',
  'Deployed',
  'Rejected',
  'Withdrawn',
] as const;
export const applicationStageSchema = z.enum(applicationStages, { error: 'Please choose a valid stage' });
export type ApplicationStage = (typeof applicationStages)[number];

const isoDate = z.string().refine(isCalendarDate, 'Use a real date like 2026-11-30 (years 1900 to 2100)');

/** Filters, search, sort and page of the staff's application list (and its CSV export). */
export const applicationListQuerySchema = z.object({
  job: z.string().uuid('Unknown job opening').optional(),
  position: z.string().uuid('Unknown position').optional(),
  stage: applicationStageSchema.optional(),
  english: z.enum(englishLevels).optional(),
  location: z.string().uuid('Unknown location').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  /** Deployment readiness of Offered and Deployed applications (others never match). */
  readiness: z.enum(readinessStates, { error: 'Choose ready, missing or expired' }).optional(),
  sort: z.enum(['createdAt', 'name', 'stage', 'experienceInYears']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /**
   * Paging by key, so a deep page costs what the first does and rows added meanwhile never shift one:
   * the rows after the `next` cursor of a page, before its `previous` cursor, or the last rows (`last=1`).
   * At most one of them; none is the first page.
   */
  after: z.string().max(1000).optional(),
  before: z.string().max(1000).optional(),
  last: z.literal('1', { error: 'last takes 1' }).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** The CSV export: the list's filters, and why staff export (recorded with the export). */
export const applicationExportQuerySchema = applicationListQuerySchema.extend({ reason: exportReasonField });

/**
 * The list counts matching rows up to this many, past it the total reads "more than 1,000": an exact
 * count costs as many rows as match, and this keeps each page view's count as cheap at 100,000
 * applications as at 10,000 (narrow the filters for an exact figure).
 */
export const applicationCountCap = 1_000;

export const stageChangeSchema = z.object({
  stage: applicationStageSchema,
  /** Email the candidate about the new stage. */
  notifyCandidate: z.boolean().default(false),
});

export const staffNoteSchema = z.object({
  body: z.string({ error: 'Note is required' }).trim().min(1, 'Note is required').max(2000, 'Note is too long'),
});

/**
 * A row of the staff list, which the CSV export writes: the fields declared `csv` in applicationFields
 * (a reference as its name), and the record's own.
 */
export const adminApplicationRowSchemaOf = <S extends z.ZodRawShape>(declared: { csvShape: S }) =>
  z.object({
    _id: idSchema,
    ...declared.csvShape,
    job: z.object({ _id: idSchema, title: z.string() }).nullable(),
    stage: applicationStageSchema,
    createdAt: z.string(),
    /** Deployment readiness, for Offered and Deployed applications only. */
    readiness: readinessSchema.nullable(),
    plannedDepartureDate: z.string().nullable(),
  });

export const adminApplicationRowSchema = adminApplicationRowSchemaOf(applicationFields);

/** The list's row, every field staff see (applicationFields' `staff`; the passport masked), and the record's own. */
export const adminApplicationDetailSchema = adminApplicationRowSchema.extend({
  ...applicationFields.staffShape,
  resume: z.object({ path: z.string(), mimeType: z.string() }),
  video: z.object({ path: z.string(), mimeType: z.string() }),
  staffNotes: z.array(staffNoteViewSchema),
  /** Set by "Allow to apply again" on a withdrawn application: the candidate may apply to the job anew. */
  reapplyAllowed: z.boolean(),
  stageHistory: z.array(
    z.object({
      _id: idSchema,
      fromStage: applicationStageSchema,
      toStage: applicationStageSchema,
      changedBy: z.string().nullable(),
      /** The candidate made this change (a withdrawal from their page), not staff. */
      byCandidate: z.boolean(),
      /** The candidate's reason for withdrawing; empty otherwise. */
      reason: z.string(),
      candidateEmailed: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});

/** One page of the staff list, with the cursors of the pages either side (null at either end). */
export const applicationPageSchema = z.object({
  data: z.array(adminApplicationRowSchema),
  /** Matching rows, counted up to applicationCountCap; `totalCapped` when there are more than that. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
});

/** The full passport number, answered only by the reveal call (each reveal is recorded). */
export const revealedPassportSchema = z.object({ passportNumber: z.string() });

export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export type ApplicationExportQuery = z.infer<typeof applicationExportQuerySchema>;
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;
