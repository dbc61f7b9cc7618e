import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupKind } from '@contracts/lookups/lookup';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { jobOrderFields } from '../helpers/job-order';
import { readLookups, type SeededLookups } from '../helpers/lookups';

// Each write through the admin API must show in the very next public read of this instance.
let ctx: TestContext;
let staff: TestAccount;
let lookups: SeededLookups;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  lookups = await readLookups(ctx);
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const admin = async (method: Method, url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url: `/api/admin${url}`, payload, headers: staff.auth });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json().data;
};
const read = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, etag: res.headers.etag, body: res.statusCode === 200 ? res.json() : undefined };
};
interface Job {
  _id: string;
  slug: string;
  title: string;
  isActive: boolean;
  position: { name: string } | null;
  location: { name: string }[];
  salaryBudget: { name: string } | null;
}
const idsOf = (list: { data: { _id: string }[] }) => list.data.map((item) => item._id);

async function newJob(title: string) {
  return (await admin('POST', '/job-openings', {
    ...jobOrderFields(),
    title,
    companyName: 'Read Model Hotel',
    position: lookups.position![0]!._id,
    locations: [lookups['preffered-location']![0]!._id],
    salaryBudget: lookups['salary-budget']![0]!._id,
  })) as Job;
}

/** Every public read that shows this job: the spec's lists, by id, by slug, the first search page. */
async function jobEverywhere(id: string) {
  const [all, active, search] = await Promise.all([
    read('/api/job-opening'),
    read('/api/job-opening?isActive=1'),
    read('/api/job-search'),
  ]);
  const inList = (list: { data: Job[] } | undefined) => list?.data.find((job) => job._id === id);
  return {
    all: inList(all.body),
    active: inList(active.body),
    search: inList(search.body),
    byId: await read(`/api/job-opening/${id}`),
  };
}

describe('the read model after each kind of write', () => {
  it('shows a saved content document at once, with a new ETag', async () => {
    const before = await read('/api/home');
    const home = before.body.data;
    await admin('PUT', '/content/home', {
      ...home,
      heroSection: { ...home.heroSection, title: 'Careers that travel' },
    });
    const after = await read('/api/home');
    expect(after.body.data.heroSection.title).toBe('Careers that travel');
    expect(after.etag).not.toBe(before.etag);
  });

  it.each([
    'position',
    'preffered-location',
    'salary-budget',
    'hiring-urgency',
    'business-type',
    'inquiry-type',
  ] as LookupKind[])('shows a %s created, renamed, deactivated and deleted at once', async (kind) => {
    const created = await admin('POST', `/lookups/${kind}`, { name: `New ${kind}`, sortingOrder: 99, isActive: true });
    expect((await read(`/api/${kind}`)).body.data.map((item: { name: string }) => item.name)).toContain(`New ${kind}`);
    await admin('PUT', `/lookups/${kind}/${created._id}`, {
      name: `Renamed ${kind}`,
      sortingOrder: 99,
      isActive: true,
    });
    const names = (await read(`/api/${kind}`)).body.data.map((item: { name: string }) => item.name);
    expect(names).toContain(`Renamed ${kind}`);
    expect(names).not.toContain(`New ${kind}`);
    await admin('PUT', `/lookups/${kind}/${created._id}`, {
      name: `Renamed ${kind}`,
      sortingOrder: 99,
      isActive: false,
    });
    expect(idsOf((await read(`/api/${kind}`)).body)).not.toContain(created._id);
    await admin('PUT', `/lookups/${kind}/${created._id}`, {
      name: `Renamed ${kind}`,
      sortingOrder: 99,
      isActive: true,
    });
    expect(idsOf((await read(`/api/${kind}`)).body)).toContain(created._id);
    await admin('DELETE', `/lookups/${kind}/${created._id}`);
    expect(idsOf((await read(`/api/${kind}`)).body)).not.toContain(created._id);
  });

  it.each([
    ['position', (job: Job) => job.position?.name],
    ['preffered-location', (job: Job) => job.location[0]?.name],
    ['salary-budget', (job: Job) => job.salaryBudget?.name],
  ] as const)('shows a renamed %s on the openings that name it', async (kind, nameOf) => {
    const job = await newJob(`Lookup rename ${kind}`);
    const item = lookups[kind]![0]!;
    await admin('PUT', `/lookups/${kind}/${item._id}`, {
      name: `${item.name} (renamed)`,
      sortingOrder: 0,
      isActive: true,
    });
    const seen = await jobEverywhere(job._id);
    for (const shown of [seen.all, seen.active, seen.search, seen.byId.body.data]) {
      expect(nameOf(shown as Job)).toBe(`${item.name} (renamed)`);
    }
    await admin('PUT', `/lookups/${kind}/${item._id}`, { name: item.name, sortingOrder: 0, isActive: true });
  });

  it('shows a created opening in the lists, by id, by slug and on the first search page', async () => {
    const job = await newJob('Read Model Sommelier');
    const seen = await jobEverywhere(job._id);
    expect([seen.all?.title, seen.active?.title, seen.search?.title, seen.byId.body.data.title]).toEqual(
      Array(4).fill('Read Model Sommelier'),
    );
    expect((await read(`/api/job-opening/${job.slug}`)).body.data._id).toBe(job._id);
    expect((await read('/api/job-search?q=sommelier')).body.data.map((j: Job) => j._id)).toContain(job._id);
  });

  it('shows an updated opening everywhere, and answers searches from its new text', async () => {
    const job = await newJob('Read Model Barista');
    expect((await read('/api/job-search?q=barista')).body.data.map((j: Job) => j._id)).toContain(job._id);
    await admin('PUT', `/job-openings/${job._id}`, {
      ...jobOrderFields(),
      title: 'Read Model Mixologist',
      companyName: 'Read Model Hotel',
      locations: [lookups['preffered-location']![1]!._id],
    });
    const seen = await jobEverywhere(job._id);
    expect([seen.all?.title, seen.active?.title, seen.search?.title, seen.byId.body.data.title]).toEqual(
      Array(4).fill('Read Model Mixologist'),
    );
    expect((await read('/api/job-search?q=barista')).body.data.map((j: Job) => j._id)).not.toContain(job._id);
    expect((await read('/api/job-search?q=mixolog')).body.data.map((j: Job) => j._id)).toContain(job._id);
  });

  it('takes a deactivated opening out of the active list and the search, and shows it again when activated', async () => {
    const job = await newJob('Read Model Concierge');
    await read('/api/job-search?q=concierge');
    await admin('PATCH', `/job-openings/${job._id}`, { isActive: false });
    const seen = await jobEverywhere(job._id);
    expect(seen.active).toBeUndefined();
    expect(seen.search).toBeUndefined();
    expect(seen.all?.isActive).toBe(false);
    expect(seen.byId.body.data.isActive).toBe(false);
    expect((await read('/api/job-search?q=concierge')).body.total).toBe(0);
    await admin('PATCH', `/job-openings/${job._id}`, { isActive: true });
    expect((await jobEverywhere(job._id)).active?.isActive).toBe(true);
  });

  it('forgets a deleted opening everywhere: 404 by id and by slug', async () => {
    const job = await newJob('Read Model Porter');
    await read(`/api/job-opening/${job.slug}`);
    await admin('DELETE', `/job-openings/${job._id}`);
    const seen = await jobEverywhere(job._id);
    expect([seen.all, seen.active, seen.search]).toEqual([undefined, undefined, undefined]);
    expect(seen.byId.status).toBe(404);
    expect((await read(`/api/job-opening/${job.slug}`)).status).toBe(404);
  });

  it('shows a testimonial when approved, hides it when unapproved, and forgets it when deleted', async () => {
    const [first] = (await admin('GET', '/testimonials')) as { _id: string }[];
    expect(idsOf((await read('/api/testimonial')).body)).toContain(first!._id);
    await admin('PATCH', `/testimonials/${first!._id}`, { isApproved: false });
    expect(idsOf((await read('/api/testimonial')).body)).not.toContain(first!._id);
    await admin('PATCH', `/testimonials/${first!._id}`, { isApproved: true });
    expect(idsOf((await read('/api/testimonial')).body)).toContain(first!._id);
    await admin('DELETE', `/testimonials/${first!._id}`);
    expect(idsOf((await read('/api/testimonial')).body)).not.toContain(first!._id);
  });
});
