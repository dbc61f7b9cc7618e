import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPageSchema, deploymentTexts, deploymentViewSchema } from '@contracts/deployments/deployment';
import { jobOpenings } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { multipart, samplePdf } from '../../helpers/files';
import { deploymentsWorld } from './deployments-world';

const { ctx, world, ana, carla, accept, stepOf, setDeparture, anasRows } = await deploymentsWorld();
afterAll(() => ctx.close());
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await accept('carla', 'Carla Santos');
  // Ana flies long before Carla: her steps fall due first.
  await setDeparture(ana.applicationId, '2026-01-20');
  await setDeparture(carla.applicationId, '2090-06-01');
});

const board = async (query = '') =>
  boardPageSchema.parse((await callAs(ctx, world.staff, 'GET', `/admin/deployments?${query}`, undefined, 200)).json());
const staffCall = (path: string, payload?: object) =>
  callAs(ctx, world.staff, 'POST', `/admin/applications/${ana.applicationId}/deployment${path}`, payload);

describe('the deployment board', () => {
  it('lists open steps overdue first, filtered by step, client and job order, paged by key', async () => {
    const all = await board('pageSize=100');
    expect(all.data).toHaveLength(18);
    expect(all.data[0]).toMatchObject({ applicationId: ana.applicationId, step: 'medical', overdue: true });
    expect(all.data.at(-1)).toMatchObject({ applicationId: carla.applicationId, overdue: false });
    const dues = all.data.map((r) => r.dueOn!);
    expect([...dues].sort()).toEqual(dues);
    expect((await board('step=medical')).data.map((r) => r.applicationId)).toEqual([
      ana.applicationId,
      carla.applicationId,
    ]);
    const clientB = (await board(`clientId=${world.clientB}&pageSize=100`)).data;
    expect(clientB).toHaveLength(9);
    expect(clientB.every((r) => r.applicationId === carla.applicationId)).toBe(true);
    expect((await board(`jobOpeningId=${world.jobA}&pageSize=100`)).data).toHaveLength(9);
    // By the job order's owner: only the owned job order's steps, in the board's order.
    await ctx.app.db.update(jobOpenings).set({ ownerId: world.staff.id }).where(eq(jobOpenings.id, world.jobA));
    const owned = (await board(`ownerId=${world.staff.id}&pageSize=100`)).data;
    expect(owned.map((r) => r.applicationId)).toEqual(Array(9).fill(ana.applicationId));
    expect(owned.map((r) => r.dueOn)).toEqual(
      all.data.filter((r) => r.applicationId === ana.applicationId).map((r) => r.dueOn),
    );
    expect((await board(`ownerId=${carla.account.id}`)).data).toEqual([]);
    // The default page (on PostgreSQL a prepared statement for each set of filters) answers as the
    // explicit one, call after call with other values (past the five after which one plan may be kept).
    const ids = (rows: { applicationId: string; step: string }[]) => rows.map((r) => `${r.applicationId}${r.step}`);
    for (let round = 0; round < 4; round++) {
      expect(ids((await board(`clientId=${world.clientB}`)).data)).toEqual(ids(clientB));
      expect(ids((await board(`ownerId=${world.staff.id}`)).data)).toEqual(ids(owned));
      expect(ids((await board(`ownerId=${carla.account.id}`)).data)).toEqual([]);
      expect(ids((await board()).data)).toEqual(ids(all.data));
    }
    const first = await board('pageSize=10');
    const second = await board(`pageSize=10&after=${encodeURIComponent(first.next!)}`);
    expect([...first.data, ...second.data].map((r) => `${r.applicationId}${r.step}`)).toEqual(
      all.data.map((r) => `${r.applicationId}${r.step}`),
    );
    expect(second.next).toBeNull();
  });

  it('hides deployments out of a recruiter’s scope, and is closed to a content editor', async () => {
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    const mine = await callAs(ctx, recruiter, 'GET', '/admin/deployments', undefined, 200);
    expect(mine.json().data).toEqual([]);
    const editor = await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] });
    expect((await callAs(ctx, editor, 'GET', '/admin/deployments')).statusCode).toBe(403);
  });
});

describe('staff change a step, keeping its history', () => {
  it('blocks a step with a reason, opens it again, and refuses a block without one (nothing changed)', async () => {
    const before = await anasRows();
    const bad = await staffCall('/steps/medical/block', { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(deploymentTexts.reason);
    expect(await anasRows()).toEqual(before);
    const blocked = await staffCall('/steps/medical/block', { reason: 'The clinic is closed until Monday' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await stepOf('medical')).toMatchObject({ status: 'blocked', reason: 'The clinic is closed until Monday' });
    expect((await board('step=medical')).data[0]).toMatchObject({ status: 'blocked' });
    expect((await staffCall('/steps/medical/reopen')).statusCode).toBe(200);
    const history = await callAs(
      ctx,
      world.staff,
      'GET',
      `/admin/applications/${ana.applicationId}/deployment/steps/medical/history`,
      undefined,
      200,
    );
    expect(history.json().data.map((h: { status: string }) => h.status)).toEqual(['blocked', 'pending']);
    expect(history.json().data[0].by).toBe('Staff Member');
  });

  it('marks a step not needed with a reason, off the board', async () => {
    expect(
      (await staffCall('/steps/pdos/not-needed', { reason: 'Attended PDOS for her last contract in 2025' })).statusCode,
    ).toBe(200);
    expect(await stepOf('pdos')).toMatchObject({
      status: 'not-needed',
      reason: 'Attended PDOS for her last contract in 2025',
    });
    expect((await board('step=pdos')).data.map((r) => r.applicationId)).toEqual([carla.applicationId]);
  });

  it('adds a step to this one deployment, dated from its departure', async () => {
    const res = await staffCall('/steps', {
      label: 'Yellow fever vaccination',
      actor: 'candidate',
      dueDaysFromDeparture: -10,
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = deploymentViewSchema.parse(res.json().data).steps.find((s) => s.custom)!;
    expect(added).toMatchObject({ label: 'Yellow fever vaccination', dueOn: '2026-01-10', status: 'pending' });
    // On the board under the deployment's job order and client, like the declared steps.
    for (const filter of [`jobOpeningId=${world.jobA}`, `clientId=${world.clientA}`]) {
      const rows = (await board(`${filter}&pageSize=100`)).data;
      expect(rows.some((r) => r.label === 'Yellow fever vaccination')).toBe(true);
    }
    const carlas = await callAs(
      ctx,
      carla.account,
      'GET',
      `/my-applications/${carla.applicationId}/deployment`,
      undefined,
      200,
    );
    expect(carlas.body).not.toContain('Yellow fever');
    const bad = await staffCall('/steps', { label: 'X', actor: 'nobody', dueDaysFromDeparture: 1.5 });
    expect(bad.statusCode).toBe(400);
  });

  it('completes an agency step with its evidence, checked as the candidate’s are', async () => {
    const bad = await staffCall('/steps/departure/complete', { evidence: {} });
    expect(bad.json().message).toBe('Please confirm: Departed.');
    expect((await staffCall('/steps/departure/complete', { evidence: { departed: 'yes' } })).statusCode).toBe(200);
    expect((await staffCall('/steps/medical/complete', { evidence: {} })).statusCode).toBe(403);
  });

  it('completes the verified contract only with its file, uploaded as the candidate’s are', async () => {
    const evidence = { 'verified-by': 'MWO Dubai', 'verification-date': '2026-01-05' };
    const withoutFile = await staffCall('/steps/contractVerified/complete', { evidence });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe(deploymentTexts.fileNeeded('Verified contract'));
    const form = multipart('file', 'contract.pdf', 'application/pdf', samplePdf, evidence);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${ana.applicationId}/deployment/steps/contractVerified/upload`,
      payload: form.payload,
      headers: { ...form.headers, ...world.staff.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stepOf('contractVerified')).toMatchObject({ status: 'done' });
    // The Documentation officer reads it (Offered is in their reach); a recruiter's role has no 'passports'.
    const officer = await createAccount(ctx, 'Admin', { staffRoles: ['Documentation officer'] });
    expect((await callAs(ctx, officer, 'GET', `/admin/applications/${ana.applicationId}/deployment`)).statusCode).toBe(
      200,
    );
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect(
      (await callAs(ctx, recruiter, 'GET', `/admin/applications/${ana.applicationId}/deployment`)).statusCode,
    ).toBe(403);
  });
});
