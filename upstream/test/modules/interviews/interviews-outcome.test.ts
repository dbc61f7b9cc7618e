import { readdir, readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewTexts, outcomeTextsForCandidate } from '@contracts/interviews/interview';
import { applicationStageChanges, applications } from '../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { outboxDrained } from '../../helpers/outbox';
import { bookNewest, moveStart, myInvitations, proposeAsContact, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;
const invitations: Record<'ana' | 'ben' | 'carla', string> = { ana: '', ben: '', carla: '' };

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const request = await proposeAsContact(
    ctx,
    world,
    [world.entries.ana, world.entries.ben, world.entries.carla],
    [videoSlot(30), videoSlot(31), videoSlot(32)],
  );
  for (const [i, who] of (['ana', 'ben', 'carla'] as const).entries()) {
    invitations[who] = await bookNewest(ctx, world.applicants[who].account, request.slots[i]._id);
  }
});
afterAll(() => ctx.close());

const stageOf = async (id: string) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.id, id)))[0]!.stage;
const outcomeUrl = (id: string) => `/employer/interviews/invitations/${id}/outcome`;

describe('the interview’s outcome', () => {
  it('mails carry the invite as a text/calendar part (METHOD=REQUEST)', async () => {
    await outboxDrained(ctx.app);
    const files = await readdir(ctx.config.paths.outbox);
    const texts = await Promise.all(files.map((f) => readFile(`${ctx.config.paths.outbox}/${f}`, 'utf8')));
    const invites = texts.filter((t) => /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i.test(t));
    // Three bookings, each to the candidate, the contact and staff.
    expect(invites).toHaveLength(9);
  });

  it('cannot be recorded before the interview starts', async () => {
    const res = await callAs(ctx, world.contactA, 'POST', outcomeUrl(invitations.ana), { outcome: 'Passed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(interviewTexts.outcomeTooEarly);
  });

  it('answers 404 to another client’s contact and 400 for an unknown outcome', async () => {
    await moveStart(ctx, invitations.ana, new Date(Date.now() - 3_600_000));
    expect(
      (await callAs(ctx, world.contactB, 'POST', outcomeUrl(invitations.ana), { outcome: 'Passed' })).statusCode,
    ).toBe(404);
    const bad = await callAs(ctx, world.contactA, 'POST', outcomeUrl(invitations.ana), { outcome: 'Great' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(interviewTexts.outcomeRequired);
  });

  it('Passed keeps the Interview stage and the candidate reads it in their words', async () => {
    const before = await stageOf(world.applicants.ana.applicationId);
    const res = await callAs(ctx, world.contactA, 'POST', outcomeUrl(invitations.ana), { outcome: 'Passed' }, 200);
    expect(res.json().data.invited.find((i: { _id: string }) => i._id === invitations.ana).outcome).toBe('Passed');
    expect(await stageOf(world.applicants.ana.applicationId)).toBe(
      before === 'New' || before === 'Screening' ? 'Interview' : before,
    );
    const [mine] = await myInvitations(ctx, world.applicants.ana.account);
    expect(mine).toMatchObject({ outcome: 'Passed', outcomeText: outcomeTextsForCandidate.Passed, slots: [] });
    const again = await callAs(ctx, world.staff, 'POST', `/admin/interviews/invitations/${invitations.ana}/outcome`, {
      outcome: 'No-show',
    });
    expect(again.statusCode).toBe(409);
  });

  it('Not selected (by staff) rejects through the stage-change path, with its history', async () => {
    await moveStart(ctx, invitations.ben, new Date(Date.now() - 60_000));
    await callAs(
      ctx,
      world.staff,
      'POST',
      `/admin/interviews/invitations/${invitations.ben}/outcome`,
      { outcome: 'Not selected' },
      200,
    );
    expect(await stageOf(world.applicants.ben.applicationId)).toBe('Rejected');
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, world.applicants.ben.applicationId));
    expect(history.at(-1)).toMatchObject({ toStage: 'Rejected', changedBy: world.staff.id });
    const [mine] = await myInvitations(ctx, world.applicants.ben.account);
    expect(mine!.outcomeText).toBe('The employer chose another candidate for this role. Thank you for your time.');
  });

  it('No-show rejects, and the staff list of the application shows it', async () => {
    await moveStart(ctx, invitations.carla, new Date(Date.now() - 60_000));
    await callAs(ctx, world.contactA, 'POST', outcomeUrl(invitations.carla), { outcome: 'No-show' }, 200);
    expect(await stageOf(world.applicants.carla.applicationId)).toBe('Rejected');
    const res = await callAs(
      ctx,
      world.staff,
      'GET',
      `/admin/applications/${world.applicants.carla.applicationId}/interviews`,
      undefined,
      200,
    );
    expect(res.json().data[0].invited.find((i: { _id: string }) => i._id === invitations.carla)).toMatchObject({
      outcome: 'No-show',
      name: 'Carla Santos',
    });
    expect(
      (
        await callAs(
          ctx,
          world.contactA,
          'GET',
          `/admin/applications/${world.applicants.carla.applicationId}/interviews`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 to staff for ids that are no interview or application', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', `/admin/interviews/invitations/${none}/outcome`],
      ['POST', `/admin/interviews/invitations/${none}/cancel`],
      ['GET', `/admin/interviews/invitations/${none}/calendar`],
      ['GET', `/admin/applications/${none}/interviews`],
    ] as const) {
      const res = await callAs(ctx, world.staff, method, url, method === 'POST' ? { outcome: 'Passed' } : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    const anonymous = await callAs(ctx, null, 'POST', `/employer/interviews/invitations/${invitations.ana}/outcome`, {
      outcome: 'Passed',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
