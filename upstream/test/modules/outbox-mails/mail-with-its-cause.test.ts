import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/core/common';
import { myOfferListSchema, staffOfferPanelSchema } from '@contracts/offers/views';
import { interviewInvitations, offerEvents, offers, shortlists, userTokens } from '../../../src/db/schema';
import { remindInterviews } from '../../../src/modules/interviews/reminders';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { addCandidate, callAs, createShortlist, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { failAfterNextQueue, outboxDrained, outboxTo, until } from '../../helpers/outbox';
import { moveTo, offersWorld } from '../offers/offers-world';
import { bookNewest, myInvitations, proposeAsContact, videoSlot } from '../interviews/interview-world';

let smtp: MailCatcher;
let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  world = await portalWorld(ctx);
  await outboxDrained(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(() => smtp.refuse(false));

const caught = (to: string, subject: RegExp) => smtp.mails.filter((m) => m.to === to && subject.test(m.subject));
const stored = async (to: string, subject: RegExp) =>
  (await outboxTo(ctx.app, to)).filter((m) => subject.test(m.subject));

/** Runs `cause` with the next mail queued and then its transaction failing: nothing of it may remain. */
async function failingAfterQueue<T>(cause: () => Promise<T>) {
  const spy = failAfterNextQueue(ctx.app);
  try {
    return await cause();
  } finally {
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  }
}

/**
 * Runs `cause` while the mail server refuses: each expected mail waits in the outbox (stored with its
 * cause); once the server takes mail again, each is sent exactly once and leaves the outbox.
 */
async function storedThenSentOnce<T>(cause: () => Promise<T>, expected: { to: string; subject: RegExp }[]) {
  smtp.refuse(true);
  let result: T;
  try {
    result = await cause();
    for (const { to, subject } of expected) expect(await stored(to, subject), to).toHaveLength(1);
    await until(async () => {
      const rows = await Promise.all(expected.map(({ to, subject }) => stored(to, subject)));
      return rows.every((r) => r.every((m) => m.lastError));
    });
  } finally {
    smtp.refuse(false);
  }
  await ctx.app.mailer.deliverDue(new Date(Date.now() + 60 * 60_000));
  await ctx.app.mailer.deliverDue(new Date(Date.now() + 120 * 60_000));
  for (const { to, subject } of expected) {
    expect(caught(to, subject), to).toHaveLength(1);
    expect(await stored(to, subject)).toEqual([]);
  }
  return result;
}

describe('a mail and what causes it are stored together', () => {
  it('password reset: a failure after queueing leaves no link and no mail; success mails the link once', async () => {
    const user = await createAccount(ctx, 'User');
    await outboxDrained(ctx.app);
    const forgot = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const resetTokens = () =>
      ctx.app.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'reset_password')));

    expect((await failingAfterQueue(forgot)).statusCode).toBe(500);
    expect(await resetTokens()).toEqual([]);
    expect(await stored(user.email, /Reset your password/)).toEqual([]);

    const res = await storedThenSentOnce(forgot, [{ to: user.email, subject: /^Reset your password$/ }]);
    expect(res.statusCode).toBe(200);
    expect(await resetTokens()).toHaveLength(1);
  });

  it('shortlist sending: a failure leaves it unsent and unmailed; success mails the contact once', async () => {
    const { staff, clientA, jobA, applicants, contactA } = world;
    const id = await createShortlist(ctx, staff, { clientId: clientA, jobOpeningId: jobA, title: 'Second look' });
    await addCandidate(ctx, staff, id, applicants.ben.applicationId);
    const send = () => callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/send`);
    const statusOf = async () => (await ctx.app.db.select().from(shortlists).where(eq(shortlists.id, id)))[0]!;
    const subject = /^New candidates for you: Second look$/;

    expect((await failingAfterQueue(send)).statusCode).toBe(500);
    expect(await statusOf()).toMatchObject({ status: 'Draft', sentAt: null });
    expect(await stored(contactA.email, subject)).toEqual([]);

    expect((await storedThenSentOnce(send, [{ to: contactA.email, subject }])).statusCode).toBe(200);
    expect((await statusOf()).status).toBe('Sent');
  });

  it('interview booking and its reminder: a failure books nothing and reminds no one; success mails each once', async () => {
    const { applicants, contactA, staff } = world;
    const request = await proposeAsContact(ctx, world, [world.entries.ana], [videoSlot(20)]);
    await outboxDrained(ctx.app);
    const [invitation] = await myInvitations(ctx, applicants.ana.account);
    const invitationRow = async () =>
      (await ctx.app.db.select().from(interviewInvitations).where(eq(interviewInvitations.id, invitation!._id)))[0]!;
    const book = () =>
      callAs(ctx, applicants.ana.account, 'POST', `/my-interviews/${invitation!._id}/book`, {
        slotId: request.slots[0]._id,
      });
    const booked = /^Interview booked: /;

    expect((await failingAfterQueue(book)).statusCode).toBe(500);
    expect(await invitationRow()).toMatchObject({ status: 'Open', bookedAt: null });
    expect(await stored(applicants.ana.email, booked)).toEqual([]);

    const everyone = [applicants.ana.email, contactA.email, staff.email];
    await storedThenSentOnce(
      () => bookNewest(ctx, applicants.ana.account, request.slots[0]._id),
      everyone.map((to) => ({ to, subject: booked })),
    );
    expect((await invitationRow()).status).toBe('Booked');

    // The 1 h reminder is claimed by an UPDATE: a failure after queueing leaves it unclaimed.
    const oneHourBefore = new Date(new Date(request.slots[0].startsAt).getTime() - 50 * 60_000);
    await expect(failingAfterQueue(() => remindInterviews(ctx.app, oneHourBefore))).rejects.toThrow(
      'failed after the mail was queued',
    );
    expect((await invitationRow()).reminded1hAt).toBeNull();
    const reminder = /^Reminder: interview in one hour/;
    expect(await stored(applicants.ana.email, reminder)).toEqual([]);

    const counts = await storedThenSentOnce(
      () => remindInterviews(ctx.app, oneHourBefore),
      everyone.map((to) => ({ to, subject: reminder })),
    );
    expect(counts.hour).toBe(1);
    expect((await remindInterviews(ctx.app, oneHourBefore)).hour).toBe(0);
    expect((await invitationRow()).reminded1hAt).not.toBeNull();
  });

  it("offer answer: a failure leaves the offer open and staff unmailed; success mails staff and the client's contact once", async () => {
    const offersAt = await offersWorld(ctx);
    const { staff, contactA, people } = offersAt;
    const ana = people.ana;
    await moveTo(ctx, staff, ana.applicationId, 'Interview');
    const url = `/admin/applications/${ana.applicationId}/offer`;
    const panel = envelope(staffOfferPanelSchema).parse((await callAs(ctx, staff, 'GET', url, undefined, 200)).json());
    await callAs(ctx, staff, 'PUT', url, { terms: panel.data.startingTerms, reasons: {} }, 200);
    await callAs(ctx, staff, 'POST', `${url}/send`, undefined, 200);
    await outboxDrained(ctx.app);
    const [offer] = myOfferListSchema.parse(
      (await callAs(ctx, ana.account, 'GET', '/my-offers', undefined, 200)).json(),
    ).data;
    const decline = () =>
      callAs(ctx, ana.account, 'POST', `/my-offers/${offer!._id}/decline`, { reason: 'Staying in Manila' });
    const offerRow = async () => (await ctx.app.db.select().from(offers).where(eq(offers.id, offer!._id)))[0]!;
    const declinedEvents = () =>
      ctx.app.db
        .select()
        .from(offerEvents)
        .where(and(eq(offerEvents.offerId, offer!._id), eq(offerEvents.action, 'declined')));
    const answered = /^Offer declined: /;

    expect((await failingAfterQueue(decline)).statusCode).toBe(500);
    expect((await offerRow()).status).toBe('sent');
    expect(await declinedEvents()).toEqual([]);
    expect(await stored(staff.email, answered)).toEqual([]);

    const res = await storedThenSentOnce(decline, [
      { to: staff.email, subject: answered },
      { to: contactA.email, subject: answered },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await offerRow()).status).toBe('declined');
    expect(await declinedEvents()).toHaveLength(1);
  });
});
