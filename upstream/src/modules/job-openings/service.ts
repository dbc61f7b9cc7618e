import type { AdminJobOpening, JobOpening } from '@contracts/job-openings/opening';
import type { AdminJobOpeningListQuery, AdminJobOpeningRow } from '@contracts/job-openings/staff';
import { missingJobOrderFields, pickJobOrder } from '@contracts/job-openings/job-order';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { presentJobBasics } from './present';
import {
  findJobOpeningPage,
  findJobOpenings,
  insertJobOpening,
  updateJobOpeningRow,
  type JobOpeningRow,
  type NewJobOpening,
} from './repository';
import { isUuid } from '../../lib/uuid';
import type { StaffScope } from '../../lib/staff-scope';

function toJobOpening({ job, position, salaryBudget, locations, isApplied }: JobOpeningRow): JobOpening {
  return {
    ...presentJobBasics(job, { position, salaryBudget, locations }),
    ...pickJobOrder(job),
    // A confidential principal's name stays with staff.
    principalName: job.principalConfidential ? null : job.principalName,
    description: job.description,
    responsibilities: job.responsibilities,
    benefits: job.benefits,
    isActive: job.isActive,
    isApplied,
  };
}

type StaffListRow = Awaited<ReturnType<typeof findJobOpeningPage>>['rows'][number];

/** An opening as staff list it: the principal's name even when confidential, and what it lacks to be published. */
function toAdminJobOpeningRow({ job, position, salaryBudget, locations }: StaffListRow): AdminJobOpeningRow {
  return {
    ...presentJobBasics(job, { position, salaryBudget, locations }),
    ...pickJobOrder(job),
    principalName: job.principalName,
    isActive: job.isActive,
    clientId: job.clientId,
    missingForPublishing: missingJobOrderFields({ ...job, locationCount: locations.length }),
  };
}

/** The whole opening as staff edit it: the list row and its HTML texts. */
function toAdminJobOpening(row: JobOpeningRow): AdminJobOpening {
  const { description, responsibilities, benefits } = row.job;
  return { ...toAdminJobOpeningRow(row), description, responsibilities, benefits, isApplied: row.isApplied };
}

/** A page of the staff list and how many openings match its search and status. */
export async function listAdminJobOpenings(db: Database, query: AdminJobOpeningListQuery, scope: StaffScope) {
  const { q, status, page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const { rows, total } = await findJobOpeningPage(db, { q, status, limit: pageSize, offset, scope });
  return { data: rows.map(toAdminJobOpeningRow), total, page, pageSize };
}

export async function getAdminJobOpening(db: Database, id: string) {
  const [row] = await findJobOpenings(db, { id });
  if (!row) throw notFound('This job opening does not exist or has been removed.');
  return toAdminJobOpening(row);
}

export async function listJobOpenings(db: Database, options: { activeOnly: boolean; viewerId?: string }) {
  const rows = await findJobOpenings(db, options);
  return rows.map(toJobOpening);
}

/** Finds one opening by its id or its slug (the public job page URL uses the slug). */
export async function getJobOpening(db: Database, idOrSlug: string, viewerId?: string) {
  const filter = isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  const [row] = await findJobOpenings(db, { ...filter, viewerId });
  if (!row) throw notFound('This job opening does not exist or has been removed.');
  return toJobOpening(row);
}

/** Staff HTML is cleaned on every write of an opening (create and update both come through here). */
function withSanitizedHtml<T extends Partial<NewJobOpening>>(values: T): T {
  return {
    ...values,
    description: sanitizeRichText(values.description ?? ''),
    responsibilities: sanitizeRichText(values.responsibilities ?? ''),
    benefits: sanitizeRichText(values.benefits ?? ''),
  };
}

export async function createJobOpening(db: Database, values: NewJobOpening, locationIds: string[]) {
  return insertJobOpening(db, withSanitizedHtml(values), locationIds);
}

/** Answers false when no opening has this id. */
export async function updateJobOpening(
  db: Database,
  id: string,
  values: Partial<NewJobOpening>,
  locationIds: string[],
) {
  return updateJobOpeningRow(db, id, withSanitizedHtml(values), locationIds);
}
