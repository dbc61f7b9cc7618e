import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCountCap, applicationPageSchema } from '@contracts/applications/staff';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { insertApplications } from '../../helpers/bulk-applications';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;
let initial: string[];
let added = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  initial = await insertApplications(ctx.app.db, 'Paged Applicant', 1234);
});
afterAll(() => ctx.close());

async function page(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/applications?${query}`, headers: staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return applicationPageSchema.parse(res.json());
}

/** New applications arriving while staff page through: names, experience and dates across the list. */
async function someoneApplies() {
  added += 1;
  await insertApplications(ctx.app.db, `${added % 2 ? 'Aaron' : 'Zoe'} New ${added}`, 3);
}

/** Walks the list to its end (or its start, backwards), with applications arriving between pages. */
async function walk(query: string, direction: 'forward' | 'backward') {
  const seen: string[] = [];
  let current = await page(`${query}&pageSize=100${direction === 'backward' ? '&last=1' : ''}`);
  for (;;) {
    const ids = current.data.map((row) => row._id);
    seen.push(...(direction === 'forward' ? ids : ids.reverse()));
    const cursor = direction === 'forward' ? current.next : current.previous;
    if (!cursor) return seen;
    await someoneApplies();
    current = await page(`${query}&pageSize=100&${direction === 'forward' ? 'after' : 'before'}=${cursor}`);
  }
}

describe('paging the staff list by key', () => {
  it.each([
    ['newest first', 'sort=createdAt&order=desc'],
    ['oldest first', 'sort=createdAt&order=asc'],
    ['by name', 'sort=name&order=asc'],
    ['by experience', 'sort=experienceInYears&order=desc'],
    ['by stage, filtered', 'sort=stage&order=asc&q=applicant'],
  ])('shows every row once, none lost or repeated, while rows are added: %s', async (_, query) => {
    for (const direction of ['forward', 'backward'] as const) {
      const seen = await walk(query, direction);
      expect(new Set(seen).size, direction).toBe(seen.length);
      const present = new Set(seen);
      expect(
        initial.filter((id) => !present.has(id)),
        direction,
      ).toEqual([]);
    }
  });

  it.each([
    ['newest first', 'sort=createdAt&order=desc'],
    ['by name', 'sort=name&order=desc'],
    ['by experience', 'sort=experienceInYears&order=asc'],
  ])(
    'a search with fewer matches than the cap (page and count from one scan) counts them and pages them in the list order: %s',
    async (_, order) => {
      // Paged Applicant 01000 to 01234: 235 matches; the rows added while paging do not match.
      const matching = new Set(initial.slice(999));
      const query = `${order}&q=${encodeURIComponent('applicant 01')}`;
      expect(await page(`${query}&pageSize=1`)).toMatchObject({ total: matching.size, totalCapped: false });
      const inListOrder = (await walk(order, 'forward')).filter((id) => matching.has(id));
      expect(await walk(query, 'forward')).toEqual(inListOrder);
      expect((await walk(query, 'backward')).reverse()).toEqual(inListOrder);
    },
  );

  it('counts up to the cap, then says there are more', async () => {
    expect(await page('pageSize=1')).toMatchObject({ total: applicationCountCap, totalCapped: true });
    await insertApplications(ctx.app.db, 'Counted', applicationCountCap);
    expect(await page('pageSize=1&q=counted')).toMatchObject({ total: applicationCountCap, totalCapped: false });
    await insertApplications(ctx.app.db, 'Counted Again', 1);
    expect(await page('pageSize=1&q=counted')).toMatchObject({ total: applicationCountCap, totalCapped: true });
    expect(await page('pageSize=1&q=counted again')).toMatchObject({ total: 1, totalCapped: false });
  });

  it('a search known past the cap still reads each page afresh: a new match shows first at once', async () => {
    const query = 'pageSize=2&q=counted';
    expect(await page(query)).toMatchObject({ totalCapped: true });
    await insertApplications(ctx.app.db, 'Counted Latest', 1);
    const latest = await page(query);
    expect(latest).toMatchObject({ total: applicationCountCap, totalCapped: true });
    expect(latest.data[0]!.name).toBe('Counted Latest 00001');
    const next = await page(`${query}&after=${latest.next}`);
    expect(next).toMatchObject({ total: applicationCountCap, totalCapped: true });
    expect(next.data.filter((row) => latest.data.some((shown) => shown._id === row._id))).toEqual([]);
  });
});

describe('searching a part of a name or email', () => {
  beforeAll(async () => {
    await ctx.app.db.execute(sql`
      insert into applications (name, email, phone, english_proficiency, experience_in_years, education,
        passport_number, passport_expiry, available_to_start)
      select name, email, '+63 917 555 0000', 'basic', 1, 'college', 'P1', '2035-01-01', '2027-01-01'
      from (values ('Rosa 100% Lim', 'rosa_lim@example.com'), ('Rosa 1000 Lim', 'rosaxlim@example.com'),
        ('Tess Aquino', 'tess.aquino@mail.example.org')) as v(name, email)`);
  });
  const names = async (q: string) => (await page(`q=${encodeURIComponent(q)}`)).data.map((row) => row.name).sort();

  it('matches a part of a name or an email, in any case', async () => {
    expect(await names('SA 10')).toEqual(['Rosa 100% Lim', 'Rosa 1000 Lim']);
    expect(await names('quino@mail.ex')).toEqual(['Tess Aquino']);
  });

  it('takes % and _ literally', async () => {
    expect(await names('100%')).toEqual(['Rosa 100% Lim']);
    expect(await names('a_l')).toEqual(['Rosa 100% Lim']);
  });
});
