import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../../src/db/schema';
import { inboundGetUrl, isOptedIn, recordOptInChoice } from '../../../src/modules/text-messages';
import { replyTexts } from '../../../src/modules/text-messages/replies';
import type { MailMessage } from '../../../src/lib/mail-message';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { freePort, startKannel, type KannelWorld } from '../../helpers/kannel';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { until } from '../../helpers/outbox';

const secret = 'kannel-callback-secret-for-the-tests-0123';
const phone = '+639171234567';
const sender = 'BayanihanGC';
let kannel: KannelWorld;
let smtp: MailCatcher;
let ctx: TestContext;
let candidate: TestAccount;

const mail = (subject: string): MailMessage => ({
  to: candidate.email,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});
const escaped = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** Queued as the product queues a message: SMS when it may, else email. */
const send = (text: string) =>
  ctx.app.db.transaction((tx) =>
    ctx.app.messenger.queueIn(tx, { userId: candidate.id, mail: mail(text), sms: { to: phone, text } }),
  );
const stateOf = async (text: string) =>
  (await ctx.app.db.select().from(textMessages).where(eq(textMessages.body, text)))[0]?.state;

beforeAll(async () => {
  const upstreamPort = await freePort();
  const callbackUrl = `http://127.0.0.1:${upstreamPort}`;
  smtp = await startMailCatcher();
  kannel = await startKannel(inboundGetUrl({ callbackUrl, callbackSecret: secret }));
  ctx = await buildTestApp({
    seed: false,
    config: {
      SMS_GATEWAY_URL: kannel.sendsmsUrl,
      SMS_GATEWAY_USER: kannel.user,
      SMS_GATEWAY_PASSWORD: kannel.password,
      SMS_SENDER_ID: sender,
      SMS_CALLBACK_SECRET: secret,
      SMS_CALLBACK_URL: callbackUrl,
      SMTP_URL: smtp.url,
    },
  });
  await ctx.app.listen({ host: '127.0.0.1', port: upstreamPort });
  candidate = await createAccount(ctx, 'User');
  await recordOptInChoice(ctx.app.db, {
    userId: candidate.id,
    phone: '0917 123 4567',
    optedIn: true,
    wording: 'Send me SMS about my application',
    source: 'profile',
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await kannel?.stop();
  await smtp?.close();
});

describe('SMS through Kannel and its fake SMS centre', () => {
  it('delivers an SMS to the phone, and its delivery report marks it delivered', async () => {
    const text = 'Your interview is booked for Monday 10:00.';
    expect(await send(text)).toBe('sms');
    const received = await kannel.receivedWhere((sms) => sms.text === text);
    expect(received).toEqual({ from: sender, to: phone, text });
    await until(async () => (await stateOf(text)) === 'delivered', 10_000);
    expect(smtp.mails.map((caught) => caught.subject)).not.toContain(text);
  });

  it('stops SMS to a number that replied STOP before its next message, and START resumes them', async () => {
    await kannel.inject(phone, sender, 'STOP');
    await until(async () => !(await isOptedIn(ctx.app.db, phone)), 10_000);
    await kannel.receivedWhere((sms) => sms.to === phone && sms.text === replyTexts.stop);

    const whileStopped = 'Reminder: your interview is in 1 hour.';
    expect(await send(whileStopped)).toBe('email');
    await smtp.waitFor(candidate.email, escaped(whileStopped));
    expect(await stateOf(whileStopped)).toBeUndefined();

    await kannel.inject(phone, sender, 'START');
    await until(() => isOptedIn(ctx.app.db, phone), 10_000);
    const resumed = 'Your offer is ready to read.';
    expect(await send(resumed)).toBe('sms');
    await kannel.receivedWhere((sms) => sms.text === resumed);
    expect(kannel.received.some((sms) => sms.text === whileStopped)).toBe(false);
  });

  it('answers HELP with the agency contact, and records nothing', async () => {
    await kannel.inject(phone, sender, 'help');
    const answer = await kannel.receivedWhere((sms) => sms.text === replyTexts.help(ctx.config.AGENCY_INBOX));
    expect(answer.to).toBe(phone);
    expect(await isOptedIn(ctx.app.db, phone)).toBe(true);
  });
});
