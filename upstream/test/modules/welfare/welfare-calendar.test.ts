import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welfareTexts } from '@contracts/welfare/welfare';
import { buildApp } from '../../../src/app';
import { sendWelfareCheckIns } from '../../../src/modules/welfare';
import { createAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { spyOnMail } from '../interviews/interview-world';
import { welfareTask, welfareWorld, on } from './welfare-world';

const w = await welfareWorld();
const { ctx, world, ana, carla, mails, run } = w;
afterAll(() => ctx.close());

describe('the reporting calendar of a deployed worker', () => {
  it('is a scheduled task', () => {
    expect(welfareTask.run).toBe(sendWelfareCheckIns);
  });

  it('starts only once the departure step is done', async () => {
    expect(await run('2027-01-10')).toMatchObject({ enrolled: 0, checkIns: 0 });
    await w.depart(ana.applicationId);
    await w.depart(carla.applicationId);
    expect(await run('2027-01-20')).toMatchObject({ enrolled: 2, checkIns: 0 });
    expect(await run('2027-01-21')).toMatchObject({ enrolled: 0 });
  });

  it('is due 3 months after the departure, then every 3 months to the end of the 24-month contract', async () => {
    const file = await w.welfareOf(ana.applicationId);
    expect(file).toMatchObject({ departedOn: '2027-01-15', contractMonths: 24, status: 'deployed' });
    expect(file.reports.map((r) => r.dueOn)).toEqual([
      '2027-04-15',
      '2027-07-15',
      '2027-10-15',
      '2028-01-15',
      '2028-04-15',
      '2028-07-15',
      '2028-10-15',
      '2029-01-15',
    ]);
    expect((await w.welfareOf(carla.applicationId)).reports[0]!.dueOn).toBe('2027-05-01');
  });
});

describe('check-in mails', () => {
  beforeAll(() => {
    mails.length = 0;
  });

  it('go 7 days before a report is due, once even when the task runs twice', async () => {
    expect(await run('2027-04-07')).toMatchObject({ checkIns: 0 });
    expect(await run('2027-04-08')).toMatchObject({ checkIns: 1 });
    expect(await run('2027-04-08')).toMatchObject({ checkIns: 0 });
    expect(await run('2027-04-10')).toMatchObject({ checkIns: 0 });
    expect(mails.map((m) => m.to)).toEqual([ana.email]);
    expect(mails[0]!.text).toContain('How is your work?');
    expect(mails[0]!.text).toContain('before 2027-04-15');
    const file = await w.welfareOf(ana.applicationId);
    expect(file.reports[0]!.checkInSentAt).not.toBeNull();
    expect(file.reports[1]!.checkInSentAt).toBeNull();
  });

  it('go once across a restart and two instances running together', async () => {
    const restarted = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await restarted.ready();
    try {
      const sentByRestarted = spyOnMail({ app: restarted });
      expect(await welfareTask.run(restarted, on('2027-04-09'))).toMatchObject({ checkIns: 0 });
      const runs = await Promise.all([
        welfareTask.run(ctx.app, on('2027-04-24')),
        welfareTask.run(restarted, on('2027-04-24')),
      ]);
      expect(runs.reduce((n, r) => n + r.checkIns!, 0)).toBe(1);
      expect([...mails, ...sentByRestarted].filter((m) => m.to === carla.email)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

describe('the worker’s status', () => {
  const setStatus = (body: object, account = world.staff) =>
    callAs(ctx, account, 'PUT', `/admin/applications/${ana.applicationId}/welfare/status`, body);

  it('refuses a repatriation without its reason, changing nothing', async () => {
    const res = await setStatus({ status: 'repatriated', statusOn: '2027-05-02' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(welfareTexts.repatriationReason);
    expect((await w.welfareOf(ana.applicationId)).status).toBe('deployed');
  });

  it('is changed by a Welfare officer, not by a Recruiter', async () => {
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect((await setStatus({ status: 'on-contract', statusOn: '2027-02-01' }, recruiter)).statusCode).toBe(403);
    const officer = await createAccount(ctx, 'Admin', { staffRoles: ['Welfare officer'] });
    expect((await setStatus({ status: 'on-contract', statusOn: '2027-02-01' }, officer)).statusCode).toBe(200);
    expect(await w.welfareOf(ana.applicationId, officer)).toMatchObject({
      status: 'on-contract',
      statusOn: '2027-02-01',
    });
  });

  it('repatriated with a reason: no more check-ins for the worker', async () => {
    expect(
      (await setStatus({ status: 'repatriated', statusOn: '2027-06-01', reason: 'Family emergency' })).statusCode,
    ).toBe(200);
    expect(await w.welfareOf(ana.applicationId)).toMatchObject({
      status: 'repatriated',
      statusReason: 'Family emergency',
    });
    expect(await run('2027-07-08')).toMatchObject({ checkIns: 0 });
  });

  it('answers 404 for an application without a deployed worker, and for an unknown one', async () => {
    const ben = world.people.ben.applicationId;
    expect((await callAs(ctx, world.staff, 'GET', `/admin/applications/${ben}/welfare`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await callAs(ctx, world.staff, 'GET', `/admin/applications/${unknown}/welfare`)).statusCode).toBe(404);
  });
});
