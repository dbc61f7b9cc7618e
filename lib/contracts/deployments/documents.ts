import { z } from 'zod';
import { idSchema } from '../core/common';
import { isCalendarDate } from '../core/fields';
import { deploymentTexts, reasonLength } from './deployment';

/**
 * Deployment documents: what an application at Offered or Deployed must collect before the candidate
 * can fly (passport, NBI clearance, medical…), each uploaded by the candidate and verified by staff.
 */

/** The stages at which the checklist applies; at any other stage it does not exist. */
export const documentStages = ['Offered', 'Deployed'] as const;

/** A document with no file yet is Missing; the stored statuses are the other three. */
export const documentStatuses = ['Missing', 'Uploaded', 'Verified', 'Rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const documentStatusLabels: Record<DocumentStatus, string> = {
  Missing: 'Missing',
  Uploaded: 'Uploaded - waiting for review',
  Verified: 'Verified',
  Rejected: 'Rejected',
};

export const documentUploadRules = {
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  typeMessage: 'Only PDF files or photos (JPEG, PNG, WebP, HEIC) are allowed.',
  sizeMessage: 'The file is too large (10 MB at most).',
  /** What the file input offers on a phone: the camera or a file. */
  accept: 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif',
} as const;

const isoDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** A document type of the checklist as staff edit it. */
export const documentTypeInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  description: z.string().trim().max(500, 'Description is too long (500 characters at most)').default(''),
  isRequired: z.boolean({ error: 'Required must be true or false' }).default(true),
  sortingOrder: z.number({ error: 'Sorting order must be a number' }).int().min(0).max(10_000).default(0),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});

export const documentTypeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
  sortingOrder: z.number(),
  isActive: z.boolean(),
  /** The passport item: its upload may carry a renewed passport's expiry date. */
  isPassport: z.boolean(),
});

export const documentFileSchema = z.object({
  path: z.string(),
  mimeType: z.string(),
  originalName: z.string(),
  uploadedAt: z.string(),
});

export const checklistItemSchema = z.object({
  type: documentTypeSchema.pick({ _id: true, name: true, description: true, isRequired: true, isPassport: true }),
  status: z.enum(documentStatuses),
  /** Staff's reason, shown to the candidate, when Rejected. */
  rejectionReason: z.string().nullable(),
  file: documentFileSchema.nullable(),
  /** The renewed passport's expiry the candidate gave with this upload (passport item only). */
  passportExpiry: z.string().nullable(),
});

export const readinessStates = ['ready', 'missing', 'expired'] as const;
export type ReadinessState = (typeof readinessStates)[number];

export const readinessSchema = z.object({
  state: z.enum(readinessStates),
  /** Required documents not verified yet. */
  missing: z.number().int(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const passportCheckSchema = z.object({
  months: z.number().int(),
  /** The date the rule counts from, and where it came from. */
  departureDate: z.string(),
  departureFrom: z.enum(['planned', 'availableToStart']),
  /** The expiry that counts: a renewed passport's when given, else the application's. */
  expiry: z.string(),
  earliestValidExpiry: z.string(),
  ok: z.boolean(),
});

export const checklistSchema = z.object({
  application: z.object({
    _id: idSchema,
    jobTitle: z.string(),
    stage: z.string(),
    plannedDepartureDate: z.string().nullable(),
  }),
  items: z.array(checklistItemSchema),
  passport: passportCheckSchema,
  readiness: readinessSchema,
});

export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export type Checklist = z.infer<typeof checklistSchema>;
export type DocumentType = z.infer<typeof documentTypeSchema>;
export type DocumentTypeInput = z.input<typeof documentTypeInputSchema>;

/** The multipart fields sent before the file. */
export const documentUploadFieldsSchema = z.object({
  applicationId: z.string({ error: 'No such application.' }).uuid('No such application.'),
  documentTypeId: z.string({ error: 'No such document.' }).uuid('No such document.'),
  passportExpiry: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(isoDate('Use a real date like 2030-11-30 for the passport expiry').optional()),
});

export const applicationDocumentsParamsSchema = z.object({
  applicationId: z.string().uuid('No such application.'),
});

export const staffDocumentParamsSchema = z.object({
  id: z.string().uuid('No such application.'),
  documentTypeId: z.string().uuid('No such document.'),
});

/** Staff verify or reject the file they looked at: a newer upload since is a 409. */
export const documentReviewSchema = z.object({
  file: z.string({ error: 'Which file?' }).min(1, 'Which file?').max(100),
});

export const documentRejectionSchema = documentReviewSchema.extend({
  reason: z
    .string({ error: 'Please give the candidate a reason' })
    .trim()
    .min(reasonLength.min, 'Please give the candidate a reason')
    .max(reasonLength.max, deploymentTexts.reasonTooLong),
});

export const departureDateSchema = z.object({
  plannedDepartureDate: isoDate('Use a real date like 2026-11-30').nullable(),
});

/** 'Ready', 'Missing N' or 'Passport expires too early': the pipeline's readiness column. */
export function readinessLabel(readiness: Readiness): string {
  if (readiness.state === 'expired') return 'Passport expires too early';
  if (readiness.state === 'missing') return `Missing ${readiness.missing}`;
  return 'Ready';
}

/** The readiness of an application: a too-early passport first, then unverified required documents. */
export function readinessOf(missingRequired: number, passportOk: boolean): Readiness {
  if (!passportOk) return { state: 'expired', missing: missingRequired };
  return missingRequired > 0 ? { state: 'missing', missing: missingRequired } : { state: 'ready', missing: 0 };
}
