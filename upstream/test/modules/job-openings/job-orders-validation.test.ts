import { afterAll, describe, expect, it } from 'vitest';
import { pastValidThroughMessage } from '@contracts/job-openings/job-order';
import { jobOrdersWorld } from './job-orders-world';

const { ctx, send, staffList, staffTotal, publicJob, complete, bare } = await jobOrdersWorld();
afterAll(() => ctx.close());

describe('job orders', () => {
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
});
