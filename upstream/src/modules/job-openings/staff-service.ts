import { randomBytes } from 'node:crypto';
import { storedValuesOf } from '@contracts/core/define-fields';
import { jobOpeningFields, type jobOpeningInputSchema } from '@contracts/job-openings/fields';
import { uaeToday } from '@shared/uae-time';
import {
  agencyLicenceProblem,
  jobOrderErrors,
  jobOrderFieldLabels,
  jobOrderRequiredMessages,
} from '@contracts/job-openings/job-order';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, HttpError, notFound } from '../../http-error';
import { slugify } from '../../lib/slug';
import { published } from '../../read-model/published';
import { getSiteSettings } from '../content';
import { deleteJobOpeningRow, lockJobOpening, setJobOpeningActive, slugTaken } from './repository';
import { createJobOpening, getAdminJobOpening, updateJobOpening } from './service';
import { allLookupsExist, lookupExists, lookupTables } from '../lookups';
import { clientExists } from '../clients';
import { ownerOfNew, type StaffScope } from '../../lib/staff-scope';

/** An opening as staff send it, already parsed by the endpoint's schema (defaults filled in). */
type JobInput = z.output<typeof jobOpeningInputSchema>;

const missing = () => notFound('This job opening does not exist or has been removed.');

/** Refuses (400, each field named) an opening the job order rules do not allow as it is. */
function checkJobOrder(job: Parameters<typeof jobOrderErrors>[0]) {
  const errors = jobOrderErrors(job, uaeToday(new Date()));
  if (Object.keys(errors).length === 0) return;
  const missing = Object.entries(errors)
    .filter(([field, message]) => message === jobOrderRequiredMessages[field as keyof typeof jobOrderRequiredMessages])
    .map(([field]) => jobOrderFieldLabels[field as keyof typeof jobOrderFieldLabels]);
  const message =
    missing.length > 0
      ? `This job order cannot be published without its ${missing.join(', ')}.`
      : [...new Set(Object.values(errors))].join(' ');
  throw new HttpError(400, message, errors);
}

/** Refuses (409) to publish anything while the agency's licence in the site settings is missing or expired. */
async function checkAgencyLicence(ctx: AppContext) {
  const problem = agencyLicenceProblem((await getSiteSettings(ctx.db)).agencyLicence, uaeToday(new Date()));
  if (problem) throw new HttpError(409, problem);
}

/** Checks every lookup the opening names and the job order rules; answers the row values to store. */
async function toRow(ctx: AppContext, input: JobInput) {
  checkJobOrder({ ...input, locationCount: input.locations.length });
  if (input.isActive) await checkAgencyLicence(ctx);
  if (!(await allLookupsExist(ctx.db, lookupTables['preffered-location'], input.locations))) {
    throw badRequest('Please choose at least one location', 'locations');
  }
  if (input.position && !(await lookupExists(ctx.db, lookupTables.position, input.position))) {
    throw badRequest('Please choose a valid position', 'position');
  }
  if (input.salaryBudget && !(await lookupExists(ctx.db, lookupTables['salary-budget'], input.salaryBudget))) {
    throw badRequest('Please choose a valid salary budget', 'salaryBudget');
  }
  if (input.clientId && !(await clientExists(ctx.db, input.clientId))) {
    throw badRequest('Please choose a valid client', 'clientId');
  }
  return storedValuesOf(jobOpeningFields, input);
}

const slugSuffix = () => randomBytes(3).toString('hex');

export async function createJobFromInput(ctx: AppContext, input: JobInput, scope: StaffScope) {
  const row = { ...(await toRow(ctx, input)), ownerId: ownerOfNew(scope) };
  // A readable slug: the title, then a short random suffix if that is taken. Two creates at once
  // may both see it free: the unique index refuses one, which tries again with a suffix.
  const base = slugify(`${input.title} ${input.companyName}`) || 'job';
  let slug = (await slugTaken(ctx.db, base)) ? `${base}-${slugSuffix()}` : base;
  for (let attempt = 1; ; attempt++) {
    try {
      const { id } = await ctx.db.transaction((tx) => createJobOpening(tx, { ...row, slug }, input.locations));
      await published(ctx, 'jobs');
      return getAdminJobOpening(ctx.db, id);
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err, 'job_openings_slug_unique')) throw err;
      slug = `${base}-${slugSuffix()}`;
    }
  }
}

export async function updateJobFromInput(ctx: AppContext, id: string, input: JobInput) {
  const row = await toRow(ctx, input);
  const updated = await ctx.db.transaction((tx) => updateJobOpening(tx, id, row, input.locations));
  if (!updated) throw missing();
  await published(ctx, 'jobs');
  return getAdminJobOpening(ctx.db, id);
}

/**
 * Publishes or withdraws an opening. Publishing checks the stored job order under a row lock, so an
 * edit saved at the same moment cannot leave a published job order without its fields.
 */
export async function setJobActive(ctx: AppContext, id: string, isActive: boolean) {
  if (isActive) await checkAgencyLicence(ctx);
  await ctx.db.transaction(async (tx) => {
    const job = await lockJobOpening(tx, id);
    if (!job) throw missing();
    if (isActive) checkJobOrder({ ...job, isActive, salaryBudget: job.salaryBudgetId });
    await setJobOpeningActive(tx, id, isActive);
  });
  await published(ctx, 'jobs');
  return { _id: id, isActive };
}

export async function removeJob(ctx: AppContext, id: string) {
  if (!(await deleteJobOpeningRow(ctx.db, id))) throw missing();
  await published(ctx, 'jobs');
}
