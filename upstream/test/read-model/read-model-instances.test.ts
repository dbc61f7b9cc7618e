import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { jobOrderFields } from '../helpers/job-order';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** Reads through `app` until `seen` holds, failing after `ms`; answers how long it took. */
async function waitUntil(read: () => Promise<boolean>, ms: number) {
  const started = Date.now();
  while (!(await read())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

// PGlite is one process: there is no second instance to tell.
describe.skipIf(!onPostgres)('two instances on one PostgreSQL (PostgreSQL only)', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let staff: TestAccount;

  beforeAll(async () => {
    ctx = await buildTestApp();
    other = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await other.ready();
    staff = await createAccount(ctx, 'Admin');
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  const readOther = (url: string) => other.inject({ method: 'GET', url }).then((res) => res.json());

  it('serves a content document saved through one instance from the other within 1 s', async () => {
    const home = (await readOther('/api/home')).data;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/content/home',
      headers: staff.auth,
      payload: { ...home, heroSection: { ...home.heroSection, title: 'Seen by the other instance' } },
    });
    expect(res.statusCode).toBe(200);
    const took = await waitUntil(
      async () => (await readOther('/api/home')).data.heroSection.title === 'Seen by the other instance',
      1000,
    );
    expect(took).toBeLessThan(1000);
  });

  it('serves a job created through one instance from the other within 1 s, in lists, by slug and in search', async () => {
    const position = (await readOther('/api/position')).data[0]._id;
    const location = (await readOther('/api/preffered-location')).data[0]._id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/job-openings',
      headers: staff.auth,
      payload: {
        ...jobOrderFields(),
        title: 'Twin Instance Steward',
        companyName: 'Two Towers Hotel',
        position,
        locations: [location],
      },
    });
    expect(res.statusCode).toBe(201);
    const { _id: id, slug } = res.json().data;
    await waitUntil(async () => {
      const [list, one, search] = await Promise.all([
        readOther('/api/job-opening?isActive=1'),
        other.inject({ method: 'GET', url: `/api/job-opening/${slug}` }),
        readOther('/api/job-search'),
      ]);
      return (
        list.data.some((job: { _id: string }) => job._id === id) && one.statusCode === 200 && search.data[0]?._id === id
      );
    }, 1000);
  });

  it('serves a lookup change and a testimonial change made through one instance from the other', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lookups/business-type',
      headers: staff.auth,
      payload: { name: 'Floating restaurant', sortingOrder: 50, isActive: true },
    });
    expect(created.statusCode).toBe(201);
    await waitUntil(
      async () =>
        (await readOther('/api/business-type')).data.some(
          (item: { name: string }) => item.name === 'Floating restaurant',
        ),
      1000,
    );
    const [testimonial] = (await readOther('/api/testimonial')).data;
    const hidden = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/testimonials/${testimonial._id}`,
      headers: staff.auth,
      payload: { isApproved: false },
    });
    expect(hidden.statusCode).toBe(200);
    await waitUntil(
      async () => !(await readOther('/api/testimonial')).data.some((t: { _id: string }) => t._id === testimonial._id),
      1000,
    );
  });

  it('catches up after its listening connection is lost', async () => {
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: ctx.testDb.url });
    await admin.connect();
    try {
      // Ends every session listening for changes (both instances'); they reconnect and rebuild.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/lookups/business-type',
      headers: staff.auth,
      payload: { name: 'Desert camp', sortingOrder: 51, isActive: true },
    });
    expect(res.statusCode).toBe(201);
    await waitUntil(
      async () =>
        (await readOther('/api/business-type')).data.some((item: { name: string }) => item.name === 'Desert camp'),
      1000,
    );
  });
});
