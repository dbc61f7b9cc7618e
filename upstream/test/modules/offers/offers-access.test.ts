import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerTexts } from '@contracts/offers/offer';
import { myOfferListSchema } from '@contracts/offers/views';
import { offers } from '../../../src/db/schema';
import { offersPart } from '../../../src/modules/privacy/parts/offers';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs } from '../../helpers/employer-portal';
import { offersWorld, sendOffer, type OffersWorld } from './offers-world';

let ctx: TestContext;
let world: OffersWorld;
let offerId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await offersWorld(ctx);
  const { ana } = world.people;
  await sendOffer(ctx, world.staff, ana.applicationId);
  offerId = myOfferListSchema.parse((await callAs(ctx, ana.account, 'GET', '/my-offers', undefined, 200)).json())
    .data[0]!._id;
});
afterAll(() => ctx.close());

const staffRoutes = (applicationId: string) =>
  [
    ['GET', `/admin/applications/${applicationId}/offer`],
    ['PUT', `/admin/applications/${applicationId}/offer`],
    ['POST', `/admin/applications/${applicationId}/offer/send`],
    ['POST', `/admin/applications/${applicationId}/offer/withdraw`],
  ] as const;
const candidateRoutes = (id: string) =>
  [
    ['POST', `/my-offers/${id}/accept`, { fullName: 'Ana Maria Reyes' }],
    ['POST', `/my-offers/${id}/decline`, { reason: 'No.' }],
  ] as const;
const validTerms = () => ({
  terms: {
    position: 'Waiter',
    worksite: 'Deira, Dubai',
    monthlySalaryAed: 2500,
    contractMonths: 24,
    accommodation: false,
    food: false,
    transport: false,
    visa: true,
  },
});

describe('who may call the offers', () => {
  it('answers 401 to an anonymous caller on every route, and changes nothing', async () => {
    const { ana } = world.people;
    for (const [method, url] of staffRoutes(ana.applicationId))
      expect((await callAs(ctx, null, method, url, method === 'PUT' ? validTerms() : undefined)).statusCode).toBe(401);
    for (const [method, url, body] of candidateRoutes(offerId))
      expect((await callAs(ctx, null, method, url, body)).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'GET', '/my-offers')).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'GET', '/employer/offers')).statusCode).toBe(401);
    expect((await ctx.app.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.status).toBe('sent');
  });

  it('answers 403 to the wrong kind of account', async () => {
    const { ana } = world.people;
    for (const who of [ana.account, world.contactA])
      for (const [method, url] of staffRoutes(ana.applicationId))
        expect((await callAs(ctx, who, method, url, method === 'PUT' ? validTerms() : undefined)).statusCode).toBe(403);
    for (const who of [world.staff, world.contactA])
      for (const [method, url, body] of candidateRoutes(offerId))
        expect((await callAs(ctx, who, method, url, body)).statusCode).toBe(403);
    expect((await callAs(ctx, ana.account, 'GET', '/employer/offers')).statusCode).toBe(403);
    expect((await callAs(ctx, world.staff, 'GET', '/my-offers')).statusCode).toBe(403);
  });

  it("answers 404 to an unknown application and to another candidate's offer; 400 to a malformed id", async () => {
    for (const [method, url] of staffRoutes(randomUUID())) {
      const res = await callAs(ctx, world.staff, method, url, method === 'PUT' ? validTerms() : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(offerTexts.missingApplication);
    }
    for (const who of [world.people.ben.account, world.people.carla.account])
      for (const [method, url, body] of candidateRoutes(offerId)) {
        const res = await callAs(ctx, who, method, url, body);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(offerTexts.missingOffer);
      }
    expect(
      (await callAs(ctx, world.people.ana.account, 'POST', `/my-offers/${randomUUID()}/accept`, { fullName: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await callAs(ctx, world.staff, 'GET', '/admin/applications/not-an-id/offer')).statusCode).toBe(400);
  });

  it("never shows one client's offers to another client's contact", async () => {
    const mineA = await callAs(ctx, world.contactA, 'GET', '/employer/offers', undefined, 200);
    expect(mineA.json().data).toHaveLength(1);
    const mineB = await callAs(ctx, world.contactB, 'GET', '/employer/offers', undefined, 200);
    expect(mineB.json().data).toEqual([]);
  });

  it('refuses a cross-site request: a cookie is no credential (401) and no other origin may read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/my-offers/${offerId}/accept`,
      headers: { origin: 'https://attacker.example', cookie: 'session=stolen', 'sec-fetch-site': 'cross-site' },
      payload: { fullName: 'Ana Maria Reyes' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/admin/applications/${world.people.ana.applicationId}/offer`,
      headers: { origin: 'https://attacker.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await ctx.app.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.status).toBe('sent');
  });
});

describe('privacy', () => {
  it("exports the candidate's offers and erasure removes what they typed and their address", async () => {
    const { ana } = world.people;
    await callAs(ctx, ana.account, 'POST', `/my-offers/${offerId}/accept`, { fullName: 'Ana Maria Reyes' }, 200);
    const exported = (await offersPart.collect(ctx.app.db, ana.account.id)).data as { acceptedName: string }[];
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ acceptedName: 'Ana Maria Reyes', status: 'accepted' });
    expect((await offersPart.collect(ctx.app.db, world.people.ben.account.id)).data).toEqual([]);
    expect((await offersPart.erase(ctx.app.db, ana.account.id)).count).toBe(1);
    const [row] = await ctx.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({ acceptedName: null, acceptedIp: null, declineReason: null, status: 'accepted' });
  });
});
