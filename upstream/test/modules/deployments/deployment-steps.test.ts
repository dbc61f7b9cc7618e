import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentTexts } from '@contracts/deployments/deployment';
import { deploymentStepKeys } from '@contracts/deployments/steps';
import { callAs } from '../../helpers/employer-portal';
import { sampleHtml } from '../../helpers/files';
import { sendOffer } from '../offers/offers-world';
import { deploymentsWorld } from './deployments-world';

const { ctx, world, ana, ben, carla, accept, deploymentOf, stepOf, complete, upload, setDeparture, hire, anasRows } =
  await deploymentsWorld();
afterAll(() => ctx.close());
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await accept('carla', 'Carla Santos');
});

describe('a deployment per accepted offer', () => {
  it('starts with every declared step pending when the offer is accepted, undated until a departure is planned', async () => {
    const deployment = await deploymentOf(ana.account, ana.applicationId);
    expect(deployment.steps.map((s) => s.key).sort()).toEqual([...deploymentStepKeys].sort());
    expect(deployment.steps.every((s) => s.status === 'pending' && s.dueOn === null)).toBe(true);
    expect(deployment.steps[0]).toMatchObject({ key: 'medical', label: 'Medical examination', actor: 'candidate' });
  });

  it('has none for an offer that was sent but not accepted (404)', async () => {
    await sendOffer(ctx, world.staff, ben.applicationId);
    const res = await callAs(ctx, ben.account, 'GET', `/my-applications/${ben.applicationId}/deployment`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(deploymentTexts.missing);
  });

  it('dates each step from the planned departure, and moves them with it', async () => {
    await setDeparture(ana.applicationId, '2027-03-01');
    expect((await stepOf('medical')).dueOn).toBe('2027-01-15');
    expect((await stepOf('departure')).dueOn).toBe('2027-03-01');
    expect((await stepOf('pickUp')).dueOn).toBe('2027-03-02');
    await setDeparture(ana.applicationId, '2027-03-10');
    expect((await stepOf('medical')).dueOn).toBe('2027-01-24');
  });

  it('answers another candidate’s, another client’s and a missing deployment 404', async () => {
    const url = `/my-applications/${ana.applicationId}/deployment`;
    expect((await callAs(ctx, carla.account, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(ctx, world.contactB, 'GET', `/employer/deployments/${ana.applicationId}`)).statusCode).toBe(
      404,
    );
    expect((await complete(carla.account, ana.applicationId, 'ofwPass', { 'ofw-pass-number': '1' })).statusCode).toBe(
      404,
    );
    expect((await complete(world.contactB, ana.applicationId, 'pickUp', { 'picked-up': 'yes' })).statusCode).toBe(404);
    expect(
      (await callAs(ctx, world.staff, 'GET', `/admin/applications/${crypto.randomUUID()}/deployment`)).statusCode,
    ).toBe(404);
  });
});

describe('the candidate completes a step with its evidence', () => {
  it('refuses each kind of bad evidence with its message, changing nothing', async () => {
    const before = await anasRows();
    const cases: [string, Record<string, string>, string][] = [
      ['ofwPass', {}, 'Please enter the OFW Pass number.'],
      ['arrivalByWorker', { 'i-have-arrived': 'no' }, 'Please confirm: I have arrived.'],
      ['pdos', { 'attended-on': '2027-02-30' }, deploymentTexts.fileNeeded('PDOS certificate')],
    ];
    for (const [step, evidence, message] of cases) {
      const res = await complete(ana.account, ana.applicationId, step, evidence);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const theirs = await complete(ana.account, ana.applicationId, 'pickUp', { 'picked-up': 'yes' });
    expect(theirs.statusCode).toBe(403);
    expect((await complete(ana.account, ana.applicationId, 'nosuch', {})).statusCode).toBe(404);
    const badDate = await upload(ana.account, {
      applicationId: ana.applicationId,
      step: 'medical',
      clinic: 'St. Luke’s',
      'examination-date': '2027-13-01',
      result: 'Fit',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Use a real date like 2027-01-14 for the Examination date.');
    const badChoice = await upload(ana.account, {
      applicationId: ana.applicationId,
      step: 'medical',
      clinic: 'St. Luke’s',
      'examination-date': '2027-01-10',
      result: 'Great',
    });
    expect(badChoice.json().message).toBe('Please choose the Result: Fit, Unfit, Pending.');
    const page = await upload(
      ana.account,
      {
        applicationId: ana.applicationId,
        step: 'medical',
        clinic: 'X',
        'examination-date': '2027-01-10',
        result: 'Fit',
      },
      sampleHtml,
    );
    expect(page.statusCode).toBe(415);
    expect(await anasRows()).toEqual(before);
  });

  it('completes a number step, then refuses it again (409), and keeps who and when in its history', async () => {
    const done = await complete(ana.account, ana.applicationId, 'ofwPass', { 'ofw-pass-number': 'OFW-2027-0042' });
    expect(done.statusCode, done.body).toBe(200);
    const step = await stepOf('ofwPass');
    expect(step).toMatchObject({ status: 'done', evidence: [{ field: 'ofw-pass-number', value: 'OFW-2027-0042' }] });
    expect((await complete(ana.account, ana.applicationId, 'ofwPass', { 'ofw-pass-number': 'X' })).statusCode).toBe(
      409,
    );
    const history = await callAs(
      ctx,
      world.staff,
      'GET',
      `/admin/applications/${ana.applicationId}/deployment/steps/ofwPass/history`,
      undefined,
      200,
    );
    expect(history.json().data).toEqual([
      expect.objectContaining({ by: 'Candidate', status: 'done', evidence: { 'ofw-pass-number': 'OFW-2027-0042' } }),
    ]);
  });

  it('completes the medical step with its certificate, stored privately as the documents are', async () => {
    const res = await upload(ana.account, {
      applicationId: ana.applicationId,
      step: 'medical',
      clinic: 'St. Luke’s Medical Center',
      'examination-date': '2027-01-10',
      result: 'Fit',
    });
    expect(res.statusCode, res.body).toBe(200);
    const medical = await stepOf('medical');
    expect(medical.status).toBe('done');
    const file = medical.evidence.find((e) => e.kind === 'file')!.value!;
    expect((await callAs(ctx, ana.account, 'GET', `/files/${file}`)).statusCode).toBe(200);
    expect((await callAs(ctx, carla.account, 'GET', `/files/${file}`)).statusCode).toBe(404);
    expect((await callAs(ctx, world.staff, 'GET', `/files/${file}`)).statusCode).toBe(200);
  });
});

describe('the employer', () => {
  it('sees its own steps and the others it may, without the candidate’s evidence', async () => {
    const view = await hire(world.contactA, ana.applicationId);
    const keys = view.steps.map((s) => s.key);
    expect(keys).toContain('entryPermit');
    expect(keys).not.toContain('pdos');
    expect(view.steps.find((s) => s.key === 'medical')).toMatchObject({ status: 'done' });
    expect(view.steps.find((s) => s.key === 'medical')!.evidence.every((e) => e.value === null)).toBe(true);
    const list = await callAs(ctx, world.contactA, 'GET', '/employer/deployments', undefined, 200);
    expect(list.json().data.map((h: { applicationId: string }) => h.applicationId)).toEqual([ana.applicationId]);
  });

  it('uploads the entry permit and confirms the pick-up; a candidate’s step is not its to complete', async () => {
    const permit = await upload(world.contactA, {
      applicationId: ana.applicationId,
      step: 'entryPermit',
      'entry-permit-number': '201/2027/1234567',
    });
    expect(permit.statusCode, permit.body).toBe(200);
    expect((await complete(world.contactA, ana.applicationId, 'pickUp', { 'picked-up': 'yes' })).statusCode).toBe(200);
    expect(
      (await complete(world.contactA, ana.applicationId, 'arrivalByWorker', { 'i-have-arrived': 'yes' })).statusCode,
    ).toBe(403);
    const view = await hire(world.contactA, ana.applicationId);
    const done = view.steps.filter((s) => s.status === 'done').map((s) => s.key);
    // The OFW Pass is done too, but not the employer's to see.
    expect(done.sort()).toEqual(['entryPermit', 'medical', 'pickUp']);
    expect(view.steps.find((s) => s.key === 'entryPermit')!.evidence[0]!.value).toBe('201/2027/1234567');
  });
});
