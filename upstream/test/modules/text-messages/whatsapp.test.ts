import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { optInChanges, textMessages } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/lib/mail-message';
import { isOptedIn, recordOptInChoice, textMessageOf } from '../../../src/modules/text-messages';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { freePort } from '../../helpers/kannel';
import { until } from '../../helpers/outbox';
import { startWhatsAppStandIn } from '../../helpers/whatsapp-stand-in';

const accessToken = 'stand-in-access-token-0123456789';
const appSecret = 'stand-in-app-secret-0123';
const verifyToken = 'stand-in-verify-token-0123';
const webhookUrl = '/api/text-messages/whatsapp/webhook';
let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let candidate: TestAccount;
let number = 9171230000;

const mail = (subject: string): MailMessage => ({
  to: candidate.email,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});
/** A fresh Philippine mobile, opted in to the channels given. */
async function numberOptedIn(...channels: ('sms' | 'whatsapp')[]) {
  const phone = `+63${(number += 1)}`;
  for (const channel of channels) {
    await recordOptInChoice(ctx.app.db, { userId: candidate.id, phone, channel, optedIn: true, source: 'profile' });
  }
  return phone;
}
/** A day in Manila, past: not held by quiet hours and due at once, whenever the test runs. */
const day = new Date('2026-01-05T10:00:00+08:00');
const offer = (to: string, position: string, now = day) =>
  ctx.app.db.transaction((tx) =>
    ctx.app.messenger.queueIn(
      tx,
      textMessageOf('offerMade', {
        userId: candidate.id,
        mail: mail(`Offer: ${position}`),
        to,
        params: { position, link: 'https://bgc.example/offers' },
        now,
      }),
    ),
  );
const rowsOf = (position: string) =>
  ctx.app.db
    .select()
    .from(textMessages)
    .where(eq(textMessages.kind, 'offerMade'))
    .then((rows) => rows.filter((row) => row.template?.parameters[0] === position || row.body.includes(position)));
const rowOf = async (position: string, channel: 'sms' | 'whatsapp' = 'whatsapp') =>
  (await rowsOf(position)).find((row) => row.channel === channel);
const sentTo = (to: string) => standIn.received.filter((message) => message.body.to === to.slice(1));

beforeAll(async () => {
  standIn = await startWhatsAppStandIn({
    accessToken,
    appSecret,
    post: async (payload, headers) =>
      (await ctx.app.inject({ method: 'POST', url: webhookUrl, payload, headers })).statusCode,
  });
  ctx = await buildTestApp({
    seed: false,
    config: {
      WHATSAPP_GRAPH_URL: standIn.graphUrl,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      // SMS on, its gateway down: SMS are queued (the fallback order) but never leave.
      SMS_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/cgi-bin/sendsms`,
      SMS_GATEWAY_USER: 'product',
      SMS_GATEWAY_PASSWORD: 'sendsms-password',
      SMS_SENDER_ID: 'BayanihanGC',
      SMS_CALLBACK_SECRET: 'kannel-callback-secret-for-the-tests-0123',
    },
  });
  candidate = await createAccount(ctx, 'User');
});
afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});
beforeEach(() => {
  vi.restoreAllMocks();
});

describe('WhatsApp through the Cloud API', () => {
  it("sends a template message with Meta's documented body and Bearer token, keeping its wamid", async () => {
    const to = await numberOptedIn('whatsapp');
    expect(await offer(to, 'Barista')).toBe('whatsapp');
    await until(async () => (await rowOf('Barista'))?.state === 'sent');
    const [message] = sentTo(to);
    expect(message).toMatchObject({ phoneNumberId: '1234567890', authorization: `Bearer ${accessToken}` });
    expect(message!.body).toEqual({
      messaging_product: 'whatsapp',
      to: to.slice(1),
      type: 'template',
      template: {
        name: 'offer_made',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Barista' },
              { type: 'text', text: 'https://bgc.example/offers' },
            ],
          },
        ],
      },
    });
    expect((await rowOf('Barista'))!.providerMessageId).toBe(message!.id);
  });

  it('moves a message to delivered on its signed status, and keeps it there when read', async () => {
    const to = await numberOptedIn('whatsapp');
    await offer(to, 'Waiter');
    await until(async () => (await rowOf('Waiter'))?.state === 'sent');
    const { id } = sentTo(to)[0]!;
    expect(await standIn.postStatus(id, 'delivered')).toBe(200);
    expect((await rowOf('Waiter'))!.state).toBe('delivered');
    expect(await standIn.postStatus(id, 'read')).toBe(200);
    expect((await rowOf('Waiter'))!).toMatchObject({ state: 'delivered', failureReason: null });
  });

  it("keeps Meta's reason on a failed status, then sends the SMS (opted in) as the next channel", async () => {
    const to = await numberOptedIn('whatsapp', 'sms');
    await offer(to, 'Houseman');
    await until(async () => (await rowOf('Houseman'))?.state === 'sent');
    expect(await standIn.postStatus(sentTo(to)[0]!.id, 'failed')).toBe(200);
    expect((await rowOf('Houseman'))!).toMatchObject({
      state: 'failed',
      failureReason: 'WhatsApp: 131047 Re-engagement message More than 24 hours',
    });
    expect((await rowOf('Houseman', 'sms'))!).toMatchObject({ toNumber: to, kind: 'offerMade' });
    expect((await rowOf('Houseman', 'sms'))!.body).toContain('job offer for Houseman');
  });

  it('refuses a webhook whose signature is wrong or missing with a 401, and changes nothing', async () => {
    const to = await numberOptedIn('whatsapp');
    await offer(to, 'Steward');
    await until(async () => (await rowOf('Steward'))?.state === 'sent');
    expect(await standIn.postStatus(sentTo(to)[0]!.id, 'failed', 'not-the-app-secret-at-all')).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: JSON.stringify({ object: 'whatsapp_business_account', entry: [] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await rowOf('Steward'))!.state).toBe('sent');
  });

  it('answers the subscription challenge only to the verify token', async () => {
    const verify = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: webhookUrl,
        query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
      });
    const right = await verify(verifyToken);
    expect([right.statusCode, right.body]).toEqual([200, '1158201444']);
    expect((await verify('a-wrong-verify-token-0000')).statusCode).toBe(403);
  });

  it('stops WhatsApp on a STOP (or HINTO) reply before the next message, and START resumes it', async () => {
    const to = await numberOptedIn('whatsapp');
    expect(await standIn.postReply(to.slice(1), 'hinto po')).toBe(200);
    expect(await isOptedIn(ctx.app.db, to, 'whatsapp')).toBe(false);
    const [change] = await ctx.app.db
      .select()
      .from(optInChanges)
      .where(eq(optInChanges.phoneNumber, to))
      .orderBy(optInChanges.createdAt)
      .then((rows) => rows.slice(-1));
    expect(change).toMatchObject({
      channel: 'whatsapp',
      choice: 'opt-out',
      source: 'whatsapp-reply',
      wording: 'hinto po',
    });
    expect(await offer(to, 'Cook')).toBe('email');
    expect(await standIn.postReply(to.slice(1), 'START')).toBe(200);
    expect(await offer(to, 'Baker')).toBe('whatsapp');
    // Sent before the next test, which refuses the next hand-over.
    await until(async () => (await rowOf('Baker'))?.state === 'sent');
  });

  it('answers an unknown reply or an unusable payload cleanly, recording nothing', async () => {
    const to = await numberOptedIn('whatsapp');
    const before = await ctx.app.db.select().from(optInChanges).where(eq(optInChanges.phoneNumber, to));
    expect(await standIn.postReply(to.slice(1), 'Hello, what time is my interview?')).toBe(200);
    expect(await ctx.app.db.select().from(optInChanges).where(eq(optInChanges.phoneNumber, to))).toEqual(before);
    const garbage = '{"object":';
    const { hubSignature } = await import('../../../src/modules/text-messages/whatsapp-webhook');
    const res = await ctx.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload: garbage,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(appSecret, garbage) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('retries a refused hand-over after a minute on the clock it is given', async () => {
    const to = await numberOptedIn('whatsapp');
    standIn.refuseNext(1);
    await offer(to, 'Sommelier');
    await until(async () => (await rowOf('Sommelier'))?.failureReason != null);
    const row = (await rowOf('Sommelier'))!;
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.failureReason).toContain('131026');
    const t0 = row.lastAttemptAt!.getTime();
    expect(await ctx.app.messenger.deliverWhatsAppDue(new Date(t0 + 30_000))).toMatchObject({ sent: 0 });
    expect(await ctx.app.messenger.deliverWhatsAppDue(new Date(t0 + 61_000))).toMatchObject({ sent: 1 });
    expect(sentTo(to)).toHaveLength(1);
  });

  it('holds a message that is not urgent through quiet hours in Manila, then sends it at 08:00', async () => {
    const to = await numberOptedIn('whatsapp');
    const night = new Date('2030-03-10T22:30:00+08:00');
    await offer(to, 'Night Auditor', night);
    expect((await rowOf('Night Auditor'))!.nextAttemptAt).toEqual(new Date('2030-03-11T08:00:00+08:00'));
    expect(await ctx.app.messenger.deliverWhatsAppDue(new Date('2030-03-11T07:59:00+08:00'))).toMatchObject({
      sent: 0,
    });
    expect(await ctx.app.messenger.deliverWhatsAppDue(new Date('2030-03-11T08:00:00+08:00'))).toMatchObject({
      sent: 1,
    });
  });

  it('falls back in the declared order: WhatsApp, then SMS, then email', async () => {
    expect(await offer(await numberOptedIn('whatsapp', 'sms'), 'Concierge')).toBe('whatsapp');
    expect(await offer(await numberOptedIn('sms'), 'Bellman')).toBe('sms');
    expect(await offer(await numberOptedIn(), 'Valet')).toBe('email');
  });
});
