import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@contracts/endpoints';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('the endpoint registry', () => {
  it('has a route for every endpoint the upstream serves (the website serves its own)', () => {
    const missing = allEndpoints
      .filter((endpoint) => !endpoint.websiteOnly)
      .filter((endpoint) => !ctx.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
    // The check itself tells a route that is not there.
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/employer/shortlists/:id/no-such' })).toBe(false);
  });
});
