import type { JobSummary } from '@contracts/job-openings/search';

type Named = { id: string; name: string };

/** What every public shape of an opening shares (a search card, the whole opening), however it was read. */
type CardBasics = Omit<JobSummary, 'postingKind' | 'jobOrderNumber'>;

interface BasicsSource {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  icon: string;
  tag: JobSummary['tag'];
  salaryMinAed: number | null;
  salaryMaxAed: number | null;
  employmentType: JobSummary['employmentType'];
  validThrough: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields a job card and a whole opening answer alike, from the row and its named lookups. */
export function presentJobBasics(
  job: BasicsSource,
  refs: { position: Named | null; salaryBudget: Named | null; locations: Named[] },
): CardBasics {
  return {
    _id: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    icon: job.icon,
    tag: job.tag,
    position: refs.position ? { _id: refs.position.id, name: refs.position.name } : null,
    location: refs.locations.map((l) => ({ _id: l.id, name: l.name })),
    salaryBudget: refs.salaryBudget ? { _id: refs.salaryBudget.id, name: refs.salaryBudget.name } : null,
    salaryMinAed: job.salaryMinAed,
    salaryMaxAed: job.salaryMaxAed,
    employmentType: job.employmentType,
    validThrough: job.validThrough,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
