import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { offerTexts } from '@contracts/offers/offer';
import { employerOfferListSchema, myOfferListSchema } from '@contracts/offers/views';
import { offers } from '../../../src/db/schema';
import { buildTestApp } from '../../helpers/build-test-app';
import { callAs } from '../../helpers/employer-portal';
import { moveTo, offerCalls, offersWorld, panelSchema, sendOffer } from './offers-world';

const ctx = await buildTestApp();
const world = await offersWorld(ctx);
afterAll(() => ctx.close());
const { panel, save, send, offersOf } = offerCalls(ctx, world);

// Where drafting leaves Ana: offered a one-year contract, with the reason written for staff only.
const seasonalReason = { contractMonths: 'The hotel opens a seasonal outlet for one year.' };
beforeAll(() => sendOffer(ctx, world.staff, world.people.ana.applicationId, { contractMonths: 12 }, seasonalReason));

describe('the candidate and the versions', () => {
  const mine = async (who: 'ana' | 'ben') =>
    myOfferListSchema.parse((await callAs(ctx, world.people[who].account, 'GET', '/my-offers', undefined, 200)).json())
      .data;

  it('shows the candidate the sent offer with the job order number and the licence, never the reasons', async () => {
    const res = await callAs(ctx, world.people.ana.account, 'GET', '/my-offers', undefined, 200);
    expect(res.body).not.toContain('seasonal outlet');
    expect(res.body).not.toContain('Staff Member');
    const [offer] = myOfferListSchema.parse(res.json()).data;
    expect(offer).toMatchObject({
      version: 1,
      status: 'sent',
      jobOrderNumber: 'DMW-JO-2026-77001',
      jobTitle: 'Banquet Server',
    });
    expect(offer!.agency.licenceNumber).not.toBe('');
    expect(await mine('ben')).toEqual([]);
  });

  it("answers 404 to another candidate's offer and 422 to a name that is not the account's", async () => {
    const [offer] = await mine('ana');
    const other = await callAs(ctx, world.people.ben.account, 'POST', `/my-offers/${offer!._id}/accept`, {
      fullName: 'Ben Dela Cruz',
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await callAs(ctx, world.people.ben.account, 'POST', `/my-offers/${offer!._id}/decline`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const wrong = await callAs(ctx, world.people.ana.account, 'POST', `/my-offers/${offer!._id}/accept`, {
      fullName: 'Ana Reyes',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(offerTexts.nameMismatch('Ana Maria Reyes'));
    expect((await offersOf(world.people.ana.applicationId))[0]!.status).toBe('sent');
  });

  it('a change to a sent offer is version 2; version 1 stays readable, replaced, and can no longer be accepted', async () => {
    const { ana } = world.people;
    const [v1] = await mine('ana');
    const changed = await save(
      ana.applicationId,
      { ...v1!.terms, monthlySalaryAed: 2800 },
      { contractMonths: 'Seasonal outlet.' },
    );
    expect(changed.statusCode).toBe(200);
    const staffView = panelSchema.parse(changed.json()).data;
    expect(staffView.offers.map((o) => [o.version, o.status])).toEqual([
      [2, 'draft'],
      [1, 'superseded'],
    ]);
    const late = await callAs(ctx, ana.account, 'POST', `/my-offers/${v1!._id}/accept`, {
      fullName: 'Ana Maria Reyes',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(offerTexts.notOpen);
    // The draft is not the candidate's to see yet.
    const listed = await mine('ana');
    expect(listed.map((o) => [o.version, o.status])).toEqual([[1, 'superseded']]);
    expect(listed[0]!.replacedAt).not.toBeNull();
    expect((await send(ana.applicationId)).statusCode).toBe(200);
  });

  it('accepts with the typed name (case and spaces aside), recording time, version and address; staff and the client are mailed', async () => {
    const { ana } = world.people;
    const v2 = (await mine('ana')).find((o) => o.version === 2)!;
    const queue = vi.spyOn(ctx.app.mailer, 'queueIn');
    const res = await callAs(ctx, ana.account, 'POST', `/my-offers/${v2._id}/accept`, {
      fullName: '  ana   MARIA reyes ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(offerTexts.accepted);
    const [row] = await ctx.app.db.select().from(offers).where(eq(offers.id, v2._id));
    expect(row).toMatchObject({
      status: 'accepted',
      version: 2,
      acceptedName: 'ana MARIA reyes',
      acceptedIp: '127.0.0.1',
    });
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    const recipients = queue.mock.calls.map(([, m]) => m.to);
    expect(recipients).toEqual(expect.arrayContaining([world.staff.email, world.contactA.email]));
    const toClient = queue.mock.calls.find(([, m]) => m.to === world.contactA.email)![1];
    expect(toClient.text).not.toContain(ana.email);
    expect(toClient.text).not.toContain('Ana Maria Reyes');
    queue.mockRestore();
    // Accepted is final: staff cannot change it, and a second acceptance is refused.
    const change = await save(ana.applicationId, v2.terms, { contractMonths: 'x' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(offerTexts.acceptedFinal);
    expect(
      (await callAs(ctx, ana.account, 'POST', `/my-offers/${v2._id}/accept`, { fullName: 'Ana Maria Reyes' }))
        .statusCode,
    ).toBe(409);
    const events = (await panel(ana.applicationId)).offers[0]!.events;
    expect(events.at(-1)).toMatchObject({ action: 'accepted', by: 'Candidate' });
  });

  it('shows the employer the state and terms of its own candidates only, with no contact data', async () => {
    const res = await callAs(ctx, world.contactA, 'GET', '/employer/offers', undefined, 200);
    const list = employerOfferListSchema.parse(res.json()).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      candidate: 'Ana R.',
      status: 'accepted',
      version: 2,
      jobOrderNumber: 'DMW-JO-2026-77001',
    });
    for (const secret of [
      world.people.ana.email,
      world.people.ana.phone,
      world.people.ana.passportNumber,
      'Seasonal outlet',
      'Ana Maria Reyes',
    ])
      expect(res.body).not.toContain(secret);
    const other = employerOfferListSchema.parse(
      (await callAs(ctx, world.contactB, 'GET', '/employer/offers', undefined, 200)).json(),
    );
    expect(other.data).toEqual([]);
  });

  it('declining needs a reason; staff are told', async () => {
    const { ben } = world.people;
    await moveTo(ctx, world.staff, ben.applicationId, 'Interview');
    const start = (await panel(ben.applicationId)).startingTerms!;
    await save(ben.applicationId, start);
    expect((await send(ben.applicationId)).statusCode).toBe(200);
    const [offer] = await mine('ben');
    const empty = await callAs(ctx, ben.account, 'POST', `/my-offers/${offer!._id}/decline`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(offerTexts.declineReasonRequired);
    const res = await callAs(ctx, ben.account, 'POST', `/my-offers/${offer!._id}/decline`, {
      reason: 'I accepted another job.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', declineReason: 'I accepted another job.' });
    // After a decline staff may make a new version.
    const again = await save(ben.applicationId, { ...start, monthlySalaryAed: 3100 });
    expect(panelSchema.parse(again.json()).data.offers.map((o) => [o.version, o.status])).toEqual([
      [2, 'draft'],
      [1, 'declined'],
    ]);
    const withdrawn = await callAs(ctx, world.staff, 'POST', `/admin/applications/${ben.applicationId}/offer/withdraw`);
    expect(panelSchema.parse(withdrawn.json()).data.offers[0]!.status).toBe('withdrawn');
  });
});

describe('concurrency', () => {
  it('of an acceptance and a change to the same sent offer exactly one wins', async () => {
    const { carla } = world.people;
    await moveTo(ctx, world.staff, carla.applicationId, 'Interview');
    const start = (await panel(carla.applicationId)).startingTerms!;
    await save(carla.applicationId, start);
    const [a, b] = await Promise.all([send(carla.applicationId), send(carla.applicationId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [offer] = myOfferListSchema.parse((await callAs(ctx, carla.account, 'GET', '/my-offers')).json()).data;
    const [accept, change] = await Promise.all([
      callAs(ctx, carla.account, 'POST', `/my-offers/${offer!._id}/accept`, { fullName: 'Carla Santos' }),
      save(carla.applicationId, { ...start, monthlySalaryAed: 2600 }),
    ]);
    expect([accept.statusCode, change.statusCode].sort()).toEqual([200, 409]);
    const rows = await offersOf(carla.applicationId);
    if (accept.statusCode === 200) expect(rows.map((r) => r.status)).toEqual(['accepted']);
    else expect(rows.map((r) => r.status)).toEqual(['superseded', 'draft']);
  });
});
