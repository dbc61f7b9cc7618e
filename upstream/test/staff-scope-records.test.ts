import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScopedRecord } from '@contracts/users/record-scope';
import { jobOpenings, shortlistCandidates, shortlists } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { callAs, jobOrderPayload, type Applicant } from './helpers/employer-portal';
import { insertScopeWorld, scopeCandidate } from './helpers/scope-world';
import { saveProfile } from './helpers/talent-pool';

let ctx: TestContext;
let candidate: Applicant;
let staff: Record<'ana' | 'ben' | 'manager' | 'documents' | 'welfare' | 'editor', TestAccount>;
/** Ana's client (Offered), Ben's (New), nobody's (Deployed), and nobody's (Screening) put on Ana's shortlist. */
let worlds: Record<'ana' | 'ben' | 'unowned' | 'putForward', Record<ScopedRecord, string>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  candidate = await scopeCandidate(ctx);
  staff = {
    ana: await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] }),
    ben: await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] }),
    manager: await createAccount(ctx, 'Admin', { staffRoles: ['Manager'] }),
    documents: await createAccount(ctx, 'Admin', { staffRoles: ['Documentation officer'] }),
    welfare: await createAccount(ctx, 'Admin', { staffRoles: ['Welfare officer'] }),
    editor: await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] }),
  };
  worlds = {
    ana: await insertScopeWorld(ctx, candidate, { clientOwner: staff.ana.id }, 'Offered'),
    ben: await insertScopeWorld(ctx, candidate, { clientOwner: staff.ben.id }, 'New'),
    unowned: await insertScopeWorld(ctx, candidate, {}, 'Deployed'),
    putForward: await insertScopeWorld(ctx, candidate, {}, 'Screening'),
  };
  // Put forward from the talent pool: another job order's application on Ana's client's shortlist.
  await ctx.app.db
    .insert(shortlistCandidates)
    .values({ shortlistId: worlds.ana.shortlist, applicationId: worlds.putForward.application, position: 1 });
});
afterAll(() => ctx.close());

const listedIds = async (account: TestAccount, path: string) => {
  const body = (await callAs(ctx, account, 'GET', path, undefined, 200)).json();
  return (body.data as { _id: string }[]).map((row) => row._id);
};

describe('a recruiter’s lists', () => {
  it('lists the applications of their clients’ job orders, those put forward to them, and general ones', async () => {
    const ids = await listedIds(staff.ana, '/admin/applications?pageSize=100');
    expect(ids).toEqual(
      expect.arrayContaining([worlds.ana.application, worlds.putForward.application, candidate.applicationId]),
    );
    expect(ids).not.toContain(worlds.ben.application);
    expect(ids).not.toContain(worlds.unowned.application);
    expect(ids).toHaveLength(3);
    const page = (await callAs(ctx, staff.ana, 'GET', '/admin/applications', undefined, 200)).json();
    expect(page.total).toBe(3);
  });

  it('lists only their clients, job orders and shortlists, in the lists and in the pickers', async () => {
    expect(await listedIds(staff.ana, '/admin/clients')).toEqual([worlds.ana.client]);
    expect(await listedIds(staff.ana, '/admin/clients/options')).toEqual([worlds.ana.client]);
    expect(await listedIds(staff.ana, '/admin/job-openings')).toEqual([worlds.ana['job-opening']]);
    expect(await listedIds(staff.ana, '/admin/job-openings/options')).toEqual([worlds.ana['job-opening']]);
    expect(await listedIds(staff.ana, '/admin/shortlists')).toEqual([worlds.ana.shortlist]);
    expect(await listedIds(staff.manager, '/admin/clients')).toEqual(
      expect.arrayContaining(Object.values(worlds).map((w) => w.client)),
    );
  });

  it('searches the talent pool without passport numbers', async () => {
    await saveProfile(ctx.app.db, candidate.account.id);
    const list = await callAs(ctx, staff.ana, 'GET', '/admin/candidates', undefined, 200);
    const one = await callAs(ctx, staff.ana, 'GET', `/admin/candidates/${candidate.account.id}`, undefined, 200);
    expect(list.body).toContain(candidate.account.id);
    expect(list.body).not.toContain(candidate.passportNumber);
    expect(one.body).not.toContain(candidate.passportNumber);
  });
});

describe('another recruiter’s records', () => {
  it('answer 404 for the application, its shortlist, interview and offer, as missing ones do', async () => {
    const ben = worlds.ben;
    const calls: [string, string, string][] = [
      ['GET', `/admin/applications/${ben.application}`, 'No such application.'],
      ['GET', `/admin/applications/${ben.application}/offer`, 'No such application.'],
      ['GET', `/admin/applications/${ben.application}/interviews`, 'No such application.'],
      ['GET', `/admin/shortlists/${ben.shortlist}`, 'No such shortlist.'],
      ['GET', `/admin/interviews/invitations/${ben['interview-invitation']}/calendar`, 'No such interview.'],
      ['GET', `/admin/clients/${ben.client}`, 'No such client.'],
      ['GET', `/admin/job-openings/${ben['job-opening']}`, 'This job opening does not exist or has been removed.'],
    ];
    for (const [method, path, message] of calls) {
      const res = await callAs(ctx, staff.ana, method as 'GET', path);
      expect([path, res.statusCode, res.json().message]).toEqual([path, 404, message]);
      // Their owner opens each.
      expect([path, (await callAs(ctx, staff.ben, method as 'GET', path)).statusCode]).toEqual([path, 200]);
    }
  });

  it('refuses a shortlist for another recruiter’s client on the client field, and stores nothing', async () => {
    const res = await callAs(ctx, staff.ana, 'POST', '/admin/shortlists', {
      clientId: worlds.ben.client,
      title: 'Poached',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientId: 'No such client.' });
    const stored = await ctx.app.db.select().from(shortlists).where(eq(shortlists.clientId, worlds.ben.client));
    expect(stored).toHaveLength(1);
  });

  it('refuses a job order naming another recruiter’s client, on the client field, and stores nothing', async () => {
    const fields = await jobOrderPayload(ctx, worlds.ben.client, 'Poached Job Order');
    const created = await callAs(ctx, staff.ana, 'POST', '/admin/job-openings', fields);
    expect([created.statusCode, created.json().errors]).toEqual([400, { clientId: 'No such client.' }]);
    const moved = await callAs(ctx, staff.ana, 'PUT', `/admin/job-openings/${worlds.ana['job-opening']}`, fields);
    expect([moved.statusCode, moved.json().errors]).toEqual([400, { clientId: 'No such client.' }]);
    const titles = await ctx.app.db.select({ title: jobOpenings.title }).from(jobOpenings);
    expect(titles.map((t) => t.title)).not.toContain('Poached Job Order');
  });

  it('refuses to put a candidate forward to another recruiter’s shortlist, on the shortlist field', async () => {
    const path = `/admin/candidates/${candidate.account.id}/shortlists`;
    const res = await callAs(ctx, staff.ana, 'POST', path, { shortlistId: worlds.ben.shortlist });
    expect([res.statusCode, res.json().errors]).toEqual([400, { shortlistId: 'No such shortlist.' }]);
  });

  it('a recruiter’s new client is their own; a Manager’s waits for an owner', async () => {
    const mine = (await callAs(ctx, staff.ana, 'POST', '/admin/clients', { name: 'Ana’s Hotel' }, 201)).json().data;
    expect(await listedIds(staff.ana, '/admin/clients')).toContain(mine._id);
    const managers = (await callAs(ctx, staff.manager, 'POST', '/admin/clients', { name: 'Unassigned' }, 201)).json();
    const res = await callAs(ctx, staff.ana, 'GET', `/admin/clients/${managers.data._id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('a content editor', () => {
  it('finds no one’s resume or video, which the application’s recruiter opens', async () => {
    const detail = (
      await callAs(ctx, staff.ana, 'GET', `/admin/applications/${worlds.ana.application}`, undefined, 200)
    ).json();
    for (const file of [detail.data.resume.path, detail.data.video.path]) {
      const url = `/api/files/${file}`;
      expect((await ctx.app.inject({ method: 'GET', url, headers: staff.editor.auth })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url, headers: staff.ana.auth })).statusCode).toBe(200);
    }
  });
});

describe('documentation and welfare officers', () => {
  it('a documentation officer opens the passport of an Offered application, and gets 404 for a New one', async () => {
    const offered = await callAs(
      ctx,
      staff.documents,
      'POST',
      `/admin/applications/${worlds.ana.application}/reveal-passport`,
    );
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data.passportNumber).toBe(candidate.passportNumber);
    const fresh = await callAs(
      ctx,
      staff.documents,
      'POST',
      `/admin/applications/${worlds.ben.application}/reveal-passport`,
    );
    expect([fresh.statusCode, fresh.json().message]).toEqual([404, 'No such application.']);
    const detail = await callAs(ctx, staff.documents, 'GET', `/admin/applications/${worlds.ana.application}/documents`);
    expect(detail.statusCode).toBe(200);
  });

  it('a documentation officer lists Offered and Deployed applications; a welfare officer, Deployed ones', async () => {
    const documents = await listedIds(staff.documents, '/admin/applications?pageSize=100');
    expect(documents.sort()).toEqual([worlds.ana.application, worlds.unowned.application].sort());
    expect(await listedIds(staff.welfare, '/admin/applications?pageSize=100')).toEqual([worlds.unowned.application]);
    const res = await callAs(ctx, staff.welfare, 'GET', `/admin/applications/${worlds.ana.application}`);
    expect(res.statusCode).toBe(404);
  });

  it('a recruiter may not reveal a passport at all (403), whoever owns the application', async () => {
    const res = await callAs(ctx, staff.ana, 'POST', `/admin/applications/${worlds.ana.application}/reveal-passport`);
    expect(res.statusCode).toBe(403);
  });
});
