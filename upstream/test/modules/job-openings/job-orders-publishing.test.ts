import { afterAll, describe, expect, it } from 'vitest';
import { jobOrderRequiredMessages } from '@contracts/job-openings/job-order';
import { jobSearchResultSchema } from '@contracts/job-openings/search';
import { isoDaysAhead, jobOrderFields } from '../../helpers/job-order';
import { jobOrdersWorld } from './job-orders-world';

const { ctx, send, staffList, staffTotal, publicJob, complete, bare } = await jobOrdersWorld();
afterAll(() => ctx.close());

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
});
