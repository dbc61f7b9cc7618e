import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchResultSchema, type JobSummary } from '@contracts/job-openings/search';
import { jobOpeningSchema } from '@contracts/job-openings/opening';
import { envelope } from '@contracts/core/common';
import { like } from 'drizzle-orm';
import { z } from 'zod';
import { jobOpenings } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';

let ctx: TestContext;
let staff: TestAccount;
let lookups: SeededLookups;

const positionAt = (i: number) => lookups.position![i % lookups.position!.length]!._id;
const locationAt = (i: number) => lookups['preffered-location']![i % lookups['preffered-location']!.length]!._id;
const budgetAt = (i: number) => lookups['salary-budget']![i % lookups['salary-budget']!.length]!._id;

/** 48 openings beside the 13 of the demo: varied positions, emirates and bands, a few with marker words. */
async function createJobs() {
  for (let i = 0; i < 48; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/job-openings',
      headers: staff.auth,
      payload: {
        ...jobOrderFields(),
        title: i % 12 === 0 ? `Zephyrine Lounge Host ${i}` : `Hospitality Role ${i}`,
        companyName: i % 16 === 1 ? 'Quillon Hotels Group' : `Employer ${i} LLC`,
        position: positionAt(i),
        locations: [locationAt(i), locationAt(i + 3)],
        salaryBudget: budgetAt(i),
        description:
          i % 10 === 5 ? '<p>Serve <strong>Marzipanova</strong> desserts &amp; more.</p>' : '<p>Daily work.</p>',
      },
    });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  }
}

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
  await createJobs();
  // Ten openings (2, 20 to 29 but 24) share one creation time, so that paging must tell them apart by id.
  await ctx.app.db
    .update(jobOpenings)
    .set({ createdAt: new Date('2026-01-15T08:00:00.000Z') })
    .where(like(jobOpenings.title, 'Hospitality Role 2%'));
  // Written behind the API's back, so the read model is told as a write through the API would.
  await ctx.app.readModel.changed('jobs');
});
afterAll(() => ctx?.close());

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/job-search${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return jobSearchResultSchema.strict().parse(res.json());
}

/** Every page of a search, following nextCursor to the end. */
async function allPages(query: Record<string, string>, limit: number) {
  const seen: JobSummary[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const result = await search(`?${params}`);
    expect(result.data.length).toBeLessThanOrEqual(limit);
    seen.push(...result.data);
    totals.add(result.total);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return { jobs: seen, totals: [...totals] };
}

const specList = async () =>
  envelope(z.array(jobOpeningSchema)).parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json(),
  ).data;

describe('job search', () => {
  it('answers the newest active openings, 20 a page, with the count of all of them', async () => {
    const active = await specList();
    const result = await search('');
    expect(active.length).toBeGreaterThanOrEqual(55);
    expect(result.data).toHaveLength(20);
    expect(result.total).toBe(active.length);
    expect(result.nextCursor).toEqual(expect.any(String));
    const times = result.data.map((job) => job.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('leaves the rich-text bodies and the viewer state out of each result', async () => {
    const [job] = (await search('?limit=1')).data;
    expect(Object.keys(job!)).not.toEqual(expect.arrayContaining(['description']));
    for (const key of ['description', 'responsibilities', 'benefits', 'isActive', 'isApplied']) {
      expect(job).not.toHaveProperty(key);
    }
  });

  it('pages through every active opening with no duplicate and no gap', async () => {
    const active = await specList();
    const { jobs, totals } = await allPages({}, 7);
    const ids = jobs.map((job) => job._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(active.map((job) => job._id).sort());
    expect(totals).toEqual([active.length]);
  });

  it('keeps openings created at the same moment apart by id when paging', async () => {
    const { jobs } = await allPages({ q: 'hospitality role' }, 3);
    expect(jobs.length).toBeGreaterThan(40);
    expect(jobs.filter((job) => job.createdAt === '2026-01-15T08:00:00.000Z')).toHaveLength(10);
    // Newest first, and among equal times by id descending: a strict order, so no page repeats one.
    for (let i = 1; i < jobs.length; i++) {
      const [a, b] = [jobs[i - 1]!, jobs[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a._id > b._id)).toBe(true);
    }
  });

  it('finds words by their beginning in the title, the company and the description', async () => {
    const byTitle = await search('?q=zephyr');
    expect(byTitle.data.map((job) => job.title).sort()).toEqual(
      [0, 12, 24, 36].map((i) => `Zephyrine Lounge Host ${i}`).sort(),
    );
    expect(byTitle.total).toBe(4);
    const byCompany = await search('?q=QUILL');
    expect(byCompany.total).toBe(3);
    expect(byCompany.data.every((job) => job.companyName === 'Quillon Hotels Group')).toBe(true);
    const byDescription = await search('?q=marzipan');
    expect(byDescription.data.map((job) => job.title).sort()).toEqual(
      [5, 15, 25, 35, 45].map((i) => `Hospitality Role ${i}`).sort(),
    );
  });

  it('finds openings by their position name, and by its new name once staff rename it', async () => {
    const position = lookups.position![2]!;
    const active = (await specList()).filter((job) => job.position?._id === position._id);
    const before = await search(`?q=${encodeURIComponent(position.name)}&limit=50`);
    expect(before.data.map((job) => job._id)).toEqual(expect.arrayContaining(active.map((job) => job._id)));

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/lookups/position/${position._id}`,
      headers: staff.auth,
      payload: { name: 'Gastronomiquist', sortingOrder: 3, isActive: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await search('?q=gastronom&limit=50');
    expect(after.data.map((job) => job._id).sort()).toEqual(active.map((job) => job._id).sort());
  });

  it('matches every word given, whatever the punctuation around them', async () => {
    const result = await search(`?q=${encodeURIComponent('  ZEPHYRINE-lounge  (host) & 12 | !:* ')}`);
    expect(result.data.map((job) => job.title)).toEqual(['Zephyrine Lounge Host 12']);
  });

  it('treats a search of only punctuation as no text filter', async () => {
    const all = await search('');
    expect((await search(`?q=${encodeURIComponent('&|!:*()')}`)).total).toBe(all.total);
  });

  it.each([
    ['position', (job: JobSummary, id: string) => job.position?._id === id, () => positionAt(4)],
    ['location', (job: JobSummary, id: string) => job.location.some((l) => l._id === id), () => locationAt(1)],
    ['salaryBudget', (job: JobSummary, id: string) => job.salaryBudget?._id === id, () => budgetAt(2)],
  ] as const)('filters by %s alone', async (name, matches, idOf) => {
    const id = idOf();
    const expected = (await specList()).filter((job) => matches(job, id));
    expect(expected.length).toBeGreaterThan(0);
    const { jobs, totals } = await allPages({ [name]: id }, 10);
    expect(jobs.map((job) => job._id).sort()).toEqual(expected.map((job) => job._id).sort());
    expect(totals).toEqual([expected.length]);
  });

  it('combines text, position, location and salary band, each narrowing the others', async () => {
    const [position, location, budget] = [positionAt(5), locationAt(5), budgetAt(5)];
    const expected = (await specList()).filter(
      (job) =>
        /hospitality/i.test(job.title) &&
        job.position?._id === position &&
        job.location.some((l) => l._id === location) &&
        job.salaryBudget?._id === budget,
    );
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(`?q=hosp&position=${position}&location=${location}&salaryBudget=${budget}`);
    expect(result.data.map((job) => job._id).sort()).toEqual(expected.map((job) => job._id).sort());
    expect(result.total).toBe(expected.length);
  });

  it('answers an empty page for a search nothing matches', async () => {
    expect(await search('?q=xylophonist')).toEqual({ data: [], total: 0, nextCursor: null });
    expect(await search('?position=00000000-0000-4000-8000-000000000000')).toEqual({
      data: [],
      total: 0,
      nextCursor: null,
    });
  });

  it('leaves out an opening as soon as staff deactivate it', async () => {
    const [job] = (await search('?q=zephyrine')).data;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/job-openings/${job!._id}`,
      headers: staff.auth,
      payload: { isActive: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await search('?q=zephyrine');
    expect(after.total).toBe(3);
    expect(after.data.map((j) => j._id)).not.toContain(job!._id);
  });

  const forged = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['text that is not base64url', 'not a cursor!'],
    ['base64url of something else', forged('hello world')],
    ['an impossible date', forged('2026-13-45T10:00:00.000000Z_00000000-0000-4000-8000-000000000000')],
    ['30 February', forged('2026-02-30T10:00:00.000000Z_00000000-0000-4000-8000-000000000000')],
    ['a malformed id', forged('2026-02-03T10:00:00.000000Z_1234')],
    ['an over-long cursor', 'a'.repeat(201)],
  ])('answers 400 for a cursor made of %s', async (_label, cursor) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/job-search?cursor=${encodeURIComponent(cursor)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This page link is not valid');
  });

  it.each([
    ['position', 'Unknown position'],
    ['location', 'Unknown location'],
    ['salaryBudget', 'Unknown salary band'],
  ])('answers 400 for a %s that is not an id', async (name, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/job-search?${name}=waiter` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each(['0', '51', '2.5', 'ten'])('answers 400 for limit=%s', async (limit) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/job-search?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^limit must be/);
  });

  it('answers 1 to 50 results as asked', async () => {
    expect((await search('?limit=1')).data).toHaveLength(1);
    expect((await search('?limit=50')).data).toHaveLength(50);
  });

  it('answers 400 for a search text over 100 characters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/job-search?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Search text is too long');
  });
});
