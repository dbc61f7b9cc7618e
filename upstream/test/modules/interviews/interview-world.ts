import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { utcToZoned } from '@contracts/interviews/time';
import { interviewInvitations, interviewSlots } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/lib/mail-message';
import type { TestAccount } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/build-test-app';
import { callAs, type PortalWorld } from '../../helpers/employer-portal';

const hour = 3_600_000;

/** A Dubai wall-clock time `hoursAhead` from now, rounded to the minute, and its UTC instant. */
export function dubaiSlot(hoursAhead: number) {
  const at = new Date(Math.ceil((Date.now() + hoursAhead * hour) / 60_000) * 60_000);
  return { start: utcToZoned(at, 'Asia/Dubai'), utc: at.toISOString() };
}

/** The Dubai wall-clock time `time` ('12:40') on the Dubai day `days` after today's. */
export function dubaiDayAt(days: number, time: string) {
  return `${utcToZoned(new Date(Date.now() + days * 24 * hour), 'Asia/Dubai').slice(0, 10)}T${time}`;
}

export const videoSlot = (hoursAhead: number, extra: object = {}) => ({
  start: dubaiSlot(hoursAhead).start,
  minutes: 45,
  kind: 'Video call',
  meetingLink: 'https://meet.example.com/abc-defg-hij',
  guidance: 'Please have your passport ready; smart casual.',
  ...extra,
});

/** The employer of client A proposes these slots to these cards of the sent shortlist. */
export async function proposeAsContact(
  ctx: TestContext,
  world: PortalWorld,
  cards: string[],
  slots: object[],
  expected = 201,
) {
  const res = await callAs(
    ctx,
    world.contactA,
    'POST',
    '/employer/interviews',
    { zone: 'Asia/Dubai', shortlistId: world.shortlists.sent, candidateIds: cards, slots },
    expected,
  );
  return res.json().data;
}

/** The candidate's invitations, newest first. */
export async function myInvitations(ctx: TestContext, account: TestAccount) {
  return (await callAs(ctx, account, 'GET', '/my-interviews', undefined, 200)).json().data as {
    _id: string;
    status: string;
    slots: { _id: string; startsAt: string; when: string }[];
    booked: { _id: string } | null;
    outcome: string | null;
    outcomeText: string | null;
  }[];
}

/** The candidate books `slotId` from their newest invitation; answers the invitation's id. */
export async function bookNewest(ctx: TestContext, account: TestAccount, slotId: string) {
  const [invitation] = await myInvitations(ctx, account);
  await callAs(ctx, account, 'POST', `/my-interviews/${invitation!._id}/book`, { slotId }, 200);
  return invitation!._id;
}

/** Every mail the app stores in its outbox, as handed to the mailer (with its icalEvent). */
export function spyOnMail(ctx: Pick<TestContext, 'app'>) {
  const sent: MailMessage[] = [];
  const queueIn = ctx.app.mailer.queueIn;
  vi.spyOn(ctx.app.mailer, 'queueIn').mockImplementation(async (tx, message) => {
    await queueIn(tx, message);
    sent.push(message);
  });
  return sent;
}

/** Moves a booked interview's start (and its slot's) to `at`: a test stands in for the clock. */
export async function moveStart(ctx: TestContext, invitationId: string, at: Date) {
  const [row] = await ctx.app.db
    .update(interviewInvitations)
    .set({ startsAt: at })
    .where(eq(interviewInvitations.id, invitationId))
    .returning();
  await ctx.app.db.update(interviewSlots).set({ startsAt: at }).where(eq(interviewSlots.id, row!.slotId!));
}
