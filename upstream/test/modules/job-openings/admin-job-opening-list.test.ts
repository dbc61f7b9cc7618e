import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/core/common';
import { adminJobOpeningSchema } from '@contracts/job-openings/opening';
import { adminJobOpeningPageSchema, jobOpeningOptionSchema } from '@contracts/job-openings/staff';
import { z } from 'zod';
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
  // Sixty openings more, a third hidden, several created in the same instant (paging must still not repeat one).
  await ctx.app.db.execute(sql`
    insert into job_openings (slug, title, company_name, is_active, description, created_at)
    select 'bulk-' || n, 'Bulk Waiter ' || n, 'Bulk hotel ' || (n % 4), n % 3 <> 0,
           repeat('<p>Long description.</p>', 200), timestamptz '2026-01-01' + (n / 5) * interval '1 hour'
    from generate_series(1, 60) as n`);
});
afterAll(() => ctx.close());

const get = (url: string, auth = staff.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/job-openings${url}`, headers: auth });
const page = async (query: string) => {
  const res = await get(`?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminJobOpeningPageSchema.strict().parse(res.json());
};
const options = async () =>
  envelope(z.array(jobOpeningOptionSchema.strict())).parse((await get('/options')).json()).data;

/** Every row of a listing, read a page at a time until the pages run out. */
async function everyPage(query: string, pageSize: number) {
  const ids: string[] = [];
  const first = await page(`${query}&pageSize=${pageSize}`);
  for (let n = 1; n <= Math.ceil(first.total / pageSize); n++) {
    const { data } = await page(`${query}&pageSize=${pageSize}&page=${n}`);
    ids.push(...data.map((j) => j._id));
  }
  return { ids, total: first.total };
}

const input = (title: string) => ({
  ...jobOrderFields(),
  title,
  companyName: 'Marina tower hotel',
  position: lookups.position![2]!._id,
  locations: [lookups['preffered-location']![0]!._id],
  description: '<p>Greets every guest.</p>',
});

describe('the staff list of job openings', () => {
  it('pages through every opening once, newest first, without the long texts', async () => {
    const all = await options();
    const { ids, total } = await everyPage('', 7);
    expect(total).toBe(all.length);
    expect(ids).toHaveLength(total);
    expect(new Set(ids)).toEqual(new Set(all.map((o) => o._id)));

    const first = await page('pageSize=100');
    const created = first.data.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.data[0]).not.toHaveProperty('description');
    expect(JSON.stringify(first)).not.toContain('Long description');
  });

  it('filters active and inactive openings, each paged whole', async () => {
    const active = await everyPage('status=active', 9);
    const inactive = await everyPage('status=inactive', 9);
    const all = await options();
    expect(new Set(active.ids)).toEqual(new Set(all.filter((o) => o.isActive).map((o) => o._id)));
    expect(new Set(inactive.ids)).toEqual(new Set(all.filter((o) => !o.isActive).map((o) => o._id)));
    expect(inactive.total).toBeGreaterThanOrEqual(20);
    expect(active.total + inactive.total).toBe(all.length);
  });

  it('searches the title, company, job order number and principal, any case, with % taken literally', async () => {
    const job = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/job-openings',
        headers: staff.auth,
        payload: {
          ...input('Guest Relations Officer'),
          jobOrderNumber: 'DMW-JO-2026-55123',
          principalName: 'Zaffre LLC',
        },
      })
    ).json().data;
    for (const q of ['guest relations', 'MARINA TOWER', '55123', 'zaffre']) {
      const found = await page(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((j) => j._id),
        q,
      ).toContain(job._id);
    }
    const bulk = await page('q=bulk%20hotel%202&pageSize=100');
    expect(bulk.total).toBe(15);
    expect(bulk.data.every((j) => j.companyName === 'Bulk hotel 2')).toBe(true);
    expect((await page('q=bulk%20hotel%202&status=inactive&pageSize=100')).data.every((j) => !j.isActive)).toBe(true);
    expect((await page(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('flags what a hidden draft lacks to be published, in its row', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/job-openings',
      headers: staff.auth,
      payload: { ...input('Draft Concierge'), isActive: false, vacancies: null, worksiteCity: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await page('q=draft%20concierge')).data[0]!;
    expect(row).toMatchObject({ title: 'Draft Concierge', isActive: false });
    expect(row.missingForPublishing).toEqual(['worksiteCity', 'vacancies']);
  });

  it('opens one opening whole, hidden ones too', async () => {
    const [hidden] = (await page('status=inactive&q=bulk')).data;
    const res = await get(`/${hidden!._id}`);
    expect(res.statusCode).toBe(200);
    const job = envelope(adminJobOpeningSchema.strict()).parse(res.json()).data;
    expect(job).toMatchObject({ _id: hidden!._id, isActive: false });
    expect(job.description).toContain('Long description');
    expect((await get('/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lists every opening as an option, active ones first', async () => {
    const all = await options();
    const firstInactive = all.findIndex((o) => !o.isActive);
    expect(firstInactive).toBeGreaterThan(0);
    expect(all.slice(firstInactive).every((o) => !o.isActive)).toBe(true);
  });

  it.each(['page=0', 'page=abc', 'q=ana%00', 'pageSize=0', 'pageSize=101', 'status=closed', `q=${'x'.repeat(101)}`])(
    'answers 400 for %s',
    async (query) => {
      const res = await get(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('answers an empty page past the end, with the total', async () => {
    const { total } = await page('');
    const past = await page(`page=${Math.ceil(total / 25) + 1}`);
    expect(past).toMatchObject({ data: [], total });
  });

  it('is for staff only', async () => {
    for (const url of ['', '/options', `/${(await options())[0]!._id}`]) {
      expect((await get(url, {} as never)).statusCode).toBe(401);
      expect((await get(url, candidate.auth)).statusCode).toBe(403);
    }
  });
});
