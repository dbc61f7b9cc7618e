import { eq } from 'drizzle-orm';
import { envelope } from '@contracts/core/common';
import type { OfferTerms } from '@contracts/offers/offer';
import { staffOfferPanelSchema } from '@contracts/offers/views';
import { applications, offers, users } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import { createAccount } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/build-test-app';
import {
  apply,
  callAs,
  createClient,
  createContact,
  createJobOrder,
  type Applicant,
} from '../../helpers/employer-portal';

/** Moves the application to a stage as staff do. */
export async function moveTo(ctx: TestContext, staff: TestAccount, applicationId: string, stage: string) {
  await callAs(ctx, staff, 'PATCH', `/admin/applications/${applicationId}/stage`, { stage }, 200);
}

/**
 * Two clients with a contact and a job order each (AED 2,500–3,200, 24 months, in Deira); Ana and Ben
 * applied to the first, Carla to the second, Dan sent a general application.
 */
export async function offersWorld(ctx: TestContext) {
  const staff = await createAccount(ctx, 'Admin');
  const clientA = await createClient(ctx, staff, 'Creekside Hotels');
  const clientB = await createClient(ctx, staff, 'Marina Resorts');
  const [contactA, contactB] = [await createContact(ctx, clientA), await createContact(ctx, clientB)];
  const jobA = await createJobOrder(ctx, staff, clientA, 'Banquet Server');
  const jobB = await createJobOrder(ctx, staff, clientB, 'Room Attendant');
  const people: Record<'ana' | 'ben' | 'carla' | 'dan', Applicant> = {
    ana: await apply(ctx, jobA, 'Ana Maria Reyes'),
    ben: await apply(ctx, jobA, 'Ben Dela Cruz'),
    carla: await apply(ctx, jobB, 'Carla Santos'),
    dan: await apply(ctx, null, 'Dan General'),
  };
  // Each account bears the name the candidate applied under (the acceptance is signed with it).
  const names = { ana: 'Ana Maria Reyes', ben: 'Ben Dela Cruz', carla: 'Carla Santos', dan: 'Dan General' };
  for (const [key, name] of Object.entries(names))
    await ctx.app.db
      .update(users)
      .set({ name })
      .where(eq(users.id, people[key as keyof typeof names].account.id));
  return { staff, clientA, clientB, contactA, contactB, jobA, jobB, people };
}

export type OffersWorld = Awaited<ReturnType<typeof offersWorld>>;

export const panelSchema = envelope(staffOfferPanelSchema);

/** What staff do with an application's offer, and what is stored of it. */
export function offerCalls(ctx: TestContext, world: OffersWorld) {
  const panel = async (applicationId: string) =>
    panelSchema.parse(
      (await callAs(ctx, world.staff, 'GET', `/admin/applications/${applicationId}/offer`, undefined, 200)).json(),
    ).data;
  const save = (applicationId: string, terms: OfferTerms, reasons: Record<string, string> = {}) =>
    callAs(ctx, world.staff, 'PUT', `/admin/applications/${applicationId}/offer`, { terms, reasons });
  const send = (applicationId: string) =>
    callAs(ctx, world.staff, 'POST', `/admin/applications/${applicationId}/offer/send`);
  const offersOf = (applicationId: string) =>
    ctx.app.db.select().from(offers).where(eq(offers.applicationId, applicationId)).orderBy(offers.version);
  const stageOf = async (applicationId: string) =>
    (await ctx.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0]!.stage;
  return { panel, save, send, offersOf, stageOf };
}

/** Staff move the application to Interview and send it the job order's terms with these changes. */
export async function sendOffer(
  ctx: TestContext,
  staff: TestAccount,
  applicationId: string,
  changes: Partial<OfferTerms> = {},
  reasons: Record<string, string> = {},
) {
  await moveTo(ctx, staff, applicationId, 'Interview');
  const panel = await callAs(ctx, staff, 'GET', `/admin/applications/${applicationId}/offer`, undefined, 200);
  const terms = { ...panel.json().data.startingTerms, ...changes };
  await callAs(ctx, staff, 'PUT', `/admin/applications/${applicationId}/offer`, { terms, reasons }, 200);
  await callAs(ctx, staff, 'POST', `/admin/applications/${applicationId}/offer/send`, undefined, 200);
}
