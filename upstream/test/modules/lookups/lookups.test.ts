import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  inquiryTypeSchema,
  lookupKinds,
  lookupSchema,
  sortedLookupSchema,
  type LookupKind,
} from '@contracts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const schemaOf = (kind: LookupKind) =>
  kind === 'inquiry-type' ? inquiryTypeSchema : lookupKinds[kind].sorted ? sortedLookupSchema : lookupSchema;

describe('lookup lists', () => {
  it.each(Object.keys(lookupKinds) as LookupKind[])(
    'GET /api/%s answers a non-empty list matching its contract',
    async (kind) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${kind}` });
      expect(res.statusCode).toBe(200);
      const body = envelope(z.array(schemaOf(kind).strict())).parse(res.json());
      expect(body.data.length).toBeGreaterThan(0);
    },
  );

  it.each(['salary-budget', 'hiring-urgency'])('GET /api/%s is sorted by sortingOrder ascending', async (kind) => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: `/api/${kind}` })).json();
    const orders = data.map((d: { sortingOrder: number }) => d.sortingOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('lists the seven emirates as preferred locations, under the path the spec spells', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/preffered-location' })).json();
    expect(data.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain']),
    );
  });

  it('gives inquiry types an id equal to their _id', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/inquiry-type' })).json();
    for (const item of data) expect(item.id).toBe(item._id);
  });
});
