import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
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
