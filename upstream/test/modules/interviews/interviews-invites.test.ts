import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/lib/mail-message';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, leaked, portalWorld, privateStringsOf, type PortalWorld } from '../../helpers/employer-portal';
import { myInvitations, proposeAsContact, spyOnMail, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;
let mails: MailMessage[];
let request: { _id: string; slots: { _id: string; startsAt: string; endsAt: string }[] };
let invitationId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  mails = spyOnMail(ctx);
  request = await proposeAsContact(
    ctx,
    world,
    [world.entries.ana],
    [
      videoSlot(48),
      videoSlot(72, { kind: 'In person', meetingLink: '', address: 'Creekside Hotel, Level 2; Dubai, UAE' }),
    ],
  );
  invitationId = (await myInvitations(ctx, world.applicants.ana.account))[0]!._id;
});
afterAll(() => ctx.close());

/** The one VEVENT of an invite, read by a real iCalendar parser. */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: time('dtstart'),
    end: time('dtend'),
    location: event.getFirstPropertyValue('location'),
    description: String(event.getFirstPropertyValue('description')),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

const invitesTo = (to: string) => mails.filter((m) => m.to === to && m.icalEvent).map((m) => m.icalEvent!);

describe('calendar invitations', () => {
  it('mails the candidate that they are invited, with the times and the way to pick one', () => {
    const mail = mails.find((m) => m.to === world.applicants.ana.email)!;
    expect(mail.subject).toMatch(/^Interview invitation: .+ at Creekside Hotels$/);
    expect(mail.text).toContain('Please choose a time that suits you on My Applications.');
    expect(mail.text).toMatch(/Manila time \(.* Dubai time\)/);
  });

  it('a booking sends the candidate, the contact and staff a REQUEST in UTC with a stable UID', async () => {
    await callAs(
      ctx,
      world.applicants.ana.account,
      'POST',
      `/my-interviews/${invitationId}/book`,
      { slotId: request.slots[0]!._id },
      200,
    );
    const slot = request.slots[0]!;
    // Staff: the account that made the shortlist.
    const staffMail = world.staff.email;
    for (const to of [world.applicants.ana.email, world.contactA.email, staffMail]) {
      const [invite] = invitesTo(to);
      expect(invite, to).toBeDefined();
      expect(invite!.method).toBe('REQUEST');
      const event = parse(invite!.content);
      expect(event.method).toBe('REQUEST');
      expect(event.uid).toBe(`interview-${invitationId}@localhost:3000`);
      expect(event.sequence).toBe(0);
      expect(event.start.zone?.tzid).toBe('UTC');
      expect(event.start.toJSDate().toISOString()).toBe(slot.startsAt);
      expect(event.end.toJSDate().toISOString()).toBe(slot.endsAt);
      expect(event.location).toBe('https://meet.example.com/abc-defg-hij');
      expect(event.description).toContain('Please have your passport ready; smart casual.');
    }
    const employerInvite = parse(invitesTo(world.contactA.email)[0]!.content);
    expect(employerInvite.attendees.join(' ')).not.toContain(world.applicants.ana.email);
    expect(invitesTo(world.contactA.email)[0]!.content).not.toContain('Ana Maria Reyes');
    const candidateInvite = parse(invitesTo(world.applicants.ana.email)[0]!.content);
    expect(candidateInvite.attendees).toEqual([`mailto:${world.applicants.ana.email}`]);
  });

  it('a reschedule sends an update with the same UID and a higher SEQUENCE; the address is escaped and read back', async () => {
    await callAs(
      ctx,
      world.applicants.ana.account,
      'POST',
      `/my-interviews/${invitationId}/book`,
      { slotId: request.slots[1]!._id },
      200,
    );
    const [, update] = invitesTo(world.applicants.ana.email);
    const event = parse(update!.content);
    expect(event).toMatchObject({ method: 'REQUEST', uid: `interview-${invitationId}@localhost:3000`, sequence: 1 });
    expect(event.start.toJSDate().toISOString()).toBe(request.slots[1]!.startsAt);
    expect(event.location).toBe('Creekside Hotel, Level 2; Dubai, UAE');
    expect(update!.content).toContain('LOCATION:Creekside Hotel\\, Level 2\\; Dubai\\, UAE');
    expect(update!.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('offers each their “Add to calendar” file: the candidate, the employer, staff; others get 404', async () => {
    for (const [account, url] of [
      [world.applicants.ana.account, `/my-interviews/${invitationId}/calendar`],
      [world.contactA, `/employer/interviews/invitations/${invitationId}/calendar`],
      [world.staff, `/admin/interviews/invitations/${invitationId}/calendar`],
    ] as const) {
      const res = await callAs(ctx, account, 'GET', url, undefined, 200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(parse(res.body)).toMatchObject({ method: 'REQUEST', sequence: 1 });
    }
    expect(
      (await callAs(ctx, world.contactB, 'GET', `/employer/interviews/invitations/${invitationId}/calendar`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, world.applicants.ben.account, 'GET', `/my-interviews/${invitationId}/calendar`)).statusCode,
    ).toBe(404);
    expect((await callAs(ctx, null, 'GET', `/my-interviews/${invitationId}/calendar`)).statusCode).toBe(401);
  });

  it('never gives the employer the candidate’s email, phone, passport number or files, in the list or the calendar file', async () => {
    const secrets = privateStringsOf(world.applicants.ana);
    for (const url of ['/employer/interviews', `/employer/interviews/invitations/${invitationId}/calendar`]) {
      const res = await callAs(ctx, world.contactA, 'GET', url, undefined, 200);
      expect(res.body).toContain('Ana R.');
      expect(leaked(res, secrets), url).toEqual([]);
    }
  });

  it('a cancellation sends METHOD:CANCEL with the same UID and a higher SEQUENCE, and frees the slot', async () => {
    expect(
      (await callAs(ctx, world.contactB, 'POST', `/employer/interviews/invitations/${invitationId}/cancel`)).statusCode,
    ).toBe(404);
    const res = await callAs(
      ctx,
      world.contactA,
      'POST',
      `/employer/interviews/invitations/${invitationId}/cancel`,
      undefined,
      200,
    );
    expect(res.json().data.slots.every((s: { taken: boolean }) => !s.taken)).toBe(true);
    for (const to of [world.applicants.ana.email, world.contactA.email, world.staff.email]) {
      const cancel = invitesTo(to).at(-1)!;
      expect(cancel.method).toBe('CANCEL');
      expect(parse(cancel.content)).toMatchObject({
        method: 'CANCEL',
        uid: `interview-${invitationId}@localhost:3000`,
        sequence: 2,
      });
    }
    const again = await callAs(ctx, world.contactA, 'POST', `/employer/interviews/invitations/${invitationId}/cancel`);
    expect(again.statusCode).toBe(409);
    const file = await callAs(
      ctx,
      world.applicants.ana.account,
      'GET',
      `/my-interviews/${invitationId}/calendar`,
      undefined,
      200,
    );
    expect(parse(file.body).method).toBe('CANCEL');
  });
});
