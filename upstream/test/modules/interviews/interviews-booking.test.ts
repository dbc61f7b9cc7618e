import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInterviewEndpoints,
  employerInterviewEndpoints,
  myInterviewEndpoints,
} from '@contracts/interviews/endpoints';
import { endpointPath } from '@contracts/core/endpoint';
import { interviewTexts } from '@contracts/interviews/interview';
import { interviewInvitations, interviewSlots } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, leaked, portalWorld, privateStringsOf, type PortalWorld } from '../../helpers/employer-portal';
import { dubaiSlot, myInvitations, proposeAsContact, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
});
afterAll(() => ctx.close());

describe('proposing interview times', () => {
  it('stores the slots entered in Dubai time in UTC and shows them in Manila and Dubai time', async () => {
    const at = dubaiSlot(72);
    const request = await proposeAsContact(ctx, world, [world.entries.ana], [{ ...videoSlot(72), start: at.start }]);
    const [stored] = await ctx.app.db.select().from(interviewSlots).where(eq(interviewSlots.requestId, request._id));
    expect(stored!.startsAt.toISOString()).toBe(at.utc);
    expect(request.slots[0].startsAt).toBe(at.utc);
    expect(request.slots[0].when).toMatch(/^\w{3} \d{1,2} \w{3}, .* Manila time \(.* Dubai time\)$/);
    expect(request.invited).toEqual([expect.objectContaining({ name: 'Ana R.', status: 'Open' })]);
    expect(leaked({ body: JSON.stringify(request), headers: {} }, privateStringsOf(world.applicants.ana))).toEqual([]);
  });

  it('stores slots entered by staff in Manila time in UTC', async () => {
    const start = '2030-03-02T09:30';
    const res = await callAs(
      ctx,
      world.staff,
      'POST',
      '/admin/interviews',
      {
        zone: 'Asia/Manila',
        jobOpeningId: world.jobA,
        applicationIds: [world.applicants.ben.applicationId],
        slots: [{ start, minutes: 30, kind: 'Phone' }],
      },
      201,
    );
    expect(res.json().data.slots[0].startsAt).toBe('2030-03-02T01:30:00.000Z');
    expect(res.json().data.slots[0].when).toBe('Sat 2 Mar, 9:30 AM Manila time (5:30 AM Dubai time)');
    expect(res.json().data.invited[0].name).toBe('Ben Dela Cruz');
  });

  it.each([
    ['no slot', { slots: [] }, interviewTexts.slotsRequired],
    ['six slots', { slots: [1, 2, 3, 4, 5, 6].map((h) => videoSlot(24 + h)) }, interviewTexts.tooManySlots],
    ['a past time', { slots: [videoSlot(-2)] }, interviewTexts.startPast],
    ['a video call without its link', { slots: [videoSlot(30, { meetingLink: '' })] }, interviewTexts.linkRequired],
    [
      'in person without the address',
      { slots: [videoSlot(30, { kind: 'In person' })] },
      interviewTexts.addressRequired,
    ],
    ['ten minutes', { slots: [videoSlot(30, { minutes: 10 })] }, interviewTexts.minutes],
    [
      'a date that does not exist',
      { slots: [videoSlot(30, { start: '2030-02-30T10:00' })] },
      interviewTexts.startInvalid,
    ],
    ['no candidate', { candidateIds: [] }, interviewTexts.invitedRequired],
  ])('answers 400 for %s and stores nothing', async (_name, change, message) => {
    const before = await ctx.app.db.select().from(interviewSlots);
    const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
      zone: 'Asia/Dubai',
      shortlistId: world.shortlists.sent,
      candidateIds: [world.entries.ben],
      slots: [videoSlot(30)],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await ctx.app.db.select().from(interviewSlots)).toHaveLength(before.length);
  });

  it('answers 404 for another client’s shortlist, a card of another shortlist, or a draft', async () => {
    const body = (shortlistId: string, candidateIds: string[]) => ({
      zone: 'Asia/Dubai',
      shortlistId,
      candidateIds,
      slots: [videoSlot(30)],
    });
    const b = world.contactB;
    expect(
      (await callAs(ctx, b, 'POST', '/employer/interviews', body(world.shortlists.sent, [world.entries.ana])))
        .statusCode,
    ).toBe(404);
    const a = world.contactA;
    expect(
      (
        await callAs(
          ctx,
          a,
          'POST',
          '/employer/interviews',
          body(world.shortlists.otherClients, [world.entries.otherClients]),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, a, 'POST', '/employer/interviews', body(world.shortlists.sent, [world.entries.otherClients])))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx, a, 'POST', '/employer/interviews', body(world.shortlists.draft, [world.entries.ana])))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 to staff for an application of another job, 401 anonymous, 403 for a candidate or an employer', async () => {
    const body = {
      zone: 'Asia/Manila',
      jobOpeningId: world.jobA,
      applicationIds: [world.applicants.carla.applicationId],
      slots: [videoSlot(30)],
    };
    expect((await callAs(ctx, world.staff, 'POST', '/admin/interviews', body)).statusCode).toBe(404);
    expect((await callAs(ctx, null, 'POST', '/admin/interviews', body)).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'POST', '/employer/interviews', {})).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'GET', '/my-interviews')).statusCode).toBe(401);
    expect((await callAs(ctx, world.contactA, 'POST', '/admin/interviews', body)).statusCode).toBe(403);
    expect((await callAs(ctx, world.applicants.ana.account, 'GET', '/employer/interviews')).statusCode).toBe(403);
    expect((await callAs(ctx, world.contactA, 'GET', '/my-interviews')).statusCode).toBe(403);
  });
});

describe('booking a time', () => {
  let request: { _id: string; slots: { _id: string }[] };

  beforeAll(async () => {
    request = await proposeAsContact(
      ctx,
      world,
      [world.entries.ana, world.entries.ben, world.entries.carla],
      [videoSlot(48), videoSlot(50), videoSlot(52)],
    );
  });

  const invitationOf = async (who: 'ana' | 'ben' | 'carla') =>
    (await myInvitations(ctx, world.applicants[who].account)).find(
      (i) => i.slots.some((s) => s._id === request.slots[2]!._id) || i.booked,
    )!;

  it('books a time with one tap; it is no longer offered to the others of the request', async () => {
    const ana = await invitationOf('ana');
    expect(ana.slots).toHaveLength(3);
    const res = await callAs(
      ctx,
      world.applicants.ana.account,
      'POST',
      `/my-interviews/${ana._id}/book`,
      {
        slotId: request.slots[0]!._id,
      },
      200,
    );
    expect(res.json().message).toMatch(/^Your interview is booked: .* Manila time/);
    expect(res.json().data.booked._id).toBe(request.slots[0]!._id);
    const ben = (await myInvitations(ctx, world.applicants.ben.account)).find(
      (i) => i.status === 'Open' && i.slots.length,
    )!;
    expect(ben.slots.map((s) => s._id)).toEqual([request.slots[1]!._id, request.slots[2]!._id]);
  });

  it('tells the loser of a taken slot with 409 and shows the rest', async () => {
    const ben = (await myInvitations(ctx, world.applicants.ben.account)).find((i) => i.slots.length === 2)!;
    const res = await callAs(ctx, world.applicants.ben.account, 'POST', `/my-interviews/${ben._id}/book`, {
      slotId: request.slots[0]!._id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(interviewTexts.slotTaken);
    const after = (await myInvitations(ctx, world.applicants.ben.account)).find((i) => i._id === ben._id)!;
    expect(after.status).toBe('Open');
    expect(after.slots).toHaveLength(2);
  });

  it('lets exactly one of two candidates racing for the same slot book it', async () => {
    const ben = (await myInvitations(ctx, world.applicants.ben.account)).find((i) => i.slots.length === 2)!;
    const carla = (await myInvitations(ctx, world.applicants.carla.account)).find((i) => i.slots.length === 2)!;
    const slotId = request.slots[1]!._id;
    const results = await Promise.all([
      callAs(ctx, world.applicants.ben.account, 'POST', `/my-interviews/${ben._id}/book`, { slotId }),
      callAs(ctx, world.applicants.carla.account, 'POST', `/my-interviews/${carla._id}/book`, { slotId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const booked = await ctx.app.db.select().from(interviewInvitations).where(eq(interviewInvitations.slotId, slotId));
    expect(booked.filter((b) => b.status === 'Booked')).toHaveLength(1);
  });

  it('answers 404 for another candidate’s invitation or a slot of another request, and changes nothing', async () => {
    const ana = (await myInvitations(ctx, world.applicants.ana.account)).find((i) => i.booked)!;
    const carla = world.applicants.carla.account;
    expect(
      (await callAs(ctx, carla, 'POST', `/my-interviews/${ana._id}/book`, { slotId: request.slots[2]!._id }))
        .statusCode,
    ).toBe(404);
    expect((await callAs(ctx, carla, 'POST', `/my-interviews/${ana._id}/decline`, { note: 'No' })).statusCode).toBe(
      404,
    );
    expect((await callAs(ctx, carla, 'GET', `/my-interviews/${ana._id}/calendar`)).statusCode).toBe(404);
    const other = await proposeAsContact(ctx, world, [world.entries.ben], [videoSlot(80)]);
    const res = await callAs(ctx, world.applicants.ana.account, 'POST', `/my-interviews/${ana._id}/book`, {
      slotId: other.slots[0]._id,
    });
    expect(res.statusCode).toBe(404);
    const after = (await myInvitations(ctx, world.applicants.ana.account)).find((i) => i._id === ana._id)!;
    expect(after.booked!._id).toBe(request.slots[0]!._id);
  });

  it('moves a booked interview to another free time (a reschedule)', async () => {
    const ana = (await myInvitations(ctx, world.applicants.ana.account)).find((i) => i.booked)!;
    const free = ana.slots.find((s) => s._id !== ana.booked!._id)!;
    const res = await callAs(
      ctx,
      world.applicants.ana.account,
      'POST',
      `/my-interviews/${ana._id}/book`,
      { slotId: free._id },
      200,
    );
    expect(res.json().message).toMatch(/^Your interview has moved to /);
    const same = await callAs(ctx, world.applicants.ana.account, 'POST', `/my-interviews/${ana._id}/book`, {
      slotId: free._id,
    });
    expect(same.statusCode).toBe(409);
  });

  it('records “none of these work” with a note once; the note is required', async () => {
    const proposal = await proposeAsContact(ctx, world, [world.entries.carla], [videoSlot(90)]);
    const carla = (await myInvitations(ctx, world.applicants.carla.account)).find((i) =>
      i.slots.some((s) => s._id === proposal.slots[0]._id),
    )!;
    const url = `/my-interviews/${carla._id}/decline`;
    const account = world.applicants.carla.account;
    expect((await callAs(ctx, account, 'POST', url, { note: '  ' })).json().message).toBe(interviewTexts.noteRequired);
    expect((await callAs(ctx, account, 'POST', url, { note: 'x'.repeat(501) })).statusCode).toBe(400);
    const res = await callAs(ctx, account, 'POST', url, { note: 'Weekday evenings after 7 PM Manila time.' }, 200);
    expect(res.json().data).toMatchObject({ status: 'Declined', slots: [] });
    expect((await callAs(ctx, account, 'POST', url, { note: 'Again' })).statusCode).toBe(409);
    const list = (await callAs(ctx, world.contactA, 'GET', '/employer/interviews', undefined, 200)).json().data;
    const seen = list.find((r: { _id: string }) => r._id === proposal._id);
    expect(seen.invited[0]).toMatchObject({
      status: 'Declined',
      declineNote: 'Weekday evenings after 7 PM Manila time.',
    });
  });

  it('shows the employer only its own client’s requests', async () => {
    const b = (await callAs(ctx, world.contactB, 'GET', '/employer/interviews', undefined, 200)).json().data;
    expect(b).toEqual([]);
    const stranger = await createAccount(ctx, 'Employer');
    expect((await callAs(ctx, stranger, 'GET', '/employer/interviews', undefined, 200)).json().data).toEqual([]);
  });
});

describe('every interview route', () => {
  const all = [
    ...Object.values(myInterviewEndpoints),
    ...Object.values(employerInterviewEndpoints),
    ...Object.values(adminInterviewEndpoints),
  ];

  it.each(all.map((e) => [`${e.method} ${e.path}`, e] as const))('answers 401 to an anonymous %s', async (_name, e) => {
    const url = endpointPath(e, { id: '00000000-0000-4000-8000-000000000000' });
    const res = await callAs(ctx, null, e.method, url, e.method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(401);
  });
});
