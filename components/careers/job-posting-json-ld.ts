import type { JobOpening } from '@/lib/contracts';

/** Plain text of an HTML fragment, for meta descriptions. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** schema.org JobPosting of an opening, so search engines can list it in job results. */
export function jobPostingJsonLd(job: JobOpening): Record<string, unknown> {
  const hasSalary = job.salaryMinAed !== null || job.salaryMaxAed !== null;
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
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: (job.location.length > 0 ? job.location : [null]).map((place) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'AE', ...(place ? { addressLocality: place.name } : {}) },
    })),
    ...(hasSalary
      ? {
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
        }
      : {}),
  };
}

/** The JSON-LD as script text; '<' is escaped so the HTML of a description cannot close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
