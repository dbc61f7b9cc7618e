import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages, users } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/lib/mail-message';
import { remindInterviews } from '../../../src/modules/interviews/reminders';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { freePort } from '../../helpers/kannel';
import { bookNewest, proposeAsContact, spyOnMail, videoSlot } from '../interviews/interview-world';

const secret = 'kannel-callback-secret-for-the-tests-0123';
const phone = '+639175550101';
let ctx: TestContext;
let world: PortalWorld;
let mails: MailMessage[];
let startsAt: Date;

const textsOf = (kind: string) =>
  ctx.app.db
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.kind, kind), eq(textMessages.toNumber, phone)));
const candidateMails = (subject: RegExp) =>
  mails.filter((m) => m.to === world.applicants.ana.email && subject.test(m.subject));
const before = (ms: number) => new Date(startsAt.getTime() - ms);

beforeAll(async () => {
  ctx = await buildTestApp({
    config: {
      // SMS on, its gateway down: the SMS stay queued where the test reads them.
      SMS_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/cgi-bin/sendsms`,
      SMS_GATEWAY_USER: 'product',
      SMS_GATEWAY_PASSWORD: 'sendsms-password',
      SMS_SENDER_ID: 'BayanihanGC',
      SMS_CALLBACK_SECRET: secret,
    },
  });
  world = await portalWorld(ctx);
  const ana = world.applicants.ana.account;
  await ctx.app.db.update(users).set({ phone: '09175550101' }).where(eq(users.id, ana.id));
  await callAs(ctx, ana, 'PUT', '/text-messages/opt-ins', { channel: 'sms', optedIn: true }, 200);
  mails = spyOnMail(ctx);
});
afterAll(() => ctx?.close());

describe('interview messages by SMS', () => {
  it('tells an opted-in candidate of the booking by SMS instead of the mail; the contact and staff get theirs', async () => {
    const request = await proposeAsContact(ctx, world, [world.entries.ana], [videoSlot(72)]);
    await bookNewest(ctx, world.applicants.ana.account, request.slots[0]._id);
    startsAt = new Date(request.slots[0].startsAt);
    const [sms, ...more] = await textsOf('interviewBooked');
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(/^Bayanihan Gulf Careers: your .+ interview is booked for \w{3} \d+ \w{3} .+ Manila\./);
    expect(sms!.body).toContain('/my-applications');
    expect(sms!.fallbackMail!.to).toBe(world.applicants.ana.email);
    // Urgent (it answers the candidate's tap): due at once, even at night in Manila.
    expect(sms!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Only the invitation (not a kind that reaches phones) went to the candidate by mail.
    expect(candidateMails(/./).map((m) => m.subject)).toEqual([expect.stringMatching(/^Interview invitation/)]);
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([world.contactA.email, world.staff.email]));
  });

  it('sends the 24 h reminder by SMS at once: reminders are urgent, never held by quiet hours', async () => {
    const now = before(23 * 3_600_000);
    expect(await remindInterviews(ctx.app, now)).toMatchObject({ day: 1 });
    const [sms] = await textsOf('interviewReminder');
    expect(sms!.body).toContain('reminder, your');
    expect(sms!.nextAttemptAt.getTime()).toBeLessThanOrEqual(now.getTime() + 5 * 60_000);
    expect(candidateMails(/tomorrow/)).toEqual([]);
  });

  it('after a STOP reply, sends the 1 h reminder by email only', async () => {
    const stop = await ctx.app.inject({
      method: 'GET',
      url: `/api/text-messages/kannel/${secret}/inbound`,
      query: { from: phone, text: 'STOP' },
    });
    expect(stop.statusCode).toBe(200);
    expect(await remindInterviews(ctx.app, before(50 * 60_000))).toMatchObject({ hour: 1 });
    expect(await textsOf('interviewReminder')).toHaveLength(1);
    expect(candidateMails(/in one hour/)).toHaveLength(1);
  });
});
