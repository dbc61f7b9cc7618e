import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import type { JobOpening, JobSummary } from '@/lib/contracts';
import { JobOrderPanel, type LicenceSummary } from './job-order-panel';
import { JobTagBadge } from './job-tag-badge';

// Rich text from the CMS: HTML sanitized on save, styled without a typography plugin.
const richText =
  'mt-2 space-y-2 text-sm leading-relaxed text-slate-700 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

/** The salary label, in AED whether or not the budget's name says so. */
export function salaryLabel(job: Pick<JobSummary, 'salaryBudget'>): string | null {
  const name = job.salaryBudget?.name;
  if (!name) return null;
  return /AED/i.test(name) ? name : `AED ${name}`;
}

export function JobFacts({ job }: { job: Pick<JobSummary, 'salaryBudget' | 'location'> }) {
  const salary = salaryLabel(job);
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt className="font-medium">Location:</dt>
        <dd>{job.location.map((l) => l.name).join(', ') || 'UAE'}</dd>
      </div>
      {salary ? (
        <div className="flex gap-1">
          <dt className="font-medium">Salary:</dt>
          <dd>{salary} / month</dd>
        </div>
      ) : null}
    </dl>
  );
}

interface JobDetailProps {
  job: JobOpening;
  /** The agency's DMW licence, shown with the job order. */
  licence: LicenceSummary;
  /** The Apply button, or the Already Applied badge. */
  action?: ReactNode;
  /** Link to the opening's own page (left out on that page). */
  showPageLink?: boolean;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

const sectionHeading = { h1: 'h2', h2: 'h3', h3: 'h4' } as const;

/** Everything about one opening: title, company, badge, facts, its job order, description, requirements, benefits. */
export function JobDetail({
  job,
  licence,
  action,
  showPageLink = false,
  headingLevel: Heading = 'h2',
}: JobDetailProps) {
  // The sections' headings sit one level under the title, so the outline never skips a level.
  const Section = sectionHeading[Heading];
  return (
    <article className="space-y-6">
      <header>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <Heading className="text-2xl font-bold text-navy">{job.title}</Heading>
            <p className="mt-1 text-base font-medium text-slate-700">{job.companyName}</p>
          </div>
          <JobTagBadge tag={job.tag} />
        </div>
        <JobFacts job={job} />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {action}
          {showPageLink ? (
            <SiteLink
              href={`/candidates/${job.slug}`}
              className="text-sm font-semibold text-navy underline hover:text-gold-dark"
            >
              Open job page
            </SiteLink>
          ) : null}
        </div>
      </header>
      <JobOrderPanel job={job} licence={licence} headingLevel={Section} />
      <section>
        <Section className="text-lg font-semibold text-navy">Job Description</Section>
        <div className={richText} dangerouslySetInnerHTML={{ __html: job.description }} />
      </section>
      <section>
        <Section className="text-lg font-semibold text-navy">Requirements</Section>
        <div className={richText} dangerouslySetInnerHTML={{ __html: job.responsibilities }} />
      </section>
      <section>
        <Section className="text-lg font-semibold text-navy">Benefits</Section>
        <div className={richText} dangerouslySetInnerHTML={{ __html: job.benefits }} />
      </section>
    </article>
  );
}
