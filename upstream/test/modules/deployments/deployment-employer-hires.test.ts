import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerHireSchema } from '@contracts/deployments/deployment';
import { deploymentStepKeys, deploymentSteps } from '@contracts/deployments/steps';
import { employerOverviewSchema } from '@contracts/shortlists/shortlist';
import { callAs } from '../../helpers/employer-portal';
import { deploymentsWorld } from './deployments-world';

const { ctx, world, ana, carla, accept, complete, upload, setDeparture, hire } = await deploymentsWorld();
afterAll(() => ctx.close());
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await accept('carla', 'Carla Santos');
  await setDeparture(ana.applicationId, '2027-03-01');
});

/** The steps an employer sees: its own, and those the declaration lets it read. */
const employerVisible = deploymentStepKeys.filter(
  (key) => deploymentSteps[key].actor === 'employer' || deploymentSteps[key].employerSees,
);
const deployedCount = async (jobId: string) => {
  const overview = employerOverviewSchema.parse(
    (await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200)).json().data,
  );
  return overview.jobOrders.find((j) => j._id === jobId)!.counts.deployed;
};

describe('the employer’s hires', () => {
  it('lists only its client’s hires, with the employer-visible steps and never contact data or passport numbers', async () => {
    const res = await callAs(ctx, world.contactA, 'GET', '/employer/deployments', undefined, 200);
    const hires = employerHireSchema.array().parse(res.json().data);
    expect(hires.map((h) => h.applicationId)).toEqual([ana.applicationId]);
    expect(hires[0]!.steps.map((s) => s.key).sort()).toEqual([...employerVisible].sort());
    for (const secret of [ana.email, ana.phone, ana.passportNumber, carla.applicationId]) {
      expect(res.body).not.toContain(secret);
    }
    expect(hires[0]!.candidate).not.toBe('Ana Maria Reyes');
  });

  it('answers another client’s hire 404, and the candidate 403', async () => {
    expect((await callAs(ctx, world.contactA, 'GET', `/employer/deployments/${carla.applicationId}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(ctx, world.contactB, 'GET', `/employer/deployments/${ana.applicationId}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(ctx, ana.account, 'GET', `/employer/deployments/${ana.applicationId}`)).statusCode).toBe(403);
    const upload404 = await upload(world.contactB, {
      applicationId: ana.applicationId,
      step: 'entryPermit',
      'entry-permit-number': '201/2027/1234567',
    });
    expect(upload404.statusCode).toBe(404);
  });

  it('books the flight with its ticket: the times in Manila and Dubai, checked as wall-clock times', async () => {
    const fields = {
      applicationId: ana.applicationId,
      step: 'flight',
      'flight-number': 'EK 335',
      'departure-manila-time': '2027-03-01T09:30',
      'arrival-dubai-time': '2027-03-01T13:45',
    };
    const bad = await upload(world.contactA, { ...fields, 'arrival-dubai-time': '2027-03-01 1:45 PM' });
    expect(bad.statusCode).toBe(400);
    const ctrl = await upload(world.contactA, { ...fields, 'flight-number': 'EK\n335' });
    expect(ctrl.statusCode).toBe(400);
    const res = await upload(world.contactA, fields);
    expect(res.statusCode, res.body).toBe(200);
    const flight = (await hire(world.contactA, ana.applicationId)).steps.find((s) => s.key === 'flight')!;
    expect(flight.evidence.find((e) => e.field === 'arrival-dubai-time')).toMatchObject({
      kind: 'datetime',
      zone: 'Asia/Dubai',
      value: '2027-03-01T13:45',
    });
  });
});

describe('a job order’s Deployed count', () => {
  it('counts the workers whose arrival was confirmed, not the accepted offers', async () => {
    expect(await deployedCount(world.jobA)).toBe(0);
    expect((await complete(world.contactA, ana.applicationId, 'pickUp', { 'picked-up': 'yes' })).statusCode).toBe(200);
    // The employer's pick-up alone is half the arrival.
    expect(await deployedCount(world.jobA)).toBe(0);
    expect(
      (await complete(ana.account, ana.applicationId, 'arrivalByWorker', { 'i-have-arrived': 'yes' })).statusCode,
    ).toBe(200);
    expect(await deployedCount(world.jobA)).toBe(1);
    // Staff reopening the pick-up (a wrong confirmation) takes the worker off the count again.
    await callAs(
      ctx,
      world.staff,
      'POST',
      `/admin/applications/${ana.applicationId}/deployment/steps/pickUp/reopen`,
      undefined,
      200,
    );
    expect(await deployedCount(world.jobA)).toBe(0);
    // A pick-up that was not needed leaves the worker's own confirmation.
    await callAs(
      ctx,
      world.staff,
      'POST',
      `/admin/applications/${ana.applicationId}/deployment/steps/pickUp/not-needed`,
      { reason: 'Her brother drove her from the airport' },
      200,
    );
    expect(await deployedCount(world.jobA)).toBe(1);
  });
});
