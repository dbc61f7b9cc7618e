import type { AgencyLicence, JobOpening, JobSummary } from '@/lib/contracts';

/** What a job ad must show of the agency's licence (its address is in the footer's company data). */
export type LicenceSummary = Pick<AgencyLicence, 'agencyName' | 'licenceNumber' | 'validUntil'>;

export const noPlacementFee = 'No placement fee is charged to workers for UAE jobs';

const dmwUrl = 'https://dmw.gov.ph/';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2028-05-12 as '12 May 2028', the same on the server and in the browser. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day} ${months[month - 1]} ${year}`;
}

const aed = (n: number) => n.toLocaleString('en-US');

/** 'AED 1,800 – 2,000 per month', or one bound alone. */
export function monthlySalaryText(job: Pick<JobOpening, 'salaryMinAed' | 'salaryMaxAed'>): string | null {
  const { salaryMinAed: min, salaryMaxAed: max } = job;
  if (min !== null && max !== null)
    return min === max ? `AED ${aed(min)} per month` : `AED ${aed(min)} – ${aed(max)} per month`;
  if (min !== null) return `From AED ${aed(min)} per month`;
  if (max !== null) return `Up to AED ${aed(max)} per month`;
  return null;
}

function licenceText(licence: LicenceSummary) {
  if (!licence.licenceNumber) return null;
  return `DMW licence ${licence.licenceNumber}${licence.validUntil ? `, valid until ${formatIsoDate(licence.validUntil)}` : ''}`;
}

/** How to tell a licensed agency from an illegal recruiter (DMW's own advice). */
function VerifyWarning() {
  return (
    <p className="mt-3 text-xs text-amber-900" data-verify-warning>
      Before you apply, check our licence on the{' '}
      <a href={dmwUrl} className="font-semibold underline" rel="noopener" target="_blank">
        DMW website
      </a>{' '}
      and never pay anyone a placement fee for a UAE job.
    </p>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-medium">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

const providedLabels = [
  ['accommodationProvided', 'accommodation'],
  ['foodProvided', 'food'],
  ['transportProvided', 'transport'],
  ['visaProvided', 'visa'],
] as const;

/**
 * The 'Licensed job order' panel a DMW-compliant ad carries: the agency's licence, the job order's
 * number, principal, worksite, vacancies and salary, and that workers pay no placement fee. Manpower
 * pooling shows its label instead of the job order's details.
 */
export function JobOrderPanel({
  job,
  licence,
  headingLevel: Heading,
}: {
  job: JobOpening;
  licence: LicenceSummary;
  /** One level under the opening's title. */
  headingLevel: 'h2' | 'h3' | 'h4';
}) {
  const licenceLine = licenceText(licence);
  const pooling = job.postingKind === 'MANPOWER_POOLING';
  const worksite = [job.worksiteCity, job.location.map((l) => l.name).join(' / '), 'UAE'].filter(Boolean).join(', ');
  const salary = monthlySalaryText(job);
  const provided = providedLabels.filter(([flag]) => job[flag]).map(([, label]) => label);
  return (
    <section
      aria-labelledby={`job-order-${job._id}`}
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-slate-800"
      data-job-order-panel
    >
      <Heading id={`job-order-${job._id}`} className="text-base font-semibold text-navy">
        {pooling ? 'Manpower pooling' : 'Licensed job order'}
      </Heading>
      <dl className="mt-2 space-y-1">
        <Row term="Agency">
          {licence.agencyName || '—'}
          {licenceLine ? ` (${licenceLine})` : ''}
        </Row>
        {pooling ? null : (
          <>
            <Row term="Job order no.">{job.jobOrderNumber ?? '—'}</Row>
            <Row term="Principal">
              {job.principalConfidential ? 'Confidential employer' : (job.principalName ?? '—')}
            </Row>
            <Row term="Worksite">{worksite}</Row>
            {job.vacancies !== null ? <Row term="Vacancies">{job.vacancies}</Row> : null}
            {salary ? <Row term="Salary">{salary}</Row> : null}
            {job.contractMonths !== null ? <Row term="Contract">{job.contractMonths} months</Row> : null}
            {provided.length > 0 ? <Row term="Employer provides">{provided.join(', ')}</Row> : null}
          </>
        )}
      </dl>
      {pooling ? (
        <p className="mt-2">
          No approved job order yet: we are pooling candidates for this role. Salary and vacancies will be announced
          once the employer&apos;s job order is approved.
        </p>
      ) : null}
      <p className="mt-2 font-semibold text-emerald-900">{noPlacementFee}</p>
      <VerifyWarning />
    </section>
  );
}

/** A card's compact form: the licence and the job order's number (or the pooling label). */
export function JobOrderLine({
  job,
  licenceNumber,
}: {
  job: Pick<JobSummary, 'postingKind' | 'jobOrderNumber'>;
  licenceNumber: string;
}) {
  const order =
    job.postingKind === 'MANPOWER_POOLING'
      ? 'Manpower pooling'
      : job.jobOrderNumber
        ? `Job order ${job.jobOrderNumber}`
        : null;
  const parts = [licenceNumber ? `Licence ${licenceNumber}` : null, order].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="mt-1 block text-xs text-slate-600" data-job-order-line>
      {parts.join(' · ')}
    </span>
  );
}
