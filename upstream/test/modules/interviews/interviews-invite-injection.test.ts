import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@contracts/core/fields';
import { interviewTexts } from '@contracts/interviews/interview';
import {
  applications,
  interviewInvitations,
  interviewRequests,
  interviewSlots,
  outboxMails,
} from '../../../src/db/schema';
import type { MailMessage } from '../../../src/lib/mail-message';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { bookNewest, proposeAsContact, spyOnMail, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;
let mails: MailMessage[];

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  mails = spyOnMail(ctx);
});
afterAll(() => ctx.close());

/** The link of the attack, as the form posts it (`slot0.meetingLink`), decoded. */
const attack = decodeURIComponent(
  'https://meet.example/x%0D%0AATTENDEE;CN=Evil:mailto:evil@attacker.example%0D%0AORGANIZER:mailto:org@attacker.example',
);

const rowCounts = async () =>
  Promise.all(
    [interviewRequests, interviewSlots, interviewInvitations, outboxMails].map(
      async (table) => (await ctx.app.db.select().from(table)).length,
    ),
  );

/** The invites mailed since `from`, each read by a real iCalendar parser. */
function invitesSince(from: number) {
  return mails
    .slice(from)
    .filter((m) => m.icalEvent)
    .map((m) => {
      const content = m.icalEvent!.content;
      const calendar = new ICAL.Component(ICAL.parse(content));
      const events = calendar.getAllSubcomponents('vevent');
      return { to: m.to, content, calendar, events, event: events[0]! };
    });
}

describe('meeting links and addresses in proposals', () => {
  it.each([
    ['a phone slot whose link carries calendar lines', { kind: 'Phone', meetingLink: attack }, 'meetingLink'],
    ['a video call whose link carries calendar lines', { meetingLink: attack }, 'meetingLink'],
    [
      'an in-person slot whose link is not https',
      { kind: 'In person', address: 'Lobby', meetingLink: 'http://x.example' },
      'meetingLink',
    ],
  ])('answers 400 to %s, and stores and mails nothing', async (_name, change, field) => {
    const before = await rowCounts();
    const mailed = mails.length;
    const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
      zone: 'Asia/Dubai',
      shortlistId: world.shortlists.sent,
      candidateIds: [world.entries.ben],
      slots: [videoSlot(30, change)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[`slots.0.${field}`]).toBe(interviewTexts.linkInvalid);
    expect(await rowCounts()).toEqual(before);
    expect(mails.length).toBe(mailed);
  });

  it('answers 400 to an address with a line break in it, and stores nothing', async () => {
    const before = await rowCounts();
    const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
      zone: 'Asia/Dubai',
      shortlistId: world.shortlists.sent,
      candidateIds: [world.entries.ben],
      slots: [videoSlot(30, { kind: 'In person', meetingLink: '', address: 'Lobby\rBEGIN:VALARM' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['slots.0.address']).toBe(fieldMessages.singleLine);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('invites of interviews without a link', () => {
  let request: { _id: string; slots: { _id: string; kind: string; meetingLink: string }[] };

  beforeAll(async () => {
    request = await proposeAsContact(
      ctx,
      world,
      [world.entries.ana],
      [
        videoSlot(48, { kind: 'Phone', meetingLink: 'https://meet.example.com/kept-for-a-video-call' }),
        videoSlot(72, { kind: 'In person', meetingLink: '', address: 'Creekside Hotel, Level 2' }),
      ],
    );
  });

  it('shows no link for a phone slot, and its invites carry no URL line and never the link', async () => {
    expect(request.slots[0]).toMatchObject({ kind: 'Phone', meetingLink: '' });
    const from = mails.length;
    await bookNewest(ctx, world.applicants.ana.account, request.slots[0]!._id);
    const invites = invitesSince(from);
    expect(invites.map((i) => i.to).sort()).toEqual(
      [world.applicants.ana.email, world.contactA.email, world.staff.email].sort(),
    );
    for (const invite of invites) {
      expect(invite.content).not.toMatch(/^URL[:;]/m);
      expect(invite.content).not.toContain('kept-for-a-video-call');
      expect(invite.event.getFirstPropertyValue('location')).toBe('Phone');
    }
  });

  it('an in-person invite stays one event with the agency as organizer, whatever link and name were stored before they were checked', async () => {
    await ctx.app.db
      .update(interviewSlots)
      .set({ meetingLink: attack })
      .where(eq(interviewSlots.id, request.slots[1]!._id));
    await ctx.app.db
      .update(applications)
      .set({ name: 'Ana Maria Reyes\r\nORGANIZER:mailto:org@attacker.example\rEND:VEVENT' })
      .where(eq(applications.id, world.applicants.ana.applicationId));
    const from = mails.length;
    await bookNewest(ctx, world.applicants.ana.account, request.slots[1]!._id);
    const invites = invitesSince(from);
    expect(invites).toHaveLength(3);
    for (const invite of invites) {
      expect(invite.content).not.toMatch(/^URL[:;]/m);
      expect(invite.calendar.getAllSubcomponents()).toHaveLength(1);
      expect(invite.events).toHaveLength(1);
      expect(invite.event.getAllProperties('organizer').map((p) => p.getFirstValue())).toEqual([
        `mailto:${ctx.config.AGENCY_INBOX}`,
      ]);
      const attendees = invite.event.getAllProperties('attendee').map((p) => String(p.getFirstValue()));
      expect(attendees.filter((a) => a.includes('attacker'))).toEqual([]);
      expect(invite.event.getFirstPropertyValue('location')).toBe('Creekside Hotel, Level 2');
    }
  });
});
