import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';

let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
});
afterAll(() => ctx.close());

describe('erased and withdrawn candidates', () => {
  it('never shows an application whose personal data was erased, nor its files', async () => {
    const { ana } = world.applicants;
    const erase = await callAs(ctx, ana.account, 'POST', '/privacy/delete-account', { password: 'Secret123!' });
    expect(erase.statusCode, erase.body).toBe(200);
    const res = await callAs(
      ctx,
      world.contactA,
      'GET',
      `/employer/shortlists/${world.shortlists.sent}`,
      undefined,
      200,
    );
    expect(res.json().data.candidates.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Ben D.',
      'Carla S.',
    ]);
    const base = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}`;
    expect((await callAs(ctx, world.contactA, 'GET', `${base}/resume`)).statusCode).toBe(404);
    expect((await callAs(ctx, world.contactA, 'POST', `${base}/decision`, { decision: 'Interview' })).statusCode).toBe(
      404,
    );
    const overview = await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200);
    expect(overview.json().data.shortlists[0]).toMatchObject({ candidates: 2 });
    expect(overview.json().data.jobOrders[0].counts.shortlisted).toBe(2);
  });

  it('no longer shows an application its candidate withdrew', async () => {
    const { ben } = world.applicants;
    await callAs(ctx, ben.account, 'POST', `/my-applications/${ben.applicationId}/withdraw`, { reason: '' }, 200);
    const res = await callAs(
      ctx,
      world.contactA,
      'GET',
      `/employer/shortlists/${world.shortlists.sent}`,
      undefined,
      200,
    );
    expect(res.json().data.candidates.map((c: { displayName: string }) => c.displayName)).toEqual(['Carla S.']);
    const base = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ben}`;
    expect((await callAs(ctx, world.contactA, 'GET', `${base}/video`)).statusCode).toBe(404);
    const overview = await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200);
    expect(overview.json().data.shortlists[0]).toMatchObject({ candidates: 1 });
  });
});
