import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, jobOpeningSchema } from '@contracts';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const listSchema = envelope(z.array(jobOpeningSchema.strict()));

describe('job openings', () => {
  it('lists at least 10 active openings across several emirates and positions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/job-opening?&isActive=1' });
    expect(res.statusCode).toBe(200);
    const { data } = listSchema.parse(res.json());
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data.every((job) => job.isActive && !job.isApplied)).toBe(true);
    expect(new Set(data.flatMap((job) => job.location.map((l) => l.name))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(data.map((job) => job.position?.name)).size).toBeGreaterThanOrEqual(8);
  });

  it('leaves inactive openings out of the active list but keeps them in the full list', async () => {
    const active = listSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json(),
    ).data;
    const all = listSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/job-opening' })).json()).data;
    expect(all.length).toBeGreaterThan(active.length);
    expect(all.some((job) => !job.isActive)).toBe(true);
  });

  it('hides an opening from the active list as soon as it is deactivated', async () => {
    const { data } = listSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json(),
    );
    const target = data[0]!;
    const staff = await createAccount(ctx, 'Admin');
    const setActive = (isActive: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/job-openings/${target._id}`,
        headers: staff.auth,
        payload: { isActive },
      });
    expect((await setActive(false)).statusCode).toBe(200);
    const after = listSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json(),
    ).data;
    expect(after.map((job) => job._id)).not.toContain(target._id);
    expect((await setActive(true)).statusCode).toBe(200);
  });

  it('answers one opening by id and by slug, with its locations and salary budget', async () => {
    const { data } = listSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json(),
    );
    const job = data[0]!;
    for (const key of [job._id, job.slug]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${key}` });
      expect(res.statusCode).toBe(200);
      const one = envelope(jobOpeningSchema.strict()).parse(res.json()).data;
      expect(one).toEqual(job);
    }
    expect(job.location.length).toBeGreaterThan(0);
    expect(job.salaryBudget?.name).toMatch(/^AED/);
    expect(job.responsibilities).toMatch(/^<ul><li>/);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an unknown slug', 'no-such-job'],
    ['a malformed id', '12345'],
  ])('answers 404 with a message for %s', async (_label, key) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${key}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This job opening does not exist or has been removed.' });
  });

  it('answers 400 for an isActive value it does not understand', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
