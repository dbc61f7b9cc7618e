import { describe, expect, it } from 'vitest';
import type { JobOpening } from '@/lib/contracts';
import { jobPostingJsonLd, jsonLdScript, plainText } from './job-posting-json-ld';

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
  salaryMaxAed: null,
  employmentType: 'FULL_TIME',
  description: '<p>Lead the kitchen.</p>',
  responsibilities: '<ul><li>Menus</li></ul>',
  benefits: '',
  isActive: true,
  isApplied: false,
  validThrough: '2026-12-31',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('JobPosting JSON-LD', () => {
  it('gives search engines the title, employer, dates and type', () => {
    const data = jobPostingJsonLd(job);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Head Chef',
      hiringOrganization: { '@type': 'Organization', name: 'Marina Grand Hotel' },
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2026-12-31',
      employmentType: 'FULL_TIME',
    });
  });

  it('puts requirements under their heading and leaves out empty benefits', () => {
    expect(jobPostingJsonLd(job).description).toBe(
      '<p>Lead the kitchen.</p><h3>Requirements</h3><ul><li>Menus</li></ul>',
    );
  });

  it('names each UAE city, or the country alone when no city is given', () => {
    expect(jobPostingJsonLd(job).jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AE', addressLocality: 'Dubai' } },
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AE', addressLocality: 'Abu Dhabi' } },
    ]);
    expect(jobPostingJsonLd({ ...job, location: [] }).jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AE' } },
    ]);
  });

  it('states a monthly salary in AED with only the bounds that are known, and none without any', () => {
    expect(jobPostingJsonLd(job).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 9000, unitText: 'MONTH' },
    });
    expect(jobPostingJsonLd({ ...job, salaryMinAed: null }).baseSalary).toBeUndefined();
  });

  it('cannot be closed early by a description that contains </script>', () => {
    const script = jsonLdScript(jobPostingJsonLd({ ...job, description: '</script><script>alert(1)</script>' }));
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script).description).toContain('</script><script>alert(1)</script>');
  });
});

describe('plainText', () => {
  it('strips tags and entities and shortens to a meta description', () => {
    expect(plainText('<p>Lead&nbsp;the <b>kitchen</b> &amp; team.</p>')).toBe('Lead the kitchen & team.');
    expect(plainText(`<p>${'word '.repeat(60)}</p>`, 20)).toBe('word word word word…');
  });
});
