import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/lib/mail-message';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { dubaiDayAt, myInvitations, proposeAsContact, spyOnMail, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;
let mails: MailMessage[];
let request: { _id: string; slots: { _id: string; when: string }[] };

// Dubai 12:40 is 4:40 PM in Manila; Dubai 20:20 is Manila's 12:20 AM the next day.
const dubaiNoonHour = '4:40 PM Manila time (12:40 PM Dubai time)';
const manilaMidnightHour = /12:20 AM Manila time \(\w{3} \d{1,2} \w{3}, 8:20 PM Dubai time\)/;
/** An hour written from 0 (en-GB's 12-hour clock counts 0 to 11). */
const zeroHour = /\b0:\d\d [AP]M/;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  mails = spyOnMail(ctx);
  request = await proposeAsContact(
    ctx,
    world,
    [world.entries.ana],
    [videoSlot(48, { start: dubaiDayAt(2, '12:40') }), videoSlot(72, { start: dubaiDayAt(3, '20:20') })],
  );
});
afterAll(() => ctx.close());

describe('times in the 12 o’clock hours', () => {
  it('the invitation mail writes 12:40 PM and 12:20 AM, never an hour 0', () => {
    const mail = mails.find((m) => m.to === world.applicants.ana.email)!;
    expect(mail.text).toContain(dubaiNoonHour);
    expect(mail.text).toMatch(manilaMidnightHour);
    expect(mail.text).not.toMatch(zeroHour);
    expect(mail.html).toContain(dubaiNoonHour);
  });

  it('the candidate, the employer and staff are shown 12:40 PM and 12:20 AM', async () => {
    const [invitation] = await myInvitations(ctx, world.applicants.ana.account);
    const employer = (await callAs(ctx, world.contactA, 'GET', '/employer/interviews', undefined, 200)).json().data;
    const staff = (
      await callAs(
        ctx,
        world.staff,
        'GET',
        `/admin/applications/${world.applicants.ana.applicationId}/interviews`,
        undefined,
        200,
      )
    ).json().data;
    for (const slots of [invitation!.slots, request.slots, employer[0].slots, staff[0].slots] as { when: string }[][]) {
      expect(slots.map((s) => s.when)).toEqual([
        expect.stringContaining(dubaiNoonHour),
        expect.stringMatching(manilaMidnightHour),
      ]);
    }
  });

  it('booking 12:40 Dubai says 12:40 PM in the answer, each mail and each invite’s DESCRIPTION', async () => {
    const sentBefore = mails.length;
    const [invitation] = await myInvitations(ctx, world.applicants.ana.account);
    const answer = await callAs(
      ctx,
      world.applicants.ana.account,
      'POST',
      `/my-interviews/${invitation!._id}/book`,
      { slotId: request.slots[0]!._id },
      200,
    );
    const booked = mails.slice(sentBefore).filter((m) => m.icalEvent);
    expect(booked.map((m) => m.to).sort()).toEqual(
      [world.applicants.ana.email, world.contactA.email, world.staff.email].sort(),
    );
    for (const mail of booked) {
      const event = new ICAL.Component(ICAL.parse(mail.icalEvent!.content)).getFirstSubcomponent('vevent')!;
      const description = String(event.getFirstPropertyValue('description'));
      expect(
        description.split('\n').find((line) => line.startsWith('When: ')),
        mail.to,
      ).toContain(dubaiNoonHour);
      expect(description, mail.to).not.toMatch(zeroHour);
      expect(mail.text, mail.to).toContain(dubaiNoonHour);
    }
    expect(answer.json().message).toContain(dubaiNoonHour);
  });
});
