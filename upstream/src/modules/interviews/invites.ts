import { formatInterviewTime } from '@contracts/interviews/time';
import { meetingLinkOf } from '@contracts/interviews/interview';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';
import { displayNameOf } from '../shortlists';
import { interviewMails } from '../mail';
import { queueCandidateInterviewMessage } from './candidate-texts';
import { renderCalendar } from './icalendar';
import type { Audience } from './present';
import { findContactEmails } from '../clients';
import { findUserAddress, type InvitationDetail, type SlotRow } from './repository';

/** Who hears about an interview: the candidate, the client's contacts, and staff (the proposer, else the inbox). */
export async function recipientsOf(ctx: AppContext, db: Database, detail: InvitationDetail) {
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const contacts = await findContactEmails(db, detail.clientId);
  const proposer = await findUserAddress(db, detail.proposedBy);
  const shortlistStaff = await findUserAddress(db, detail.shortlistCreatedBy);
  const staff = [proposer, shortlistStaff].find((u) => u?.userType === 'Admin')?.email ?? ctx.config.AGENCY_INBOX;
  return { candidate: detail.application.email, contacts, staff };
}

export const pageOf = (ctx: AppContext, audience: Audience, detail: InvitationDetail) =>
  new URL(
    audience === 'candidate'
      ? '/my-applications'
      : audience === 'employer'
        ? '/employer/interviews'
        : `/admin/applications/${detail.application.id}`,
    ctx.config.PUBLIC_URL,
  ).toString();

/** The candidate as each audience may name them: employers see the display name only. */
export const candidateLabel = (audience: Audience, detail: InvitationDetail) =>
  audience === 'employer' ? displayNameOf(detail.application.name) : detail.application.name;

/** The details every interview mail and invite lists. */
export function slotDetails(slot: SlotRow): [string, string][] {
  const details: [string, string][] = [
    ['When', formatInterviewTime(slot.startsAt)],
    ['Length', `${slot.minutes} minutes`],
    ['Kind', slot.kind],
  ];
  const link = meetingLinkOf(slot);
  if (link) details.push(['Link', link]);
  if (slot.address) details.push(['Address', slot.address]);
  if (slot.guidance) details.push(['How to prepare', slot.guidance]);
  return details;
}

const organizerName = (from: string) => from.match(/^(.*?)\s*</)?.[1]?.replace(/"/g, '') || 'Recruitment';

/**
 * The invite one audience receives: the same UID and SEQUENCE for everyone, the attendees each may
 * see (an employer never gets the candidate's address, a candidate never the contacts').
 */
export async function calendarFor(
  ctx: AppContext,
  db: Database,
  detail: InvitationDetail,
  slot: SlotRow,
  audience: Audience,
  method: 'REQUEST' | 'CANCEL',
) {
  const people = await recipientsOf(ctx, db, detail);
  const who = candidateLabel(audience, detail);
  const summary =
    audience === 'candidate'
      ? `Interview with ${detail.client}: ${detail.position}`
      : `Interview: ${who} for ${detail.position} (${detail.client})`;
  const link = meetingLinkOf(slot);
  const where = link || slot.address || slot.kind;
  const description = [
    ...slotDetails(slot).map(([label, value]) => `${label}: ${value}`),
    `More: ${pageOf(ctx, audience, detail)}`,
  ].join('\n');
  const attendees = [
    ...(audience !== 'employer' ? [{ name: detail.application.name, email: people.candidate }] : []),
    ...(audience !== 'candidate' ? [...people.contacts.map((email) => ({ email })), { email: people.staff }] : []),
  ];
  return renderCalendar({
    method,
    uid: `interview-${detail.invitation.id}@${new URL(ctx.config.PUBLIC_URL).host}`,
    sequence: detail.invitation.sequence,
    start: slot.startsAt,
    end: new Date(slot.startsAt.getTime() + slot.minutes * 60_000),
    stamp: new Date(),
    summary,
    description,
    location: where,
    ...(link ? { url: link } : {}),
    organizer: { name: organizerName(ctx.config.MAIL_FROM), email: ctx.config.AGENCY_INBOX },
    attendees,
  });
}

type Event = 'booked' | 'rescheduled' | 'cancelled';

/**
 * Mails the candidate, each contact and staff, each with their invite (REQUEST, or CANCEL), in the
 * transaction of the change they tell of.
 */
export async function sendInvites(
  ctx: AppContext,
  tx: Database,
  detail: InvitationDetail,
  slot: SlotRow,
  event: Event,
) {
  const people = await recipientsOf(ctx, tx, detail);
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const when = formatInterviewTime(slot.startsAt);
  const send = async (audience: Audience, to: string, greeting: string) => {
    const content = await calendarFor(ctx, tx, detail, slot, audience, method);
    const who = candidateLabel(audience, detail);
    const url = pageOf(ctx, audience, detail);
    const mail =
      event === 'cancelled'
        ? interviewMails.cancelled(greeting, who, detail.position, when, url)
        : interviewMails[event](greeting, who, detail.position, when, slotDetails(slot), url);
    const message: MailMessage = { to, ...mail, icalEvent: { method, filename: 'interview.ics', content } };
    // The candidate's news of a booking may go by WhatsApp or SMS (opted in); the rest by mail.
    if (audience === 'candidate' && event !== 'cancelled') {
      return queueCandidateInterviewMessage(ctx, tx, 'interviewBooked', detail, slot, message, url);
    }
    await ctx.mailer.queueIn(tx, message);
  };
  await send('candidate', people.candidate, `Hello ${detail.application.name},`);
  for (const contact of people.contacts) await send('employer', contact, 'Hello,');
  await send('staff', people.staff, 'Hello,');
}
