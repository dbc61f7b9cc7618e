import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { MailMessage } from '../../../src/lib/mail-message';
import { remindDeploymentSteps } from '../../../src/modules/deployments';
import { spyOnMail } from '../interviews/interview-world';
import { deploymentsWorld, on, stepReminderTask as task } from './deployments-world';

const { ctx, world, ana, accept, setDeparture } = await deploymentsWorld();
let mails: MailMessage[];
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  // Medical due 2027-01-15, contract 01-30, entry permit 02-08, PDOS 02-15 (steps.ts).
  await setDeparture(ana.applicationId, '2027-03-01');
  mails = spyOnMail(ctx);
});
afterAll(() => ctx.close());

describe('reminders of deployment steps', () => {
  it('is a scheduled task', () => {
    expect(task.run).toBe(remindDeploymentSteps);
  });

  it('sends nothing before a step’s reminder day', async () => {
    expect(await task.run(ctx.app, on('2027-01-11'))).toEqual({ reminded: 0 });
    expect(mails).toHaveLength(0);
  });

  it('mails the candidate 3 days before her step is due, once even when run twice', async () => {
    expect(await task.run(ctx.app, on('2027-01-12'))).toEqual({ reminded: 1 });
    expect(await task.run(ctx.app, on('2027-01-13'))).toEqual({ reminded: 0 });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[ana.email, 'Medical examination: due on 2027-01-15']]);
    expect(mails[0]!.text).toContain('Bring your passport and two photos.');
  });

  it('mails the agency for its step and the employer’s contacts for theirs, without the worker’s full name', async () => {
    expect(await task.run(ctx.app, on('2027-01-28'))).toEqual({ reminded: 1 });
    expect(mails.at(-1)!.to).toBe(ctx.config.AGENCY_INBOX);
    expect(await task.run(ctx.app, on('2027-02-06'))).toEqual({ reminded: 1 });
    expect(mails.at(-1)!.to).toBe(world.contactA.email);
    expect(mails.at(-1)!.text).not.toContain('Ana Maria Reyes');
  });

  it('sends each reminder once across two instances running together', async () => {
    const restarted = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await restarted.ready();
    try {
      const sentByRestarted = spyOnMail({ app: restarted });
      const runs = await Promise.all([task.run(ctx.app, on('2027-02-12')), task.run(restarted, on('2027-02-12'))]);
      expect(runs.reduce((n, r) => n + r.reminded!, 0)).toBe(1);
      const pdos = [...mails, ...sentByRestarted].filter((m) => m.subject.startsWith('Pre-departure orientation'));
      expect(pdos).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it('reminds again when the departure moves a step’s due date', async () => {
    await setDeparture(ana.applicationId, '2027-03-11');
    expect(await task.run(ctx.app, on('2027-01-22'))).toEqual({ reminded: 1 });
    expect(mails.at(-1)!.subject).toBe('Medical examination: due on 2027-01-25');
  });
});
