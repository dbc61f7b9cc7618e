import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepActionPaths } from '@contracts/deployments/step-mail-texts';
import type { MailMessage } from '../../../src/lib/mail-message';
import { callAs } from '../../helpers/employer-portal';
import { spyOnMail } from '../interviews/interview-world';
import { deploymentsWorld, on, stepReminderTask as task } from './deployments-world';

const { ctx, world, ana, accept, complete, stepOf, setDeparture } = await deploymentsWorld();
let mails: MailMessage[];
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  // OFW Pass and flight due 2027-02-22 (reminded from 02-19); arrival and pick-up due 03-02 (from 02-27).
  await setDeparture(ana.applicationId, '2027-03-01');
  mails = spyOnMail(ctx);
});
afterAll(() => ctx.close());

const staffPost = (path: string, payload?: object) =>
  callAs(ctx, world.staff, 'POST', `/admin/applications/${ana.applicationId}/deployment/steps/${path}`, payload);
const link = (path: string) => new URL(path, ctx.config.PUBLIC_URL).toString();
const since = (count: number) => mails.slice(count).map((m) => [m.to, m.subject]);

describe('a rejected step is mailed to whoever acts on it, and reminded again', () => {
  it('mails the worker the reason and the link to My Applications; the step is reminded once more', async () => {
    expect(await task.run(ctx.app, on('2027-02-19'))).toEqual({ reminded: 2 });
    const ofwNumber = { 'ofw-pass-number': 'OFW-2027-0042' };
    expect((await complete(ana.account, ana.applicationId, 'ofwPass', ofwNumber)).statusCode).toBe(200);
    const before = mails.length;
    const res = await staffPost('ofwPass/reject', { reason: 'This number is not on the DMW app' });
    expect(res.statusCode, res.body).toBe(200);
    expect(since(before)).toEqual([[ana.email, 'OFW Pass: please send it again']]);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain('The reason: This number is not on the DMW app');
    expect(mail.text).toContain(link(stepActionPaths.candidate));
    expect(mail.html).toContain(link(stepActionPaths.candidate));

    expect(await task.run(ctx.app, on('2027-02-20'))).toEqual({ reminded: 1 });
    expect(mails.at(-1)!.subject).toBe('OFW Pass: due on 2027-02-22');
    expect(await task.run(ctx.app, on('2027-02-21'))).toEqual({ reminded: 0 });
    expect(await stepOf('ofwPass')).toMatchObject({ status: 'pending', reason: 'This number is not on the DMW app' });
  });

  it('mails the employer’s contacts (not the other client’s) the reason and the hire’s page, without the worker’s full name', async () => {
    expect((await complete(world.contactA, ana.applicationId, 'pickUp', { 'picked-up': 'yes' })).statusCode).toBe(200);
    const before = mails.length;
    expect((await staffPost('pickUp/reject', { reason: 'The driver has not met her yet' })).statusCode).toBe(200);
    expect(since(before)).toEqual([[world.contactA.email, 'Pick-up at the airport for Ana R.: please send it again']]);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain('The reason: The driver has not met her yet');
    expect(mail.text).toContain(link(stepActionPaths.employer(ana.applicationId)));
    expect(mail.text).not.toContain('Ana Maria Reyes');
    expect(mails.some((m) => m.to === world.contactB.email)).toBe(false);
  });

  it('reminds a reopened step once more when due, and only once', async () => {
    // The departure (due 03-01), the worker's arrival and the pick-up (open after its rejection), due 03-02.
    expect(await task.run(ctx.app, on('2027-02-27'))).toEqual({ reminded: 3 });
    expect((await complete(world.contactA, ana.applicationId, 'pickUp', { 'picked-up': 'yes' })).statusCode).toBe(200);
    expect(await task.run(ctx.app, on('2027-02-28'))).toEqual({ reminded: 0 });
    expect((await staffPost('pickUp/reopen')).statusCode).toBe(200);
    const before = mails.length;
    expect(await task.run(ctx.app, on('2027-02-28'))).toEqual({ reminded: 1 });
    expect(await task.run(ctx.app, on('2027-03-01'))).toEqual({ reminded: 0 });
    expect(since(before)).toEqual([[world.contactA.email, 'Pick-up at the airport for Ana R.: due on 2027-03-02']]);
  });

  it('mails no one for a refused reason, nor for the agency’s own step', async () => {
    const before = mails.length;
    expect((await staffPost('ofwPass/reject', { reason: 'Wrong\u0007number' })).statusCode).toBe(400);
    expect((await staffPost('departure/complete', { evidence: { departed: 'yes' } })).statusCode).toBe(200);
    expect((await staffPost('departure/reject', { reason: 'She missed the flight' })).statusCode).toBe(200);
    expect(mails.length).toBe(before);
  });
});
