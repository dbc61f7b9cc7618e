import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build-test-app';
import { spyOnMail } from '../interviews/interview-world';
import { offerCalls, offersWorld, sendOffer } from '../offers/offers-world';
import { deliverQueuedSms, givePhone, replyBySms, smsOnConfig, textsTo } from './texts-world';

const ctx = await buildTestApp({ config: await smsOnConfig() });
const world = await offersWorld(ctx);
afterAll(() => ctx.close());
const { ana, ben } = world.people;
const anasNumber = '+639175550201';
const bensNumber = '+639175550202';
await givePhone(ctx, ana.account, '09175550201', true);
await givePhone(ctx, ben.account, '09175550202', false);
const mails = spyOnMail(ctx);
const offerMailsTo = (email: string) => mails.filter((m) => m.to === email && /^Your job offer/.test(m.subject));

describe('the offer by SMS', () => {
  it('tells an opted-in candidate of the offer by SMS, its mail kept only as the fallback', async () => {
    await sendOffer(ctx, world.staff, ana.applicationId);
    const [sms, ...more] = await textsTo(ctx, 'offerMade', anasNumber);
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(
      /^Bayanihan Gulf Careers: you have a job offer for Banquet Server\. .+\/my-applications$/,
    );
    expect(sms!.fallbackMail).toMatchObject({ to: ana.email, subject: 'Your job offer: Banquet Server' });
    expect(offerMailsTo(ana.email)).toEqual([]);
  });

  it('mails a candidate who has not opted in, and texts them nothing', async () => {
    await sendOffer(ctx, world.staff, ben.applicationId);
    expect(offerMailsTo(ben.email)).toHaveLength(1);
    expect(await textsTo(ctx, 'offerMade', bensNumber)).toEqual([]);
  });

  it('after a STOP reply, mails the queued offer instead of its SMS, and mails the next version', async () => {
    await replyBySms(ctx, anasNumber, 'STOP');
    await deliverQueuedSms(ctx, 'offerMade', anasNumber);
    expect(offerMailsTo(ana.email)).toHaveLength(1);
    expect((await textsTo(ctx, 'offerMade', anasNumber))[0]).toMatchObject({ state: 'failed', sentAt: null });
    const { panel, save, send } = offerCalls(ctx, world);
    const terms = (await panel(ana.applicationId)).offers[0]!.terms;
    expect((await save(ana.applicationId, terms)).statusCode).toBe(200);
    expect((await send(ana.applicationId)).statusCode).toBe(200);
    expect(await textsTo(ctx, 'offerMade', anasNumber)).toHaveLength(1);
    expect(offerMailsTo(ana.email)).toHaveLength(2);
  });
});
