import { randomBytes } from 'node:crypto';
import type { jobOpeningInputSchema } from '@contracts/job-opening';
import { isPastValidThrough } from '@contracts/uae-time';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, notFound } from '../../http-error';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { slugify } from '../../lib/slug';
import { slugTaken } from '../job-openings/repository';
import { createJobOpening, getJobOpening, updateJobOpening } from '../job-openings/service';
import { allLookupsExist, lookupExists } from '../lookups/repository';
import { lookupTables } from '../lookups/tables';

/** An opening as staff send it, already parsed by the endpoint's schema (defaults filled in). */
type JobInput = z.output<typeof jobOpeningInputSchema>;

/** Said when staff would make an opening active past its last valid day (the scheduler closes those). */
export const expiredActivationMessage =
  'This opening is past its valid-through date: set a later date to keep it open, or leave it inactive.';

/** Checks every lookup the opening names; answers the row values to store. */
async function toRow(ctx: AppContext, input: JobInput) {
  if (input.isActive && isPastValidThrough(input.validThrough, new Date())) {
    throw badRequest(expiredActivationMessage, 'validThrough');
  }
  if (!(await allLookupsExist(ctx.db, lookupTables['preffered-location'], input.locations))) {
    throw badRequest('Please choose at least one location', 'locations');
  }
  if (input.position && !(await lookupExists(ctx.db, lookupTables.position, input.position))) {
    throw badRequest('Please choose a valid position', 'position');
  }
  if (input.salaryBudget && !(await lookupExists(ctx.db, lookupTables['salary-budget'], input.salaryBudget))) {
    throw badRequest('Please choose a valid salary budget', 'salaryBudget');
  }
  return {
    title: input.title,
    companyName: input.companyName,
    icon: input.icon,
    tag: input.tag,
    positionId: input.position,
    salaryBudgetId: input.salaryBudget,
    salaryMinAed: input.salaryMinAed,
    salaryMaxAed: input.salaryMaxAed,
    employmentType: input.employmentType,
    description: input.description,
    responsibilities: input.responsibilities,
    benefits: input.benefits,
    isActive: input.isActive,
    validThrough: input.validThrough,
  };
}

const slugSuffix = () => randomBytes(3).toString('hex');

export async function createJobFromInput(ctx: AppContext, input: JobInput) {
  const row = await toRow(ctx, input);
  // A readable slug: the title, then a short random suffix if that is taken. Two creates at once
  // may both see it free: the unique index refuses one, which tries again with a suffix.
  const base = slugify(`${input.title} ${input.companyName}`) || 'job';
  let slug = (await slugTaken(ctx.db, base)) ? `${base}-${slugSuffix()}` : base;
  for (let attempt = 1; ; attempt++) {
    try {
      const { id } = await ctx.db.transaction((tx) => createJobOpening(tx, { ...row, slug }, input.locations));
      await ctx.readModel.changed('jobs');
      revalidateWebsite(ctx.config, ctx.log, ['jobs']);
      return getJobOpening(ctx.db, id);
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err, 'job_openings_slug_unique')) throw err;
      slug = `${base}-${slugSuffix()}`;
    }
  }
}

export async function updateJobFromInput(ctx: AppContext, id: string, input: JobInput) {
  const row = await toRow(ctx, input);
  const updated = await ctx.db.transaction((tx) => updateJobOpening(tx, id, row, input.locations));
  if (!updated) throw notFound('This job opening does not exist or has been removed.');
  await ctx.readModel.changed('jobs');
  revalidateWebsite(ctx.config, ctx.log, ['jobs']);
  return getJobOpening(ctx.db, id);
}
