import { z } from 'zod';
import type { AgencyLicence } from '../content/site-settings';

/**
 * A posting stands on an approved job order from the DMW, or is manpower pooling (no job order yet:
 * it may not state a salary or vacancies, and must say it is pooling). DMW advertising rules.
 */
export const postingKinds = ['JOB_ORDER', 'MANPOWER_POOLING'] as const;
export const postingKindSchema = z.enum(postingKinds);
export type PostingKind = z.infer<typeof postingKindSchema>;

export const postingKindLabels: Record<PostingKind, string> = {
  JOB_ORDER: 'Job order',
  MANPOWER_POOLING: 'Manpower pooling',
};

/** The fields of an opening the job order rules look at (stored values, or what staff send). */
export interface JobOrderFields {
  postingKind: PostingKind;
  jobOrderNumber: string | null;
  principalName: string | null;
  principalConfidential: boolean;
  worksiteCity: string | null;
  vacancies: number | null;
  salaryMinAed: number | null;
  salaryMaxAed: number | null;
  contractMonths: number | null;
  validThrough: string | null;
  /** Emirates (location lookups) of the worksite. */
  locationCount: number;
}

/** Each field a job order needs before it may be published, and what staff are told when it is missing. */
export const jobOrderRequiredMessages = {
  jobOrderNumber: 'Job order number is required to publish a job order',
  principalName: 'Principal (employer) name is required to publish a job order, or mark the employer confidential',
  locations: 'Worksite emirate is required to publish a job order',
  worksiteCity: 'Worksite city is required to publish a job order',
  vacancies: 'Number of vacancies is required to publish a job order',
  salaryMinAed: 'Minimum monthly salary (AED) is required to publish a job order',
  salaryMaxAed: 'Maximum monthly salary (AED) is required to publish a job order',
  contractMonths: 'Contract length is required to publish a job order',
  validThrough: 'Valid-through date is required to publish a job order',
} as const;

export type JobOrderField = keyof typeof jobOrderRequiredMessages;

/** Short names of the fields, for the staff list's 'missing' flag. */
export const jobOrderFieldLabels: Record<JobOrderField, string> = {
  jobOrderNumber: 'job order number',
  principalName: 'principal',
  locations: 'emirate',
  worksiteCity: 'city',
  vacancies: 'vacancies',
  salaryMinAed: 'salary from',
  salaryMaxAed: 'salary to',
  contractMonths: 'contract length',
  validThrough: 'valid through',
};

/** The fields a job order lacks to be published (none for manpower pooling). */
export function missingJobOrderFields(job: JobOrderFields): JobOrderField[] {
  if (job.postingKind !== 'JOB_ORDER') return [];
  const missing: JobOrderField[] = [];
  if (!job.jobOrderNumber) missing.push('jobOrderNumber');
  if (!job.principalConfidential && !job.principalName) missing.push('principalName');
  if (job.locationCount === 0) missing.push('locations');
  if (!job.worksiteCity) missing.push('worksiteCity');
  if (job.vacancies === null) missing.push('vacancies');
  if (job.salaryMinAed === null) missing.push('salaryMinAed');
  if (job.salaryMaxAed === null) missing.push('salaryMaxAed');
  if (job.contractMonths === null) missing.push('contractMonths');
  if (!job.validThrough) missing.push('validThrough');
  return missing;
}

/** What manpower pooling may not state, and why staff are told so. */
export const poolingForbiddenMessages = {
  jobOrderNumber: 'Manpower pooling has no approved job order: leave the job order number empty',
  vacancies: 'Manpower pooling is published without a number of vacancies',
  salaryMinAed: 'Manpower pooling is published without a salary',
  salaryMaxAed: 'Manpower pooling is published without a salary',
  salaryBudget: 'Manpower pooling is published without a salary band',
} as const;

/**
 * Every reason this opening may not be saved as it is, by field: pooling stating what it may not,
 * and, when it is to be published, a job order's missing fields and a valid-through date in the past.
 */
export function jobOrderErrors(
  job: JobOrderFields & { isActive: boolean; salaryBudget: string | null },
  /** The UAE's date (uaeToday): an opening is valid through the end of its day there. */
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (job.postingKind === 'MANPOWER_POOLING') {
    for (const field of Object.keys(poolingForbiddenMessages) as (keyof typeof poolingForbiddenMessages)[]) {
      if (job[field] !== null) errors[field] = poolingForbiddenMessages[field];
    }
  }
  if (!job.isActive) return errors;
  for (const field of missingJobOrderFields(job)) errors[field] = jobOrderRequiredMessages[field];
  if (job.validThrough && job.validThrough < today) errors.validThrough = pastValidThroughMessage;
  return errors;
}

/** Said when staff would publish an opening past its last valid day (the scheduler closes those). */
export const pastValidThroughMessage =
  'This opening is past its valid-through date: set a later date to publish it, or leave it inactive.';

/**
 * Why no opening may be published under the agency's licence as it stands in the site settings, or
 * null. DMW rules put the agency's name and licence number on every advertisement (job order or
 * manpower pooling), and only a licence in force may advertise: the panel, the footer and the
 * JobPosting data would otherwise go out without them.
 */
export function agencyLicenceProblem(licence: AgencyLicence, today: string): string | null {
  if (!licence.agencyName || !licence.licenceNumber || !licence.validUntil)
    return "Job openings cannot be published until the agency's name, DMW licence number and licence validity are filled in under Content, Site settings.";
  if (licence.validUntil < today)
    return `The agency's DMW licence expired on ${licence.validUntil}: enter the renewed licence under Content, Site settings before publishing job openings.`;
  return null;
}

/** An opening's job order fields, by the same names in the record, the staff payload and the database row. */
export const jobOrderKeys = [
  'postingKind',
  'jobOrderNumber',
  'principalName',
  'principalConfidential',
  'worksiteCity',
  'vacancies',
  'contractMonths',
  'accommodationProvided',
  'foodProvided',
  'transportProvided',
  'visaProvided',
] as const;
export type JobOrderKey = (typeof jobOrderKeys)[number];

/** The job order fields of a row, a record or a payload, copied one-to-one. */
export function pickJobOrder<T extends Record<JobOrderKey, unknown>>(source: T): Pick<T, JobOrderKey> {
  return Object.fromEntries(jobOrderKeys.map((key) => [key, source[key]])) as Pick<T, JobOrderKey>;
}
