import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepActionPaths } from '@contracts/deployments/step-mail-texts';
import type { MailMessage } from '../../../src/lib/mail-message';
import { deploymentsWorld, on, stepReminderTask as task } from '../deployments/deployments-world';
import { spyOnMail } from '../interviews/interview-world';
import { deliverQueuedSms, givePhone, replyBySms, smsOnConfig, textsTo } from './texts-world';

const { ctx, world, ana, carla, accept, setDeparture } = await deploymentsWorld(await smsOnConfig());
const anasNumber = '+639175550321';
const carlasNumber = '+639175550322';
let mails: MailMessage[];
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await accept('carla', 'Carla Santos');
  // Medical due 2027-01-15 (reminded from 01-12), the employer's entry permit 02-08 (from 02-05).
  await setDeparture(ana.applicationId, '2027-03-01');
  await setDeparture(carla.applicationId, '2027-03-01');
  await givePhone(ctx, ana.account, '09175550321', true);
  await givePhone(ctx, carla.account, '09175550322', false);
  mails = spyOnMail(ctx);
});
afterAll(() => ctx.close());

const mailsTo = (email: string) => mails.filter((m) => m.to === email).map((m) => m.subject);

describe('the deployment step reminder by SMS', () => {
  it('texts an opted-in candidate her step due, its mail kept only as the fallback; mails one not opted in', async () => {
    expect(await task.run(ctx.app, on('2027-01-12'))).toEqual({ reminded: 2 });
    const [sms, ...more] = await textsTo(ctx, 'deploymentStepDue', anasNumber);
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    const link = new URL(stepActionPaths.candidate, ctx.config.PUBLIC_URL).toString();
    expect(sms!.body).toBe(
      `Bayanihan Gulf Careers: "Medical examination" is due on 2027-01-15. Your next steps: ${link}`,
    );
    expect(sms!.fallbackMail).toMatchObject({ to: ana.email, subject: 'Medical examination: due on 2027-01-15' });
    expect(mailsTo(ana.email)).toEqual([]);
    expect(mailsTo(carla.email)).toEqual(['Medical examination: due on 2027-01-15']);
    expect(await textsTo(ctx, 'deploymentStepDue', carlasNumber)).toEqual([]);
  });

  it("keeps the mail for the employer's contacts' steps", async () => {
    expect(await task.run(ctx.app, on('2027-02-05'))).toEqual({ reminded: 2 });
    expect(mailsTo(world.contactA.email)).toHaveLength(1);
    expect(mailsTo(world.contactB.email)).toHaveLength(1);
    expect(await textsTo(ctx, 'deploymentStepDue', anasNumber)).toHaveLength(1);
  });

  it('after a STOP reply, mails the queued reminder instead of its SMS', async () => {
    await replyBySms(ctx, anasNumber, 'STOP');
    await deliverQueuedSms(ctx, 'deploymentStepDue', anasNumber);
    expect(mailsTo(ana.email)).toEqual(['Medical examination: due on 2027-01-15']);
    expect((await textsTo(ctx, 'deploymentStepDue', anasNumber))[0]).toMatchObject({ state: 'failed', sentAt: null });
  });
});
