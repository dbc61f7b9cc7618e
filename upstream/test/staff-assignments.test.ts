import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages } from '@contracts/users/assignment';
import { missingPermissionMessage } from '@contracts/users/staff-roles';
import { clients, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { callAs, type Applicant } from './helpers/employer-portal';
import { insertScopeWorld, scopeCandidate } from './helpers/scope-world';

let ctx: TestContext;
let candidate: Applicant;
let staff: Record<'manager' | 'ben' | 'cara' | 'editor' | 'gone', TestAccount>;

beforeAll(async () => {
  ctx = await buildTestApp();
  candidate = await scopeCandidate(ctx);
  staff = {
    manager: await createAccount(ctx, 'Admin', { staffRoles: ['Manager'] }),
    ben: await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] }),
    cara: await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter', 'Content editor'] }),
    editor: await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] }),
    gone: await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] }),
  };
  await ctx.app.db.update(users).set({ isDisabled: true }).where(eq(users.id, staff.gone.id));
});
afterAll(() => ctx.close());

const opens = async (account: TestAccount, applicationId: string) =>
  (await callAs(ctx, account, 'GET', `/admin/applications/${applicationId}`)).statusCode;

describe('a Manager assigns clients and job orders', () => {
  it('gives a client to a recruiter and a team: each sees its records from their next request', async () => {
    const world = await insertScopeWorld(ctx, candidate, {});
    expect([await opens(staff.ben, world.application), await opens(staff.cara, world.application)]).toEqual([404, 404]);
    const saved = await callAs(
      ctx,
      staff.manager,
      'PUT',
      `/admin/clients/${world.client}/assignment`,
      { ownerId: staff.ben.id, teamIds: [staff.cara.id, staff.ben.id] },
      200,
    );
    // The owner is left out of the team.
    expect(saved.json().data.owner._id).toBe(staff.ben.id);
    expect(saved.json().data.team.map((m: { _id: string }) => m._id)).toEqual([staff.cara.id]);
    expect([await opens(staff.ben, world.application), await opens(staff.cara, world.application)]).toEqual([200, 200]);

    await callAs(ctx, staff.manager, 'PUT', `/admin/clients/${world.client}/assignment`, { ownerId: null }, 200);
    expect([await opens(staff.ben, world.application), await opens(staff.cara, world.application)]).toEqual([404, 404]);
  });

  it('gives a job order to a recruiter and a team, apart from its client', async () => {
    const world = await insertScopeWorld(ctx, candidate, {});
    const path = `/admin/job-openings/${world['job-opening']}/assignment`;
    await callAs(ctx, staff.manager, 'PUT', path, { ownerId: null, teamIds: [staff.ben.id] }, 200);
    const read = await callAs(ctx, staff.manager, 'GET', path, undefined, 200);
    expect(read.json().data).toEqual({ owner: null, team: [expect.objectContaining({ _id: staff.ben.id })] });
    expect(await opens(staff.ben, world.application)).toBe(200);
    expect((await callAs(ctx, staff.ben, 'GET', `/admin/clients/${world.client}`)).statusCode).toBe(404);
  });

  it('lists active Recruiters and Managers to choose from', async () => {
    const res = await callAs(ctx, staff.manager, 'GET', '/admin/users/assignable', undefined, 200);
    const ids = (res.json().data as { _id: string }[]).map((s) => s._id);
    expect(ids).toEqual(expect.arrayContaining([staff.manager.id, staff.ben.id, staff.cara.id]));
    expect(ids).not.toContain(staff.editor.id);
    expect(ids).not.toContain(staff.gone.id);
  });
});

describe('what a Manager may not assign, and who may not', () => {
  it('refuses anyone but an active Recruiter or Manager, naming the field, and changes nothing', async () => {
    const world = await insertScopeWorld(ctx, candidate, { clientOwner: staff.ben.id });
    const employer = await createAccount(ctx, 'Employer');
    const path = `/admin/clients/${world.client}/assignment`;
    const cases: [object, string][] = [
      [{ ownerId: staff.editor.id }, 'ownerId'],
      [{ ownerId: staff.gone.id }, 'ownerId'],
      [{ ownerId: employer.id }, 'ownerId'],
      [{ ownerId: staff.ben.id, teamIds: [staff.editor.id] }, 'teamIds'],
      [{ ownerId: 'not-an-id' }, 'ownerId'],
    ];
    for (const [body, field] of cases) {
      const res = await callAs(ctx, staff.manager, 'PUT', path, body);
      expect([res.statusCode, res.json().errors?.[field]]).toEqual([400, assignmentMessages.notAssignable]);
    }
    const [stored] = await ctx.app.db.select().from(clients).where(eq(clients.id, world.client));
    expect(stored?.ownerId).toBe(staff.ben.id);
  });

  it('a recruiter may not reassign, not even their own client (403), and nothing changes', async () => {
    const world = await insertScopeWorld(ctx, candidate, { clientOwner: staff.ben.id });
    for (const path of [
      `/admin/clients/${world.client}/assignment`,
      `/admin/job-openings/${world['job-opening']}/assignment`,
    ]) {
      const res = await callAs(ctx, staff.ben, 'PUT', path, { ownerId: staff.cara.id });
      expect([res.statusCode, res.json().message]).toEqual([403, missingPermissionMessage]);
    }
    expect((await callAs(ctx, staff.ben, 'GET', '/admin/users/assignable')).statusCode).toBe(403);
    const read = await callAs(ctx, staff.manager, 'GET', `/admin/clients/${world.client}/assignment`, undefined, 200);
    expect(read.json().data.owner._id).toBe(staff.ben.id);
  });

  it('answers 404 for a client or job order that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const client = await callAs(ctx, staff.manager, 'PUT', `/admin/clients/${unknown}/assignment`, { ownerId: null });
    const job = await callAs(ctx, staff.manager, 'GET', `/admin/job-openings/${unknown}/assignment`);
    expect([client.statusCode, client.json().message]).toEqual([404, 'No such client.']);
    expect(job.statusCode).toBe(404);
  });
});
