import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitsOneSegment } from '@contracts/text-messages/segments';
import { incidentReportDue } from '@shared/deadlines';
import { holidays, welfareIncidents, welfareReports, welfareWorkers } from '../../../src/db/schema';
import { inboundGetUrl } from '../../../src/modules/text-messages';
import { replyTexts } from '../../../src/modules/text-messages/replies';
import { manilaDay } from '../../../src/modules/welfare/incidents';
import { freePort, startKannel, type KannelWorld } from '../../helpers/kannel';
import { welfareTask, on, welfareWorld } from '../welfare/welfare-world';
import { callbackSecret, givePhone } from './texts-world';

const sender = 'BayanihanGC';
const anasNumber = '+639175550311';
const carlasNumber = '+639175550312';
const strangersNumber = '+639175550399';
const upstreamPort = await freePort();
const callbackUrl = `http://127.0.0.1:${upstreamPort}`;
const kannel: KannelWorld = await startKannel(inboundGetUrl({ callbackUrl, callbackSecret }));
const w = await welfareWorld({
  SMS_GATEWAY_URL: kannel.sendsmsUrl,
  SMS_GATEWAY_USER: kannel.user,
  SMS_GATEWAY_PASSWORD: kannel.password,
  SMS_SENDER_ID: sender,
  SMS_CALLBACK_SECRET: callbackSecret,
  SMS_CALLBACK_URL: callbackUrl,
});
const { ctx, ana, carla } = w;
const noCheckIn = replyTexts.noCheckIn(ctx.config.AGENCY_INBOX);

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: upstreamPort });
  await givePhone(ctx, ana.account, '09175550311', true);
  await givePhone(ctx, carla.account, '09175550312', true);
  await w.depart(ana.applicationId);
  await w.depart(carla.applicationId);
  // Ana's first check-in goes on 8 April (due 15 April), Carla's on 24 April (due 1 May).
  expect(await welfareTask.run(ctx.app, on('2027-04-08'))).toMatchObject({ checkIns: 1 });
  expect(await w.run('2027-04-24')).toMatchObject({ checkIns: 1 });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await kannel.stop();
});

/** The worker's reports whose check-in went, earliest first. */
const sentReportsOf = async (applicationId: string) =>
  (
    await ctx.app.db
      .select({ report: welfareReports })
      .from(welfareReports)
      .innerJoin(welfareWorkers, eq(welfareWorkers.id, welfareReports.workerId))
      .where(eq(welfareWorkers.applicationId, applicationId))
      .orderBy(asc(welfareReports.dueOn))
  )
    .map((row) => row.report)
    .filter((report) => report.checkInSentAt);
const incidents = () => ctx.app.db.select().from(welfareIncidents);
/** The phone's reply through fakesmsc, bearerbox and smsbox, and the SMS that answers it. */
const reply = async (from: string, text: string, answer: string) => {
  const before = kannel.received.length;
  await kannel.inject(from, sender, text);
  await kannel.receivedWhere((sms) => sms.to === from && sms.text === answer && kannel.received.indexOf(sms) >= before);
};

describe("replies of 1 and 2 to the welfare check-in, through Kannel's sms-service", () => {
  it('2 answers the open check-in with help and opens an incident due in 5 working days; the worker is told', async () => {
    await reply(anasNumber, '2', replyTexts.checkInHelp);
    const [report] = await sentReportsOf(ana.applicationId);
    expect(report).toMatchObject({ dueOn: '2027-04-15', answer: 'help' });
    expect(report!.answeredAt).not.toBeNull();
    const stored = new Set((await ctx.app.db.select().from(holidays)).map((h) => h.date));
    const [incident, ...more] = await incidents();
    expect(more).toEqual([]);
    expect(incident).toMatchObject({ source: 'check-in', reportId: report!.id, status: 'open' });
    expect(incident!.dueOn).toBe(incidentReportDue(manilaDay(new Date()), stored));
  });

  it('a second reply changes nothing: the check-in was answered once', async () => {
    const answeredAt = (await sentReportsOf(ana.applicationId))[0]!.answeredAt;
    await reply(anasNumber, '1', noCheckIn);
    expect((await sentReportsOf(ana.applicationId))[0]).toMatchObject({ answer: 'help', answeredAt });
    expect(await incidents()).toHaveLength(1);
  });

  it('1. answers fine, and opens no incident', async () => {
    await reply(carlasNumber, '1.', replyTexts.checkInFine);
    expect((await sentReportsOf(carla.applicationId))[0]).toMatchObject({ dueOn: '2027-05-01', answer: 'fine' });
    expect(await incidents()).toHaveLength(1);
  });

  it('a number no worker gave gets the declared answer, and nothing changes', async () => {
    await reply(strangersNumber, '2', noCheckIn);
    expect(await incidents()).toHaveLength(1);
  });

  it('answers in one SMS segment each', () => {
    for (const text of [
      replyTexts.checkInFine,
      replyTexts.checkInHelp,
      noCheckIn,
      replyTexts.noCheckIn('x'.repeat(60)),
    ])
      expect(fitsOneSegment(text)).toBe(true);
  });

  it('an expired check-in is not answered: the worker gets the declared answer', async () => {
    expect(await welfareTask.run(ctx.app, on('2027-07-08'))).toMatchObject({ checkIns: 1 });
    const second = (await sentReportsOf(ana.applicationId))[1]!;
    expect(second).toMatchObject({ dueOn: '2027-07-15', answeredAt: null });
    // Its 14 days after the due date are past (the route reads the real clock).
    await ctx.app.db.update(welfareReports).set({ dueOn: '2026-01-01' }).where(eq(welfareReports.id, second.id));
    await reply(anasNumber, '2', noCheckIn);
    const [expired] = await ctx.app.db.select().from(welfareReports).where(eq(welfareReports.id, second.id));
    expect(expired).toMatchObject({ answer: null, answeredAt: null });
    expect(await incidents()).toHaveLength(1);
  });
});
