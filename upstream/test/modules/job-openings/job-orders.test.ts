import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { envelope } from '@contracts/core/common';
import { jobOpeningSchema } from '@contracts/job-openings/opening';
import { adminJobOpeningPageSchema } from '@contracts/job-openings/staff';
import { jobOrderRequiredMessages, pastValidThroughMessage } from '@contracts/job-openings/job-order';
import { jobSearchResultSchema } from '@contracts/job-openings/search';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { isoDaysAhead, jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';

let ctx: TestContext;
let staff: TestAccount;
let lookups: SeededLookups;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/job-openings${url}`, payload, headers: staff.auth });
const staffPage = async (page: number) =>
  adminJobOpeningPageSchema.strict().parse((await send('GET', `?pageSize=100&page=${page}`)).json());
/** Every row of the staff list, a page at a time. */
const staffList = async () => {
  const first = await staffPage(1);
  const rest = [];
  for (let page = 2; page <= Math.ceil(first.total / 100); page++) rest.push(...(await staffPage(page)).data);
  return [...first.data, ...rest];
};
const staffTotal = async () => (await staffPage(1)).total;
const publicJob = async (id: string) =>
  envelope(jobOpeningSchema.strict()).parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${id}` })).json(),
  ).data;

const base = () => ({
  title: 'Banquet Server',
  companyName: 'Convention hotel, Dubai World Trade Centre',
  position: lookups.position![4]!._id,
  locations: [lookups['preffered-location']![0]!._id],
  salaryBudget: lookups['salary-budget']![1]!._id,
  description: '<p>Serve banquets of up to 800 guests.</p>',
});
const complete = () => ({ ...base(), ...jobOrderFields() });

/** The same opening without any of the job order's own fields (as openings were before them). */
const bare = () => ({ ...base(), validThrough: null, salaryBudget: null });

describe('job orders', () => {
  it('publishes a complete job order and shows every field of it to the public', async () => {
    const res = await send('POST', '', { ...complete(), accommodationProvided: true, foodProvided: true });
    expect(res.statusCode, res.body).toBe(201);
    const job = await publicJob(res.json().data._id);
    expect(job).toMatchObject({
      isActive: true,
      postingKind: 'JOB_ORDER',
      jobOrderNumber: 'DMW-JO-2026-77001',
      principalName: 'Creekside Hospitality LLC',
      principalConfidential: false,
      worksiteCity: 'Deira',
      vacancies: 4,
      salaryMinAed: 2500,
      salaryMaxAed: 3200,
      contractMonths: 24,
      accommodationProvided: true,
      foodProvided: true,
      transportProvided: false,
      visaProvided: true,
    });
    expect(job.location.map((l) => l.name)).toEqual(['Dubai']);
  });

  it('answers 400 naming each missing field when a job order is published without them, and stores nothing', async () => {
    const before = await staffTotal();
    const res = await send('POST', '', bare());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      jobOrderNumber: jobOrderRequiredMessages.jobOrderNumber,
      principalName: jobOrderRequiredMessages.principalName,
      worksiteCity: jobOrderRequiredMessages.worksiteCity,
      vacancies: jobOrderRequiredMessages.vacancies,
      salaryMinAed: jobOrderRequiredMessages.salaryMinAed,
      salaryMaxAed: jobOrderRequiredMessages.salaryMaxAed,
      contractMonths: jobOrderRequiredMessages.contractMonths,
      validThrough: jobOrderRequiredMessages.validThrough,
    });
    expect(res.json().message).toBe(
      'This job order cannot be published without its job order number, principal, city, vacancies, salary from, salary to, contract length, valid through.',
    );
    expect(await staffTotal()).toBe(before);
  });

  it.each(Object.keys(jobOrderFields()).filter((f) => f !== 'postingKind' && f !== 'principalConfidential'))(
    'refuses to publish a job order without %s',
    async (field) => {
      const res = await send('POST', '', { ...complete(), [field]: null });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    },
  );

  it('keeps an incomplete job order as a hidden draft, flags it in the staff list, and refuses to activate it', async () => {
    const created = await send('POST', '', { ...bare(), isActive: false, jobOrderNumber: 'JO 1/2026' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const listed = (await staffList()).find((j) => j._id === id)!;
    expect(listed.missingForPublishing).toEqual([
      'principalName',
      'worksiteCity',
      'vacancies',
      'salaryMinAed',
      'salaryMaxAed',
      'contractMonths',
      'validThrough',
    ]);

    const activate = await send('PATCH', `/${id}`, { isActive: true });
    expect(activate.statusCode).toBe(400);
    expect(Object.keys(activate.json().errors)).toEqual(listed.missingForPublishing);
    expect((await staffList()).find((j) => j._id === id)!.isActive).toBe(false);

    const filled = await send('PUT', `/${id}`, { ...complete(), isActive: false });
    expect(filled.json().data.missingForPublishing).toEqual([]);
    expect((await send('PATCH', `/${id}`, { isActive: true })).statusCode).toBe(200);
    expect((await publicJob(id)).isActive).toBe(true);
  });

  it('publishes a confidential principal without its name, which only staff see', async () => {
    const res = await send('POST', '', {
      ...complete(),
      principalName: 'Secret Palace LLC',
      principalConfidential: true,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;
    expect((await publicJob(id)).principalName).toBeNull();
    expect((await publicJob(id)).principalConfidential).toBe(true);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).body;
    expect(list).not.toContain('Secret Palace');
    expect((await staffList()).find((j) => j._id === id)!.principalName).toBe('Secret Palace LLC');

    // Confidential needs no name at all.
    const unnamed = await send('POST', '', { ...complete(), principalName: null, principalConfidential: true });
    expect(unnamed.statusCode).toBe(201);
  });

  it('publishes manpower pooling without salary, vacancies or a job order', async () => {
    const res = await send('POST', '', {
      ...bare(),
      postingKind: 'MANPOWER_POOLING',
      validThrough: isoDaysAhead(60),
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = await publicJob(res.json().data._id);
    expect(job).toMatchObject({
      isActive: true,
      postingKind: 'MANPOWER_POOLING',
      jobOrderNumber: null,
      vacancies: null,
      salaryMinAed: null,
      salaryMaxAed: null,
      salaryBudget: null,
    });
    expect((await staffList()).find((j) => j._id === job._id)!.missingForPublishing).toEqual([]);
  });

  it('answers 400 when manpower pooling states a salary, vacancies or a job order number', async () => {
    const before = await staffTotal();
    const res = await send('POST', '', { ...complete(), postingKind: 'MANPOWER_POOLING' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['jobOrderNumber', 'salaryBudget', 'salaryMaxAed', 'salaryMinAed', 'vacancies'].sort(),
    );
    expect(await staffTotal()).toBe(before);
  });

  it.each([
    ['negative vacancies', { vacancies: -3 }, 'vacancies', 'Vacancies must be at least 1'],
    ['no vacancies', { vacancies: 0 }, 'vacancies', 'Vacancies must be at least 1'],
    ['vacancies as text', { vacancies: 'ten' }, 'vacancies', 'Vacancies must be a number'],
    ['fractional vacancies', { vacancies: 2.5 }, 'vacancies', 'Vacancies must be a whole number'],
    ['too many vacancies', { vacancies: 10_001 }, 'vacancies', 'Vacancies must be at most 10000'],
    ['a contract of 0 months', { contractMonths: 0 }, 'contractMonths', 'Contract length must be at least 1'],
    ['a contract of 121 months', { contractMonths: 121 }, 'contractMonths', 'Contract length must be at most 120'],
    ['a negative salary', { salaryMinAed: -1 }, 'salaryMinAed', 'Salary must not be negative'],
    [
      'a minimum salary above the maximum',
      { salaryMinAed: 5000, salaryMaxAed: 3000 },
      'salaryMaxAed',
      'The maximum salary must not be below the minimum',
    ],
    [
      'a past valid-through date when publishing',
      { validThrough: '2020-01-31' },
      'validThrough',
      pastValidThroughMessage,
    ],
    [
      'markup in the job order number',
      { jobOrderNumber: '<script>x</script>' },
      'jobOrderNumber',
      'Use letters, digits, spaces, dots, dashes and slashes only',
    ],
    [
      'a job order number of 61 characters',
      { jobOrderNumber: 'J'.repeat(61) },
      'jobOrderNumber',
      'Job order number is too long',
    ],
    [
      'a principal name of 161 characters',
      { principalName: 'P'.repeat(161) },
      'principalName',
      'Principal name is too long',
    ],
    ['a city as a number', { worksiteCity: 42 }, 'worksiteCity', 'City must be text'],
    [
      'confidential as text',
      { principalConfidential: 'yes' },
      'principalConfidential',
      'principalConfidential must be true or false',
    ],
    [
      'an unknown posting kind',
      { postingKind: 'Poster' },
      'postingKind',
      'Please choose Job order or Manpower pooling',
    ],
    ['a benefit flag as text', { visaProvided: 'true' }, 'visaProvided', 'visaProvided must be true or false'],
  ])('answers 400 for %s and stores nothing', async (_name, change, field, message) => {
    const before = await staffTotal();
    const res = await send('POST', '', { ...complete(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await staffTotal()).toBe(before);
  });

  it('keeps a draft with a past valid-through date, but will not publish it', async () => {
    const res = await send('POST', '', { ...complete(), validThrough: '2020-01-31', isActive: false });
    expect(res.statusCode).toBe(201);
    const activate = await send('PATCH', `/${res.json().data._id}`, { isActive: true });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().errors).toEqual({
      validThrough: pastValidThroughMessage,
    });
  });

  it('refuses an edit that would leave a published job order incomplete, and keeps the stored one', async () => {
    const id = (await send('POST', '', complete())).json().data._id as string;
    const res = await send('PUT', `/${id}`, { ...complete(), vacancies: null, worksiteCity: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['worksiteCity', 'vacancies']);
    expect(await publicJob(id)).toMatchObject({ vacancies: 4, worksiteCity: 'Deira', isActive: true });
  });

  it('never ends published and incomplete when an activation and an emptying edit race', async () => {
    for (let round = 0; round < 5; round++) {
      const id = (await send('POST', '', { ...complete(), isActive: false })).json().data._id as string;
      const [activate, edit] = await Promise.all([
        send('PATCH', `/${id}`, { isActive: true }),
        send('PUT', `/${id}`, { ...bare(), isActive: false }),
      ]);
      expect([200, 400]).toContain(activate.statusCode);
      expect(edit.statusCode).toBe(200);
      const stored = (await staffList()).find((j) => j._id === id)!;
      if (stored.isActive) expect(stored.missingForPublishing).toEqual([]);
    }
  });

  it('gives job search cards the kind and job order number, without the principal', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/job-search?limit=50' });
    const { data } = jobSearchResultSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    for (const card of data) {
      expect(card).toHaveProperty('postingKind');
      expect(card).toHaveProperty('jobOrderNumber');
      expect(card).not.toHaveProperty('principalName');
    }
    expect(res.body).not.toContain('Secret Palace');
  });

  it('seeds demo jobs that are complete job orders, and one manpower pooling posting', async () => {
    const seeded = (await staffList()).filter(
      (j) => j.jobOrderNumber?.startsWith('DMW-JO-2026-1') || j.postingKind === 'MANPOWER_POOLING',
    );
    const demo = seeded.filter((j) => !j.title.startsWith('Banquet'));
    expect(demo.filter((j) => j.postingKind === 'JOB_ORDER').length).toBeGreaterThanOrEqual(11);
    expect(demo.filter((j) => j.postingKind === 'MANPOWER_POOLING').map((j) => j.title)).toEqual(['Barista']);
    for (const job of demo) expect(job.missingForPublishing, job.title).toEqual([]);
  });

  it('gives an opening stored before job orders the defaults, and flags what it lacks', async () => {
    // As the migration leaves a row written before the new columns: only the old ones set.
    const slug = `legacy-waiter-${Date.now()}`;
    await ctx.app.db.execute(
      sql`insert into job_openings (slug, title, company_name, is_active) values (${slug}, 'Legacy Waiter', 'Old hotel', true)`,
    );
    const legacy = (await staffList()).find((j) => j.slug === slug)!;
    expect(legacy).toMatchObject({
      postingKind: 'JOB_ORDER',
      jobOrderNumber: null,
      principalName: null,
      principalConfidential: false,
      worksiteCity: null,
      vacancies: null,
      contractMonths: 24,
      accommodationProvided: false,
      foodProvided: false,
      transportProvided: false,
      visaProvided: true,
    });
    expect(legacy.missingForPublishing).toEqual([
      'jobOrderNumber',
      'principalName',
      'locations',
      'worksiteCity',
      'vacancies',
      'salaryMinAed',
      'salaryMaxAed',
      'validThrough',
    ]);
  });
});

describe("the agency's licence in the site settings", () => {
  const settings = async () => (await ctx.app.inject({ method: 'GET', url: '/api/site-setting' })).json().data;
  let seeded: Awaited<ReturnType<typeof settings>>;
  beforeAll(async () => {
    seeded = await settings();
  });
  afterAll(() => upsertContentDocument(ctx.app.db, 'site-setting', seeded));
  const withLicence = (licence: object) =>
    upsertContentDocument(ctx.app.db, 'site-setting', {
      ...seeded,
      agencyLicence: { ...seeded.agencyLicence, ...licence },
    });

  it('must be filled in before anything is published, and nothing is stored when it is not', async () => {
    const hidden = (await send('POST', '', { ...complete(), isActive: false })).json().data._id as string;
    await withLicence({ licenceNumber: '' });
    const before = await staffTotal();

    const created = await send('POST', '', complete());
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toMatch(/DMW licence number and licence validity are filled in/);
    expect(await staffTotal()).toBe(before);

    const pooling = await send('POST', '', { ...base(), postingKind: 'MANPOWER_POOLING', salaryBudget: null });
    expect(pooling.statusCode).toBe(409);

    const activate = await send('PATCH', `/${hidden}`, { isActive: true });
    expect(activate.statusCode).toBe(409);
    expect((await staffList()).find((j) => j._id === hidden)!.isActive).toBe(false);

    // Drafts can still be written while the licence is missing.
    expect((await send('POST', '', { ...complete(), isActive: false })).statusCode).toBe(201);

    await withLicence({ licenceNumber: seeded.agencyLicence.licenceNumber });
    expect((await send('PATCH', `/${hidden}`, { isActive: true })).statusCode).toBe(200);
  });

  it('must be in force: an expired licence publishes nothing until the renewed one is entered', async () => {
    await withLicence({ validUntil: '2024-05-12' });
    const created = await send('POST', '', complete());
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toMatch(/expired on 2024-05-12/);

    await withLicence({ validUntil: isoDaysAhead(365) });
    expect((await send('POST', '', complete())).statusCode).toBe(201);
  });
});
