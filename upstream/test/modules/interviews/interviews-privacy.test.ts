import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInvitations } from '../../../src/db/schema';
import { testPassword } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { unzip } from '../../helpers/unzip';
import { bookNewest, proposeAsContact, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const request = await proposeAsContact(ctx, world, [world.entries.ana, world.entries.ben], [videoSlot(40)]);
  await bookNewest(ctx, world.applicants.ana.account, request.slots[0]._id);
});
afterAll(() => ctx.close());

describe('interviews and the candidate’s data rights', () => {
  it('are in the data export', async () => {
    const res = await callAs(ctx, world.applicants.ana.account, 'GET', '/privacy/export', undefined, 200);
    const data = JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.interviews).toEqual([
      expect.objectContaining({
        client: 'Creekside Hotels',
        status: 'Booked',
        bookedTime: expect.objectContaining({ kind: 'Video call' }),
      }),
    ]);
  });

  it('are removed with the account; the other candidate’s stay', async () => {
    await callAs(ctx, world.applicants.ana.account, 'POST', '/privacy/delete-account', { password: testPassword }, 200);
    const left = await ctx.app.db.select().from(interviewInvitations);
    expect(left).toHaveLength(1);
    expect(left[0]!.applicationId).toBe(world.applicants.ben.applicationId);
    expect(
      await ctx.app.db
        .select()
        .from(interviewInvitations)
        .where(eq(interviewInvitations.applicationId, world.applicants.ana.applicationId)),
    ).toEqual([]);
  });
});
