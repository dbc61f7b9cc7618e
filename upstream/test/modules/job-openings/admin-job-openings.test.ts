import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOpeningSchema } from '@contracts/job-openings/opening';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';

let ctx: TestContext;
let staff: TestAccount;
let candidate: TestAccount;
let lookups: SeededLookups;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  candidate = await createAccount(ctx, 'User');
  lookups = await readLookups(ctx);
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = staff.auth) =>
  ctx.app.inject({ method, url: `/api/admin/job-openings${url}`, payload, headers: auth });

const input = () => ({
  ...jobOrderFields(),
  title: 'Demi Chef de Partie',
  companyName: 'Waterfront hotel, Dubai Creek',
  tag: 'Urgent',
  position: lookups.position![11]!._id,
  locations: [lookups['preffered-location']![0]!._id, lookups['preffered-location']![2]!._id],
  salaryBudget: lookups['salary-budget']![2]!._id,
  salaryMinAed: 3200,
  salaryMaxAed: 4000,
  description: '<p>Run the grill section.</p><script>alert(1)</script>',
  responsibilities: '<ul><li onclick="x()">3 years in a hot kitchen</li></ul>',
  benefits: '<ul><li>Meals on duty</li></ul>',
  validThrough: '2027-06-30',
});

describe('admin job openings', () => {
  it('creates an opening that the public list shows at once, with its HTML sanitized', async () => {
    const res = await send('POST', '', input());
    expect(res.statusCode).toBe(201);
    const job = jobOpeningSchema.parse(res.json().data);
    expect(job).toMatchObject({
      title: 'Demi Chef de Partie',
      slug: expect.stringMatching(/^demi-chef-de-partie/),
      isActive: true,
    });
    expect(job.description).toBe('<p>Run the grill section.</p>');
    expect(job.responsibilities).toBe('<ul><li>3 years in a hot kitchen</li></ul>');
    expect(job.location.map((l) => l.name)).toEqual(['Dubai', 'Sharjah']);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
    expect(list.map((j: { _id: string }) => j._id)).toContain(job._id);
  });

  it('creates all three openings with one title sent at once, with distinct slugs', async () => {
    const same = { ...input(), title: 'Night Auditor', companyName: 'Creekside hotel' };
    const results = await Promise.all([send('POST', '', same), send('POST', '', same), send('POST', '', same)]);
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const slugs = results.map((res) => res.json().data.slug as string);
    expect(new Set(slugs).size).toBe(3);
    for (const slug of slugs) expect(slug).toMatch(/^night-auditor-creekside-hotel/);
  });

  it('gives a second opening with the same title a different slug', async () => {
    const a = (await send('POST', '', input())).json().data;
    const b = (await send('POST', '', input())).json().data;
    expect(a.slug).not.toBe(b.slug);
  });

  it('edits an opening, replacing its locations', async () => {
    const job = (await send('POST', '', input())).json().data;
    const res = await send('PUT', `/${job._id}`, {
      ...input(),
      title: 'Chef de Partie – Grill',
      locations: [lookups['preffered-location']![1]!._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Chef de Partie – Grill', slug: job.slug });
    expect(res.json().data.location.map((l: { name: string }) => l.name)).toEqual(['Abu Dhabi']);
  });

  it('deactivates an opening (gone from the public list) and deletes it (404)', async () => {
    const job = (await send('POST', '', input())).json().data;
    expect((await send('PATCH', `/${job._id}`, { isActive: false })).statusCode).toBe(200);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
    expect(list.map((j: { _id: string }) => j._id)).not.toContain(job._id);
    expect((await send('GET', '?status=inactive')).json().data.map((j: { _id: string }) => j._id)).toContain(job._id);

    expect((await send('DELETE', `/${job._id}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${job._id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/${job._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['title', '', 'Title is required'],
    ['locations', [], 'Please choose at least one location'],
    ['salaryMaxAed', 1000, 'The maximum salary must not be below the minimum'],
    ['tag', 'Whenever', undefined],
  ])('answers 400 for %s = %j and stores nothing', async (field, value, message) => {
    const before = (await send('GET', '')).json().total;
    const res = await send('POST', '', { ...input(), [field]: value });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors[field]).toBe(message);
    expect((await send('GET', '')).json().total).toBe(before);
  });

  it('answers 400 for a location that does not exist', async () => {
    const res = await send('POST', '', { ...input(), locations: ['00000000-0000-4000-8000-000000000000'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ locations: 'Please choose at least one location' });
  });

  it('is for staff only', async () => {
    expect((await send('POST', '', input(), {} as never)).statusCode).toBe(401);
    expect((await send('POST', '', input(), candidate.auth)).statusCode).toBe(403);
    expect((await send('GET', '', undefined, candidate.auth)).statusCode).toBe(403);
  });
});
