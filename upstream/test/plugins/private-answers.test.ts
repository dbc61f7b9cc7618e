import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@contracts/auth/accounts';
import { allEndpoints } from '@contracts/endpoints';
import type { TestAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../helpers/employer-portal';

let ctx: TestContext;
let world: PortalWorld;
let linkToken: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const link = await callAs(ctx, world.staff, 'POST', `/admin/shortlists/${world.shortlists.sent}/links`, {}, 201);
  linkToken = (link.json().data.url as string).split('/shared/')[1]!;
});
afterAll(() => ctx.close());

const privateAnswer = 'private, no-store';

/** An endpoint's path with real ids where the world has them (a made-up one elsewhere: a 404, still private). */
function filled(path: string) {
  const id = path.includes('shortlists')
    ? world.shortlists.sent
    : path.includes('applications')
      ? world.applicants.ana.applicationId
      : randomUUID();
  const values: Record<string, string> = {
    id,
    applicationId: world.applicants.ana.applicationId,
    candidateId: world.entries.ben,
    file: path.startsWith('/employer/') ? 'video' : 'missing.pdf',
    kind: 'position',
    key: 'home',
  };
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => values[name]!);
}

describe('answers with personal data are private and never stored', () => {
  it('marks the employer’s overview and shortlist, and the view-only link, private, no-store', async () => {
    const answers = [
      await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200),
      await callAs(ctx, world.contactA, 'GET', `/employer/shortlists/${world.shortlists.sent}`, undefined, 200),
      await callAs(ctx, null, 'GET', `/shared-shortlists/${linkToken}`, undefined, 200),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe(privateAnswer);
  });

  it('marks every signed-in read of the endpoint registry private, no-store, whatever its status', async () => {
    const callers: Record<UserType, TestAccount> = {
      User: world.applicants.ana.account,
      Employer: world.contactA,
      Admin: world.staff,
    };
    const reads = allEndpoints.filter((e) => e.method === 'GET' && e.access !== 'anyone' && !e.websiteOnly);
    const answers = [];
    for (const endpoint of reads) {
      const caller = typeof endpoint.access === 'string' ? callers.User : callers[endpoint.access[0]!];
      const res = await callAs(ctx, caller, 'GET', filled(endpoint.path));
      answers.push({ path: endpoint.path, status: res.statusCode, cacheControl: res.headers['cache-control'] });
    }
    expect(answers.filter((a) => a.cacheControl !== privateAnswer)).toEqual([]);
    // The walk reaches real data, not only refusals.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(40);
  });

  it('marks the answers of anonymous calls that carry someone’s data private too: a sign-in, a refusal', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.contactA.email, password: 'Secret123!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(privateAnswer);
    const gone = await callAs(ctx, null, 'GET', `/shared-shortlists/${'A'.repeat(43)}`, undefined, 404);
    expect(gone.headers['cache-control']).toBe(privateAnswer);
  });

  it('leaves the public reads their shared caching', async () => {
    for (const url of ['/job-opening', '/position', '/home', '/testimonial']) {
      const res = await callAs(ctx, null, 'GET', url, undefined, 200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    }
  });
});
