import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welfareIncidents } from '../../../src/db/schema';
import { replyTexts, whatsappReplyTexts } from '../../../src/modules/text-messages/replies';
import { startWhatsAppStandIn } from '../../helpers/whatsapp-stand-in';
import { welfareTask, on, welfareWorld } from '../welfare/welfare-world';
import { givePhone } from './texts-world';

// A deployed worker in the UAE answers on WhatsApp: the check-in's 1 or 2, STOP and HELP are read as
// SMS replies are, and the answer goes back as a text in the window the worker's message opened.
const accessToken = 'stand-in-access-token-0123456789';
const appSecret = 'stand-in-app-secret-0123';
const anasNumber = '639175550411';
const strangersNumber = '639175550499';
let post: (payload: string, headers: Record<string, string>) => Promise<number> = async () => 0;
const standIn = await startWhatsAppStandIn({ accessToken, appSecret, post: (p, h) => post(p, h) });
const w = await welfareWorld({
  WHATSAPP_GRAPH_URL: standIn.graphUrl,
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_ACCESS_TOKEN: accessToken,
  WHATSAPP_APP_SECRET: appSecret,
  WHATSAPP_VERIFY_TOKEN: 'stand-in-verify-token-0123',
});
const { ctx, ana } = w;
post = async (payload, headers) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/text-messages/whatsapp/webhook', payload, headers })).statusCode;

beforeAll(async () => {
  await givePhone(ctx, ana.account, '09175550411', true, 'whatsapp');
  await w.depart(ana.applicationId);
  // Ana's first check-in goes on 8 April (due 15 April), by WhatsApp's approved template.
  expect(await welfareTask.run(ctx.app, on('2027-04-08'))).toMatchObject({ checkIns: 1 });
  // Queued on that (future) day: handed to WhatsApp on the same moved clock.
  expect(await ctx.app.messenger.deliverWhatsAppDue(on('2027-04-08'))).toMatchObject({ sent: 1 });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

/** The texts the stand-in got for a number (what the phone received), oldest first. */
const textsTo = (number: string) =>
  standIn.received.filter((m) => m.body.to === number && m.body.type === 'text').map((m) => m.body.text?.body);

describe('replies to the welfare check-in on WhatsApp', () => {
  it('sends the check-in as the approved template', () => {
    const [checkIn] = standIn.received.filter((m) => m.body.to === anasNumber);
    expect(checkIn!.body.template).toMatchObject({ name: 'welfare_check_in' });
  });

  it('2 answers the open check-in with help: an incident is opened and the worker is told on WhatsApp', async () => {
    expect(await standIn.postReply(anasNumber, '2')).toBe(200);
    const incidents = await ctx.app.db.select().from(welfareIncidents);
    expect(incidents).toEqual([expect.objectContaining({ source: 'check-in', status: 'open' })]);
    expect(textsTo(anasNumber)).toEqual([replyTexts.checkInHelp]);
  });

  it('a number with no check-in waiting gets the declared answer, and nothing is opened', async () => {
    expect(await standIn.postReply(strangersNumber, '1')).toBe(200);
    expect(textsTo(strangersNumber)).toEqual([replyTexts.noCheckIn(ctx.config.AGENCY_INBOX)]);
    expect(await ctx.app.db.select().from(welfareIncidents)).toHaveLength(1);
  });

  it('answers STOP and HELP in WhatsApp words', async () => {
    expect(await standIn.postReply(anasNumber, 'HELP')).toBe(200);
    expect(await standIn.postReply(anasNumber, 'STOP')).toBe(200);
    expect(textsTo(anasNumber).slice(1)).toEqual([
      whatsappReplyTexts.help(ctx.config.AGENCY_INBOX),
      whatsappReplyTexts.stop,
    ]);
    expect(whatsappReplyTexts.stop).toContain('no more WhatsApp messages');
  });
});
