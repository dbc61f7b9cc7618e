import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/lib/mail-message';
import { isOptedIn, recordOptInChoice } from '../../../src/modules/text-messages';
import { replyTexts } from '../../../src/modules/text-messages/replies';
import { stoppedReason } from '../../../src/modules/text-messages/sms-delivery';
import { textMessagesPart } from '../../../src/modules/privacy/parts/text-messages';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { freePort } from '../../helpers/kannel';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { until } from '../../helpers/outbox';

const minute = 60_000;
const secret = 'kannel-callback-secret-for-the-tests-0123';
let ctx: TestContext;
let smtp: MailCatcher;
let candidate: TestAccount;

const mail = (subject: string): MailMessage => ({
  to: candidate.email,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});
const send = (text: string, to: string) =>
  ctx.app.db.transaction((tx) =>
    ctx.app.messenger.queueIn(tx, { userId: candidate.id, mail: mail(text), sms: { to, text } }),
  );
const rowOf = async (text: string) =>
  (await ctx.app.db.select().from(textMessages).where(eq(textMessages.body, text)))[0]!;
const optIn = (phone: string) =>
  recordOptInChoice(ctx.app.db, {
    userId: candidate.id,
    phone,
    optedIn: true,
    wording: 'Send me SMS',
    source: 'sign-up',
  });
const kannelCall = (path: string, query: Record<string, string>, key = secret) =>
  ctx.app.inject({ method: 'GET', url: `/api/text-messages/kannel/${key}/${path}`, query });
/** The first attempt (right after queueing) has failed: the gateway's port is closed. */
const firstAttemptFailed = async (text: string) => {
  await until(async () => (await rowOf(text)).failureReason !== null);
  return (await rowOf(text)).lastAttemptAt!.getTime();
};

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({
    seed: false,
    config: {
      SMTP_URL: smtp.url,
      // Nothing listens there: every hand-over fails, as when the gateway is down.
      SMS_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/cgi-bin/sendsms`,
      SMS_GATEWAY_USER: 'product',
      SMS_GATEWAY_PASSWORD: 'sendsms-password',
      SMS_SENDER_ID: 'BayanihanGC',
      SMS_CALLBACK_SECRET: secret,
    },
  });
  candidate = await createAccount(ctx, 'User');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('the SMS queue', () => {
  it('sends by email to a number that never opted in (the box is unticked by default)', async () => {
    expect(await send('Never opted in', '+639170000001')).toBe('email');
    await smtp.waitFor(candidate.email, /^Never opted in$/);
  });

  it('retries with backoff on the clock it is given, then sends the mail when every attempt failed', async () => {
    await optIn('+971 50 123 4567');
    expect(await send('Gateway down', '+971501234567')).toBe('sms');
    const t0 = await firstAttemptFailed('Gateway down');
    expect((await rowOf('Gateway down')).state).toBe('queued');
    expect(await ctx.app.messenger.deliverSmsDue(new Date(t0 + 30_000))).toMatchObject({ retrying: 0, failed: 0 });
    expect(await ctx.app.messenger.deliverSmsDue(new Date(t0 + minute + 1000))).toMatchObject({ retrying: 1 });
    expect(await ctx.app.messenger.deliverSmsDue(new Date(t0 + 6 * minute + 2000))).toMatchObject({ retrying: 1 });
    expect(await ctx.app.messenger.deliverSmsDue(new Date(t0 + 36 * minute + 3000))).toMatchObject({ failed: 1 });
    const row = await rowOf('Gateway down');
    expect(row).toMatchObject({ state: 'failed', attempts: 4 });
    expect(row.failureReason).toMatch(/fetch failed/);
    await smtp.waitFor(candidate.email, /^Gateway down$/);
  });

  it('does not send a queued SMS after a STOP: its mail goes instead', async () => {
    await optIn('+63 918 000 0002');
    expect(await send('Queued before STOP', '+639180000002')).toBe('sms');
    const t0 = await firstAttemptFailed('Queued before STOP');
    const stop = await kannelCall('inbound', { from: '+639180000002', text: 'Hinto po' });
    expect(stop.statusCode).toBe(200);
    expect(stop.body).toBe(replyTexts.stop);
    expect(await ctx.app.messenger.deliverSmsDue(new Date(t0 + 2 * minute))).toMatchObject({ stopped: 1 });
    expect(await rowOf('Queued before STOP')).toMatchObject({ state: 'failed', failureReason: stoppedReason });
    await smtp.waitFor(candidate.email, /^Queued before STOP$/);
    expect(await send('After STOP', '+639180000002')).toBe('email');
  });

  it('lists opt-ins and STOP/START replies, with their words and where, in the data export', async () => {
    await optIn('0918 000 0003');
    await kannelCall('inbound', { from: '+639180000003', text: 'STOP' });
    await kannelCall('inbound', { from: '+639180000003', text: 'start' });
    const { data } = await textMessagesPart.collect(ctx.app.db, candidate.id);
    const changes = (data as { optInChanges: { phoneNumber: string }[] }).optInChanges.filter(
      (change) => change.phoneNumber === '+639180000003',
    );
    expect(changes).toMatchObject([
      { channel: 'sms', choice: 'opt-in', wording: 'Send me SMS', source: 'sign-up' },
      { channel: 'sms', choice: 'opt-out', wording: 'STOP', source: 'sms-reply' },
      { channel: 'sms', choice: 'opt-in', wording: 'start', source: 'sms-reply' },
    ]);
    expect(await isOptedIn(ctx.app.db, '+639180000003')).toBe(true);
  });
});

describe("Kannel's callbacks", () => {
  it('answer 404 without the secret and change nothing', async () => {
    await optIn('0918 000 0004');
    for (const key of ['wrong-secret', `${secret}x`, '']) {
      const stop = await kannelCall('inbound', { from: '+639180000004', text: 'STOP' }, key);
      expect(stop.statusCode).toBe(404);
    }
    expect(await isOptedIn(ctx.app.db, '+639180000004')).toBe(true);
    expect(await send('Report without secret', '+639180000004')).toBe('sms');
    const { id } = await rowOf('Report without secret');
    const report = await kannelCall('delivery-report', { id, type: '16', answer: 'spoofed' }, 'wrong-secret');
    expect(report.statusCode).toBe(404);
    expect((await rowOf('Report without secret')).state).toBe('queued');
  });

  it("keep delivery reports' verdicts: delivered or failed with the gateway's reason, never undone", async () => {
    await optIn('0918 000 0005');
    await send('Reported', '+639180000005');
    await send('Rejected', '+639180000005');
    const reported = (await rowOf('Reported')).id;
    expect((await kannelCall('delivery-report', { id: reported, type: '8' })).statusCode).toBe(200);
    expect((await rowOf('Reported')).state).toBe('sent');
    await kannelCall('delivery-report', { id: reported, type: '1' });
    await kannelCall('delivery-report', { id: reported, type: '8' });
    expect(await rowOf('Reported')).toMatchObject({ state: 'delivered' });
    await kannelCall('delivery-report', { id: (await rowOf('Rejected')).id, type: '16', answer: 'Unknown subscriber' });
    expect(await rowOf('Rejected')).toMatchObject({
      state: 'failed',
      failureReason: 'rejected by the SMS centre: Unknown subscriber',
    });
    const unknown = await kannelCall('delivery-report', { id: reported, type: '3' });
    expect(unknown.statusCode).toBe(400);
  });

  it('answer HELP with the agency contact, 1 with no check-in waiting, and anything else with nothing', async () => {
    const help = await kannelCall('inbound', { from: '+639180000006', text: 'HELP' });
    expect(help.body).toBe(replyTexts.help(ctx.config.AGENCY_INBOX));
    const other = await kannelCall('inbound', { from: '+639180000006', text: 'Salamat po' });
    expect(other).toMatchObject({ statusCode: 200, body: '' });
    // A check-in answer from a number with no check-in waiting gets the declared answer.
    const one = await kannelCall('inbound', { from: '+639180000006', text: '1' });
    expect(one).toMatchObject({ statusCode: 200, body: replyTexts.noCheckIn(ctx.config.AGENCY_INBOX) });
  });
});

describe('with SMS off', () => {
  it('sends every message by email and has no Kannel routes', async () => {
    const off = await buildTestApp({ seed: false });
    try {
      await recordOptInChoice(off.app.db, {
        userId: (await createAccount(off, 'User')).id,
        phone: '09170000007',
        optedIn: true,
        wording: 'Send me SMS',
        source: 'profile',
      });
      const channel = await off.app.db.transaction((tx) =>
        off.app.messenger.queueIn(tx, { mail: mail('Off'), sms: { to: '+639170000007', text: 'Off' } }),
      );
      expect(channel).toBe('email');
      const call = await off.app.inject({
        method: 'GET',
        url: `/api/text-messages/kannel/${secret}/inbound?from=1&text=STOP`,
      });
      expect(call.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
