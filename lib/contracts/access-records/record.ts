import { z } from 'zod';
import { idSchema } from '../core/common';
import { isCalendarDate } from '../core/fields';

/**
 * The record of access (issue 42): every read by staff of a person's personal data writes one entry
 * (who, with which roles, whose data, which record and fields or file, when, from which address, why).
 * Entries are kept 3 years and never changed; Managers search them, and a candidate's data export lists
 * who at the agency opened their data.
 */

/** What a staff member read: each personal read of the endpoint registry names one. */
export const accessKinds = [
  'application',
  'passport',
  'file',
  'applications-export',
  'talent-pool-search',
  'candidate',
  'access-records-search',
  'welfare',
  'welfare-report-export',
] as const;
export type AccessKind = (typeof accessKinds)[number];

/** Each kind as the Manager's page and the candidate's data export name it. */
export const accessKindLabels: Record<AccessKind, string> = {
  application: 'Application',
  passport: 'Passport number',
  file: 'File',
  'applications-export': 'CSV export of applications',
  'talent-pool-search': 'Talent pool search',
  candidate: 'Candidate profile',
  'access-records-search': 'Access records search',
  welfare: 'Welfare reports and incidents',
  'welfare-report-export': 'Quarterly welfare report (CSV)',
};

/**
 * A staff read of personal data, declared on its endpoint (`personalRead`): each call by staff writes
 * exactly one entry of this kind. `one`: one person's data, named by the record read; `many`: a list
 * (the CSV export, a search), recorded with its filters and how many people it showed.
 */
export interface PersonalRead {
  kind: AccessKind;
  subject: 'one' | 'many';
  /** What the answer shows: the fields' keys (a file read names the file's kind instead). */
  fields: readonly string[];
}

export const accessRecordMessages = {
  exportReason: 'Please say why you are exporting these applications.',
  exportReasonTooLong: 'Please keep the reason under 500 characters.',
  tooManyPeople: (text: string) =>
    `More than 20 accounts match “${text}”: type more of the name, or the whole email address.`,
  dates: 'The first date must be on or before the last.',
};

/** Why staff export applications: asked before every CSV export (all personal data of many people). */
export const exportReasonField = z
  .string({ error: accessRecordMessages.exportReason })
  .trim()
  .min(1, accessRecordMessages.exportReason)
  .max(500, accessRecordMessages.exportReasonTooLong);

const isoDate = z.string().refine(isCalendarDate, 'Use a real date like 2026-11-30 (years 1900 to 2100)');

/** The Manager's search: by staff member, by person (a part of a name or email, or an account id), by dates (UAE days). */
/** The search's page when the call names none (the back office's). */
export const defaultAccessRecordPageSize = 50;

export const accessRecordQuerySchema = z
  .object({
    staff: z.string().trim().max(200, 'Staff member: 200 characters at most').optional(),
    person: z.string().trim().max(200, 'Person: 200 characters at most').optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Paging by key (at, id), newest first: after a page's `next`, before its `previous`, or the oldest (`last=1`). */
    after: z.string().max(1000).optional(),
    before: z.string().max(1000).optional(),
    last: z.literal('1', { error: 'last takes 1' }).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(defaultAccessRecordPageSize),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: accessRecordMessages.dates });

const accountSchema = z.object({ _id: idSchema, name: z.string(), email: z.string() });

/**
 * One entry as a Manager reads it. An account deleted since is null: a staff member's id stays in
 * `staffId`; an erased person is named by no one (the entry keeps only a key their account held).
 */
export const accessRecordSchema = z.object({
  _id: idSchema,
  at: z.string(),
  staffId: z.string().nullable(),
  staff: accountSchema.nullable(),
  /** The roles held at the time (a role's name as it was then). */
  staffRoles: z.array(z.string()),
  kind: z.enum(accessKinds),
  /** Whose data, for one person's read (null for a list's, or once their account is erased). */
  subject: accountSchema.nullable(),
  /** A list's read (`many`): how many people it showed. */
  subjectCount: z.number().int().nullable(),
  recordId: z.string().nullable(),
  fields: z.array(z.string()),
  file: z.string().nullable(),
  filters: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  /** The caller's address; null for reveals recorded before this record existed. */
  address: z.string().nullable(),
});

export const accessRecordPageSchema = z.object({
  data: z.array(accessRecordSchema),
  pageSize: z.number().int(),
  previous: z.string().nullable(),
  next: z.string().nullable(),
});

/** What a candidate's data export says of one entry: when, which role(s), the staff member's first name, what. */
export interface AgencyAccess {
  at: string;
  staffFirstName: string;
  staffRoles: string[];
  what: string;
}

/** The first name staff are shown by to candidates (the first word of the account's name). */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'A former staff member';
}

export type AccessRecord = z.infer<typeof accessRecordSchema>;
export type AccessRecordPage = z.infer<typeof accessRecordPageSchema>;
export type AccessRecordQuery = z.input<typeof accessRecordQuerySchema>;
