import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffEndpoint, type Endpoint } from '@contracts/core/endpoint';
import { allEndpoints, api } from '@contracts/endpoints';
import { can, missingPermissionMessage, staffRoles, type StaffRole } from '@contracts/users/staff-roles';
import { users } from '../src/db/schema';
import { demoAdminEmail } from '../src/seed';
import { setStaffRoles } from '../src/modules/users/staff';
import { createAccount, signIn, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

/** Every staff account the walk uses: one per role, one holding two roles, and one holding none. */
const callers: { name: string; roles: StaffRole[] }[] = [
  ...staffRoles.map((role) => ({ name: role, roles: [role] })),
  { name: 'Documentation officer + Content editor', roles: ['Documentation officer', 'Content editor'] },
  { name: 'no role', roles: [] },
];

let ctx: TestContext;
const accounts = new Map<string, TestAccount>();

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const caller of callers) {
    accounts.set(caller.name, await createAccount(ctx, 'Admin', { staffRoles: caller.roles }));
  }
});
afterAll(() => ctx.close());

const staffEndpoints = allEndpoints.filter(isStaffEndpoint);

/**
 * A call that can change nothing: every placeholder an unknown id (or a value the route refuses), an
 * empty body, no file. Past the role check it ends in 400, 404, 415 or a read.
 */
function harmlessCall(endpoint: Endpoint, account: TestAccount) {
  const url = `/api${endpoint.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`;
  return ctx.app.inject({
    method: endpoint.method,
    url,
    headers: account.auth,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('every staff endpoint, for every staff role', () => {
  it('walks the whole registry (no staff endpoint is left out)', () => {
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(80);
    expect(staffEndpoints).toContain(api.adminApplications.exportCsv);
    expect(staffEndpoints).toContain(api.adminUploads.image);
  });

  it.each(staffEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers each role as its permission says',
    async (_name, endpoint) => {
      const wrong: string[] = [];
      for (const caller of callers) {
        const res = await harmlessCall(endpoint, accounts.get(caller.name)!);
        const allowed = can(caller.roles, endpoint.permission!);
        if (allowed) {
          // Past the role check: never refused for who calls, and never a crash.
          if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
            wrong.push(`${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        } else if (res.statusCode !== 403 || res.json().message !== missingPermissionMessage) {
          wrong.push(`${caller.name}: expected 403, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('roles on a staff account', () => {
  it('the demo staff account is a Manager', async () => {
    const [demo] = await ctx.app.db
      .select({ staffRoles: users.staffRoles })
      .from(users)
      .where(eq(users.email, demoAdminEmail));
    expect(demo?.staffRoles).toEqual(['Manager']);
  });

  it('a role given or taken away holds from the next request, with the same token', async () => {
    const staff = await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] });
    const list = () => ctx.app.inject({ method: 'GET', url: '/api/admin/applications', headers: staff.auth });
    expect((await list()).statusCode).toBe(403);
    await setStaffRoles(ctx.app.db, staff.id, ['Content editor', 'Recruiter']);
    expect((await list()).statusCode).toBe(200);
    await setStaffRoles(ctx.app.db, staff.id, ['Content editor']);
    expect((await list()).statusCode).toBe(403);
  });

  it('the sign-in answer carries a staff member’s roles, and no one else’s', async () => {
    const staff = accounts.get('Documentation officer + Content editor')!;
    expect((await signIn(ctx, staff.email)).data.staffRoles).toEqual(['Documentation officer', 'Content editor']);
    const candidate = await createAccount(ctx, 'User');
    expect((await signIn(ctx, candidate.email)).data).not.toHaveProperty('staffRoles');
  });

  it('other users are refused as before, by their type, not by a role', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/applications', headers: employer.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This area is for agency staff only.');
  });
});
