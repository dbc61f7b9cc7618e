import { describe, expect, it } from 'vitest';
import type { JobOpening } from '@/lib/contracts';
import {
  jobPostingProblems,
  recommendedJobPostingFields,
  requirementJobPostingFields,
} from './google-job-posting-schema';
import { jobPostingJsonLd, jsonLdScript, type PostingAgency } from './job-posting-json-ld';
import { plainText } from './plain-text';

const job: JobOpening = {
  _id: 'j1',
  slug: 'head-chef',
  title: 'Head Chef',
  companyName: 'Marina Grand Hotel',
  icon: 'chef',
  tag: 'Urgent',
  position: null,
  location: [
    { _id: 'l1', name: 'Dubai' },
    { _id: 'l2', name: 'Abu Dhabi' },
  ],
  salaryBudget: null,
  salaryMinAed: 9000,
  salaryMaxAed: 12000,
  employmentType: 'FULL_TIME',
  postingKind: 'JOB_ORDER',
  jobOrderNumber: 'DMW-JO-2026-10412',
  principalName: 'Marina Grand Hotels LLC',
  principalConfidential: false,
  worksiteCity: 'Dubai Marina',
  vacancies: 3,
  contractMonths: 24,
  accommodationProvided: true,
  foodProvided: true,
  transportProvided: false,
  visaProvided: true,
  description: '<p>Lead the kitchen.</p>',
  responsibilities:
    '<ul><li>Plan the menus</li><li>5+ years as head chef in a 5-star hotel</li><li>Culinary diploma</li><li>A second language is an advantage</li></ul>',
  benefits: '',
  isActive: true,
  isApplied: false,
  validThrough: '2026-12-31',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const agency: PostingAgency = {
  name: 'Bayanihan Gulf Hospitality Careers Inc.',
  siteUrl: 'https://bayanihangulf.example',
  logoUrl: 'https://bayanihangulf.example/icon-512.png',
};

const pooling: JobOpening = {
  ...job,
  postingKind: 'MANPOWER_POOLING',
  jobOrderNumber: null,
  principalName: null,
  vacancies: null,
  salaryMinAed: null,
  salaryMaxAed: null,
};

describe('JobPosting JSON-LD', () => {
  it('gives search engines the title, dates, type and direct application', () => {
    expect(jobPostingJsonLd(job, agency)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Head Chef',
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2026-12-31',
      employmentType: 'FULL_TIME',
      directApply: true,
      totalJobOpenings: 3,
    });
  });

  it('names the agency and the job order number as the identifier', () => {
    expect(jobPostingJsonLd(job, agency).identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Bayanihan Gulf Hospitality Careers Inc.',
      value: 'DMW-JO-2026-10412',
    });
  });

  it('names a disclosed principal as the hiring organization, else the agency with its logo and site', () => {
    expect(jobPostingJsonLd(job, agency).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Marina Grand Hotels LLC',
    });
    const confidential = { ...job, principalConfidential: true, principalName: null };
    expect(jobPostingJsonLd(confidential, agency).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: agency.name,
      sameAs: 'https://bayanihangulf.example',
      logo: 'https://bayanihangulf.example/icon-512.png',
    });
  });

  it('puts requirements under their heading and leaves out empty benefits', () => {
    expect(jobPostingJsonLd(job, agency).description).toBe(
      `<p>Lead the kitchen.</p><h3>Requirements</h3>${job.responsibilities}`,
    );
  });

  it('places the worksite city in its emirate, each further emirate on its own, or the country alone', () => {
    expect(jobPostingJsonLd(job, agency).jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'AE',
          addressRegion: 'Dubai',
          addressLocality: 'Dubai Marina',
        },
      },
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'AE',
          addressRegion: 'Abu Dhabi',
          addressLocality: 'Abu Dhabi',
        },
      },
    ]);
    expect(jobPostingJsonLd({ ...job, location: [], worksiteCity: null }, agency).jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AE' } },
    ]);
  });

  it('states a monthly salary in AED with the bounds that are known, and none without any', () => {
    expect(jobPostingJsonLd(job, agency).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 9000, maxValue: 12000, unitText: 'MONTH' },
    });
    expect(jobPostingJsonLd({ ...job, salaryMaxAed: null }, agency).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 9000, unitText: 'MONTH' },
    });
    expect(jobPostingJsonLd({ ...job, salaryMinAed: null, salaryMaxAed: null }, agency).baseSalary).toBeUndefined();
  });

  it('gives manpower pooling no salary, vacancies or job order identifier, and the agency as employer', () => {
    const data = jobPostingJsonLd({ ...pooling, salaryMinAed: 2000, vacancies: 4 }, agency);
    expect(data.baseSalary).toBeUndefined();
    expect(data.totalJobOpenings).toBeUndefined();
    expect(data.identifier).toBeUndefined();
    expect(data.hiringOrganization).toMatchObject({ name: agency.name });
  });

  it('states the experience and the credential the Requirements text asks for', () => {
    const data = jobPostingJsonLd(job, agency);
    expect(data.experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 60,
      description: '5+ years as head chef in a 5-star hotel',
    });
    expect(data.educationRequirements).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'associate degree',
      description: 'Culinary diploma',
    });
  });

  it('leaves the requirements out when the text states none, and never takes a preference for one', () => {
    const data = jobPostingJsonLd(
      { ...job, responsibilities: '<p>Hotel management graduates preferred</p><p>Friendly</p>' },
      agency,
    );
    expect(data).not.toHaveProperty('experienceRequirements');
    expect(data).not.toHaveProperty('educationRequirements');
  });

  it('cannot be closed early by a description that contains </script>', () => {
    const script = jsonLdScript(
      jobPostingJsonLd({ ...job, description: '</script><script>alert(1)</script>' }, agency),
    );
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).description).toContain('</script><script>alert(1)</script>');
  });
});

describe("Google's JobPosting validator", () => {
  it('passes a complete job order with every recommended field', () => {
    const data = jobPostingJsonLd(job, agency);
    expect(jobPostingProblems(data)).toEqual([]);
    for (const field of [...recommendedJobPostingFields, ...requirementJobPostingFields]) {
      expect(data).toHaveProperty(field);
    }
  });

  it('passes manpower pooling, a confidential employer and an opening without emirates', () => {
    expect(jobPostingProblems(jobPostingJsonLd(pooling, agency))).toEqual([]);
    expect(jobPostingProblems(jobPostingJsonLd({ ...job, principalConfidential: true }, agency))).toEqual([]);
    expect(jobPostingProblems(jobPostingJsonLd({ ...job, location: [] }, agency))).toEqual([]);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title'],
    ['an empty description', { description: '' }, 'description'],
    ['a datePosted that is no date', { datePosted: 'yesterday' }, 'datePosted'],
    ['no hiring organization', { hiringOrganization: undefined }, 'hiringOrganization'],
    [
      'a relative logo',
      { hiringOrganization: { '@type': 'Organization', name: 'A', logo: '/icon.png' } },
      'hiringOrganization.logo',
    ],
    ['no job location', { jobLocation: [] }, 'jobLocation'],
    [
      'a country name instead of its code',
      { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'UAE' } } },
      'jobLocation',
    ],
    ['an unknown employment type', { employmentType: 'SEASONAL' }, 'employmentType'],
    [
      'a salary without a unit',
      {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'AED',
          value: { '@type': 'QuantitativeValue', minValue: 1 },
        },
      },
      'baseSalary.value.unitText',
    ],
    [
      'a salary minimum above its maximum',
      {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'AED',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 1, unitText: 'MONTH' },
        },
      },
      'baseSalary.value',
    ],
    [
      'a currency that is no ISO code',
      {
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'Dirham',
          value: { '@type': 'QuantitativeValue', value: 1, unitText: 'MONTH' },
        },
      },
      'baseSalary.currency',
    ],
    ['an identifier without a value', { identifier: { '@type': 'PropertyValue', name: 'Agency' } }, 'identifier.value'],
    ['a valid-through date that is no date', { validThrough: '31/12/2026' }, 'validThrough'],
  ])('refuses %s', (_name, change, path) => {
    const problems = jobPostingProblems({ ...jobPostingJsonLd(job, agency), ...change });
    expect(problems.some((p) => p.startsWith(path))).toBe(true);
  });

  it('refuses a posting that expires before it was posted', () => {
    expect(jobPostingProblems({ ...jobPostingJsonLd(job, agency), validThrough: '2026-10-01' })).toEqual([
      'validThrough: before datePosted',
    ]);
  });
});

describe('plainText', () => {
  it('strips tags and entities and shortens to a meta description', () => {
    expect(plainText('<p>Lead&nbsp;the <b>kitchen</b> &amp; team.</p>')).toBe('Lead the kitchen & team.');
    expect(plainText(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
  });
});
