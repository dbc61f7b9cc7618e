import { describe, expect, it } from 'vitest';
import { jobOpeningInputSchema } from './fields';
import {
  agencyLicenceProblem,
  jobOrderErrors,
  missingJobOrderFields,
  pastValidThroughMessage,
  pickJobOrder,
  type JobOrderFields,
} from './job-order';

const complete: JobOrderFields & { isActive: boolean; salaryBudget: string | null } = {
  postingKind: 'JOB_ORDER',
  jobOrderNumber: 'DMW-JO-2026-10412',
  principalName: 'Palm Crescent Resorts LLC',
  principalConfidential: false,
  worksiteCity: 'Palm Jumeirah',
  vacancies: 25,
  salaryMinAed: 1800,
  salaryMaxAed: 2000,
  contractMonths: 24,
  validThrough: '2026-12-31',
  locationCount: 1,
  isActive: true,
  salaryBudget: null,
};

describe('job order rules', () => {
  it('publish a complete job order, valid through today included', () => {
    expect(jobOrderErrors(complete, '2026-12-31')).toEqual({});
  });

  it('name each field a job order lacks to be published, and nothing for a draft', () => {
    const bare = { ...complete, jobOrderNumber: null, worksiteCity: null, vacancies: null, locationCount: 0 };
    expect(missingJobOrderFields(bare)).toEqual(['jobOrderNumber', 'locations', 'worksiteCity', 'vacancies']);
    expect(Object.keys(jobOrderErrors(bare, '2026-11-01'))).toEqual(missingJobOrderFields(bare));
    expect(jobOrderErrors({ ...bare, isActive: false }, '2026-11-01')).toEqual({});
  });

  it('need no principal name when the employer is confidential', () => {
    expect(missingJobOrderFields({ ...complete, principalName: null, principalConfidential: true })).toEqual([]);
    expect(missingJobOrderFields({ ...complete, principalName: null })).toEqual(['principalName']);
  });

  it('refuse publishing past its valid-through date, but keep such a draft', () => {
    expect(jobOrderErrors(complete, '2027-01-01')).toEqual({
      validThrough: pastValidThroughMessage,
    });
    expect(jobOrderErrors({ ...complete, isActive: false }, '2027-01-01')).toEqual({});
  });

  it('let manpower pooling go without a job order, but not state a salary or vacancies', () => {
    const pooling = { ...complete, postingKind: 'MANPOWER_POOLING' as const };
    expect(missingJobOrderFields({ ...pooling, jobOrderNumber: null, vacancies: null })).toEqual([]);
    expect(Object.keys(jobOrderErrors({ ...pooling, salaryBudget: 'band' }, '2026-11-01')).sort()).toEqual(
      ['jobOrderNumber', 'salaryBudget', 'salaryMaxAed', 'salaryMinAed', 'vacancies'].sort(),
    );
  });
});

describe("the agency's licence", () => {
  const licence = {
    agencyName: 'Bayanihan Gulf Hospitality Careers Inc.',
    licenceNumber: 'DMW-087-LB-051224-R',
    validUntil: '2028-05-12',
    address: 'Malate, Manila',
  };

  it('lets openings be published under a licence in force, through its last day', () => {
    expect(agencyLicenceProblem(licence, '2026-11-24')).toBeNull();
    expect(agencyLicenceProblem(licence, '2028-05-12')).toBeNull();
  });

  it.each(['agencyName', 'licenceNumber', 'validUntil'] as const)('refuses while the %s is empty', (field) => {
    expect(agencyLicenceProblem({ ...licence, [field]: '' }, '2026-11-24')).toMatch(
      /filled in under Content, Site settings/,
    );
  });

  it('refuses once the licence has expired, naming the date', () => {
    expect(agencyLicenceProblem(licence, '2028-05-13')).toMatch(/expired on 2028-05-12/);
  });
});

describe('the staff payload', () => {
  const base = { title: 'Waiter', companyName: 'Marina hotel', locations: ['8c7e2b1e-1f0a-4c1e-9a1b-2f3c4d5e6f70'] };

  it('reads blank text as not stated, and defaults a new job order with the visa provided', () => {
    const parsed = jobOpeningInputSchema.parse({ ...base, jobOrderNumber: '  ', principalName: '' });
    expect(pickJobOrder(parsed)).toEqual({
      postingKind: 'JOB_ORDER',
      jobOrderNumber: null,
      principalName: null,
      principalConfidential: false,
      worksiteCity: null,
      vacancies: null,
      contractMonths: null,
      accommodationProvided: false,
      foodProvided: false,
      transportProvided: false,
      visaProvided: true,
    });
  });

  it('trims a job order number and refuses one with markup', () => {
    expect(jobOpeningInputSchema.parse({ ...base, jobOrderNumber: ' JO 1/2026 ' }).jobOrderNumber).toBe('JO 1/2026');
    expect(jobOpeningInputSchema.safeParse({ ...base, jobOrderNumber: '<b>1</b>' }).success).toBe(false);
  });
});
