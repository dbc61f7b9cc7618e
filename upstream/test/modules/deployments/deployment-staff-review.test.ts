import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardFiltersSchema, deploymentTexts, deploymentViewSchema } from '@contracts/deployments/deployment';
import { fieldMessages } from '@contracts/core/fields';
import { createAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { deploymentsWorld } from './deployments-world';

const { ctx, world, ana, carla, accept, complete, stepOf, setDeparture, anasRows } = await deploymentsWorld();
afterAll(() => ctx.close());
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await accept('carla', 'Carla Santos');
  await setDeparture(ana.applicationId, '2027-03-01');
});

const staffPost = (path: string, payload?: object, who = world.staff, id = ana.applicationId) =>
  callAs(ctx, who, 'POST', `/admin/applications/${id}/deployment${path}`, payload);
const historyOf = async (step: string) =>
  (
    await callAs(
      ctx,
      world.staff,
      'GET',
      `/admin/applications/${ana.applicationId}/deployment/steps/${step}/history`,
      undefined,
      200,
    )
  ).json().data as { status: string; reason: string | null; verified: boolean; evidence: Record<string, string> }[];

describe('staff verify and reject a step’s evidence', () => {
  it('verifies a done step once, keeping it in the history; an open step cannot be verified (409)', async () => {
    expect((await staffPost('/steps/ofwPass/verify')).statusCode).toBe(409);
    await complete(ana.account, ana.applicationId, 'ofwPass', { 'ofw-pass-number': 'OFW-2027-0042' });
    const res = await staffPost('/steps/ofwPass/verify');
    expect(res.statusCode, res.body).toBe(200);
    const step = deploymentViewSchema.parse(res.json().data).steps.find((s) => s.key === 'ofwPass')!;
    expect(step).toMatchObject({ status: 'done', verified: true });
    expect(await stepOf('ofwPass')).toMatchObject({ verified: true });
    const again = await staffPost('/steps/ofwPass/verify');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(deploymentTexts.alreadyVerified);
    expect((await historyOf('ofwPass')).map((h) => [h.status, h.verified])).toEqual([
      ['done', false],
      ['done', true],
    ]);
  });

  it('rejects done evidence with a reason: the step opens again for the candidate, the evidence kept in the history', async () => {
    const before = await anasRows();
    for (const reason of ['', 'Wrong\nnumber', 'x'.repeat(501)]) {
      expect((await staffPost('/steps/ofwPass/reject', { reason })).statusCode).toBe(400);
    }
    expect((await staffPost('/steps/ofwPass/reject', { reason: 'Wrong\r\nnumber' })).json().message).toBe(
      fieldMessages.singleLine,
    );
    expect(await anasRows()).toEqual(before);
    const res = await staffPost('/steps/ofwPass/reject', { reason: 'This number is not on the DMW app' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stepOf('ofwPass')).toMatchObject({
      status: 'pending',
      reason: 'This number is not on the DMW app',
      verified: false,
    });
    const history = await historyOf('ofwPass');
    expect(history.at(-1)).toMatchObject({ status: 'pending', reason: 'This number is not on the DMW app' });
    expect(history[0]!.evidence).toEqual({ 'ofw-pass-number': 'OFW-2027-0042' });
    expect((await staffPost('/steps/ofwPass/reject', { reason: 'Again, please' })).statusCode).toBe(409);
  });

  it('needs a one-line reason to block or mark a step not needed (400, nothing changed)', async () => {
    const before = await anasRows();
    for (const path of ['/steps/pdos/block', '/steps/pdos/not-needed']) {
      const missing = await staffPost(path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(deploymentTexts.reason);
      expect((await staffPost(path, { reason: 'Seminar\u0007full' })).json().message).toBe(fieldMessages.singleLine);
    }
    const custom = await staffPost('/steps', { label: 'Vaccine\tcard', actor: 'candidate', dueDaysFromDeparture: -3 });
    expect(custom.statusCode).toBe(400);
    expect(await anasRows()).toEqual(before);
  });

  it('answers another deployment’s, a missing one’s and a missing step 404, and each role as declared', async () => {
    const missing = crypto.randomUUID();
    expect((await staffPost('/steps/medical/verify', undefined, world.staff, missing)).statusCode).toBe(404);
    expect((await staffPost('/steps/nosuch/verify')).statusCode).toBe(404);
    expect(
      (await staffPost('/steps/medical/reject', { reason: 'Blurred scan' }, world.staff, missing)).statusCode,
    ).toBe(404);
    // Another deployment's id reaches that deployment only (Carla's medical is open: 409, Ana's untouched).
    expect((await staffPost('/steps/medical/verify', undefined, world.staff, carla.applicationId)).statusCode).toBe(
      409,
    );
    const officer = await createAccount(ctx, 'Admin', { staffRoles: ['Documentation officer'] });
    expect((await staffPost('/steps/medical/verify', undefined, officer)).statusCode).toBe(409);
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect((await staffPost('/steps/medical/verify', undefined, recruiter)).statusCode).toBe(403);
    expect((await staffPost('/steps/medical/reject', { reason: 'Blurred scan' }, recruiter)).statusCode).toBe(403);
    const editor = await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] });
    expect((await callAs(ctx, editor, 'GET', '/admin/deployments/filters')).statusCode).toBe(403);
    // Neither the candidate nor the employer may call staff's side.
    expect((await staffPost('/steps/medical/verify', undefined, ana.account)).statusCode).toBe(403);
    expect((await staffPost('/steps/medical/verify', undefined, world.contactA)).statusCode).toBe(403);
  });
});

describe('the board’s filter choices', () => {
  it('lists the clients, job orders and owners of deployments in the caller’s scope', async () => {
    const filters = boardFiltersSchema.parse(
      (await callAs(ctx, world.staff, 'GET', '/admin/deployments/filters', undefined, 200)).json().data,
    );
    expect(filters.clients.map((c) => c.value).sort()).toEqual([world.clientA, world.clientB].sort());
    expect(filters.jobOrders.map((j) => j.value).sort()).toEqual([world.jobA, world.jobB].sort());
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    const theirs = boardFiltersSchema.parse(
      (await callAs(ctx, recruiter, 'GET', '/admin/deployments/filters', undefined, 200)).json().data,
    );
    expect(theirs).toEqual({ clients: [], jobOrders: [], owners: [] });
  });
});
