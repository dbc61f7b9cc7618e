import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, testimonialSchema } from '@contracts';
import { testimonials } from '../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/testimonial', () => {
  it('answers the six seeded testimonials, newest first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/testimonial' });
    expect(res.statusCode).toBe(200);
    const { data } = envelope(z.array(testimonialSchema.strict())).parse(res.json());
    expect(data).toHaveLength(6);
    const dates = data.map((t) => t.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('never shows a review that staff have not approved', async () => {
    await ctx.app.db.insert(testimonials).values({
      name: 'Pending Reviewer',
      position: 'Waiter',
      employer: 'Somewhere',
      rating: 5,
      testimonial: 'Not yet approved.',
      isApproved: false,
    });
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/testimonial' })).json();
    expect(data.map((t: { name: string }) => t.name)).not.toContain('Pending Reviewer');
  });
});
