import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInPath } from '@contracts/welfare/check-in-texts';
import { on, welfareTask, welfareWorld } from '../welfare/welfare-world';
import { deliverQueuedSms, givePhone, replyBySms, smsOnConfig, textsTo } from './texts-world';

const w = await welfareWorld(await smsOnConfig());
const { ctx, ana, carla } = w;
const anasNumber = '+639175550301';
const carlasNumber = '+639175550302';
const checkInMailsTo = (email: string) => w.mails.filter((m) => m.to === email && /check-in/.test(m.subject));
beforeAll(async () => {
  await givePhone(ctx, ana.account, '09175550301', true);
  await givePhone(ctx, carla.account, '09175550302', false);
  await w.depart(ana.applicationId);
  await w.depart(carla.applicationId);
});
afterAll(() => ctx.close());

describe('the welfare check-in by SMS', () => {
  it('texts an opted-in worker the check-in link, held until 08:00 in Dubai (where they work), and no mail', async () => {
    // 06:00 in Dubai is quiet there, though 10:00 in Manila: the worker's zone is Dubai's after departure.
    const now = new Date('2027-04-08T02:00:00Z');
    expect(await welfareTask.run(ctx.app, now)).toMatchObject({ checkIns: 1 });
    const [sms, ...more] = await textsTo(ctx, 'welfareCheckIn', anasNumber);
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.nextAttemptAt.toISOString()).toBe('2027-04-08T04:00:00.000Z');
    expect(sms!.fallbackMail).toMatchObject({ to: ana.email });
    expect(checkInMailsTo(ana.email)).toEqual([]);
    // The link in the SMS is whole: it opens the worker's check-in without signing in.
    const token = new RegExp(`${checkInPath('')}([A-Za-z0-9_-]{43})$`).exec(sms!.body)?.[1];
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/check-ins/${token}` });
    expect(opened.json().data).toMatchObject({ state: 'open', dueOn: '2027-04-15' });
  });

  it('mails a worker who has not opted in, and texts them nothing', async () => {
    await w.run('2027-04-24');
    expect(checkInMailsTo(carla.email)).toHaveLength(1);
    expect(await textsTo(ctx, 'welfareCheckIn', carlasNumber)).toEqual([]);
  });

  it('after a HINTO (STOP) reply, mails the held check-in instead of its SMS, and mails the next one', async () => {
    await replyBySms(ctx, anasNumber, 'HINTO');
    await deliverQueuedSms(ctx, 'welfareCheckIn', anasNumber);
    expect(checkInMailsTo(ana.email)).toHaveLength(1);
    expect((await textsTo(ctx, 'welfareCheckIn', anasNumber))[0]).toMatchObject({ state: 'failed', sentAt: null });
    expect(await welfareTask.run(ctx.app, on('2027-07-08'))).toMatchObject({ checkIns: 1 });
    expect(await textsTo(ctx, 'welfareCheckIn', anasNumber)).toHaveLength(1);
    expect(checkInMailsTo(ana.email)).toHaveLength(2);
  });
});
