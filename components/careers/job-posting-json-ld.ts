import type { JobOpening } from '@/lib/contracts';
import { educationRequirements, experienceRequirements } from './job-posting-requirements';

/** The agency that advertises every opening: its DMW licence, its site and its logo (absolute URLs). */
export interface PostingAgency {
  name: string;
  siteUrl: string;
  logoUrl: string;
}

/**
 * The organization Google shows as hiring: the foreign principal when named (Google asks for the
 * company offering the job), else the agency itself (a confidential employer, or manpower pooling).
 * See docs/decisions/0016.
 */
function hiringOrganization(job: JobOpening, agency: PostingAgency) {
  if (job.postingKind === 'JOB_ORDER' && !job.principalConfidential && job.principalName) {
    return { '@type': 'Organization', name: job.principalName };
  }
  return { '@type': 'Organization', name: agency.name, sameAs: agency.siteUrl, logo: agency.logoUrl };
}

/** One Place per emirate; the city belongs to the first (the worksite), the others are named alone. */
function jobLocation(job: JobOpening) {
  const emirates = job.location.length > 0 ? job.location.map((l) => l.name) : [null];
  return emirates.map((emirate, index) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'AE',
      ...(emirate ? { addressRegion: emirate } : {}),
      ...(index === 0 && job.worksiteCity
        ? { addressLocality: job.worksiteCity }
        : emirate
          ? { addressLocality: emirate }
          : {}),
    },
  }));
}

function baseSalary(job: JobOpening) {
  // Manpower pooling states no salary, in the page or in its data.
  if (job.postingKind !== 'JOB_ORDER' || (job.salaryMinAed === null && job.salaryMaxAed === null)) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salaryMinAed !== null ? { minValue: job.salaryMinAed } : {}),
        ...(job.salaryMaxAed !== null ? { maxValue: job.salaryMaxAed } : {}),
        unitText: 'MONTH',
      },
    },
  };
}

/** The experience and education the Requirements text states; nothing when it states none. */
function requirements(html: string) {
  const experience = experienceRequirements(html);
  const education = educationRequirements(html);
  return {
    ...(experience ? { experienceRequirements: experience } : {}),
    ...(education ? { educationRequirements: education } : {}),
  };
}

/** schema.org JobPosting of an opening, so search engines can list it in job results (Google's fields). */
export function jobPostingJsonLd(job: JobOpening, agency: PostingAgency): Record<string, unknown> {
  const isJobOrder = job.postingKind === 'JOB_ORDER';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.description,
      job.responsibilities && `<h3>Requirements</h3>${job.responsibilities}`,
      job.benefits && `<h3>Benefits</h3>${job.benefits}`,
    ]
      .filter(Boolean)
      .join(''),
    datePosted: job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: hiringOrganization(job, agency),
    jobLocation: jobLocation(job),
    ...baseSalary(job),
    ...(isJobOrder && job.jobOrderNumber
      ? { identifier: { '@type': 'PropertyValue', name: agency.name, value: job.jobOrderNumber } }
      : {}),
    directApply: true,
    ...(isJobOrder && job.vacancies !== null ? { totalJobOpenings: job.vacancies } : {}),
    ...requirements(job.responsibilities),
  };
}

/** The JSON-LD as script text; '<' is escaped so the HTML of a description cannot close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
