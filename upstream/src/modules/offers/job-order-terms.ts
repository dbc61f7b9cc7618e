import { offerTexts, type JobOrderTerms } from '@contracts/offers/offer';
import type { Database } from '../../db/client';
import { findEmirates, type OfferApplication } from './repository';

/** Stages at which an offer may be drafted and sent. */
export const offerStages = new Set(['Interview', 'Offered']);

/**
 * The approved terms of the application's job order, or why no offer can be bound to it (not an
 * application to a job order with a number and its terms complete).
 */
export async function jobOrderTermsOf(
  db: Database,
  application: OfferApplication,
): Promise<{ terms: JobOrderTerms } | { problem: string }> {
  const job = application.job;
  if (
    !job ||
    job.postingKind !== 'JOB_ORDER' ||
    !job.jobOrderNumber ||
    job.salaryMinAed === null ||
    job.salaryMaxAed === null ||
    job.contractMonths === null
  ) {
    return { problem: offerTexts.notJobOrder };
  }
  const emirates = await findEmirates(db, job.id!);
  const worksite = [job.worksiteCity, ...emirates].filter(Boolean).join(', ');
  return {
    terms: {
      jobOrderNumber: job.jobOrderNumber,
      position: job.position ?? job.title!,
      worksite,
      salaryMinAed: job.salaryMinAed,
      salaryMaxAed: job.salaryMaxAed,
      contractMonths: job.contractMonths,
      accommodation: job.accommodation!,
      food: job.food!,
      transport: job.transport!,
      visa: job.visa!,
    },
  };
}
