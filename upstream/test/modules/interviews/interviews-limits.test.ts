import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewTexts, proposalLimits } from '@contracts/interviews/interview';
import { interviewInvitations, interviewRequests } from '../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { proposeAsContact, spyOnMail, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
});
afterAll(() => ctx.close());

const day = 24 * 3_600_000;
const invitationsOf = (applicationId: string) =>
  ctx.app.db.select().from(interviewInvitations).where(eq(interviewInvitations.applicationId, applicationId));

describe('how many candidates one proposal may name', () => {
  // 20 was allowed: an interview round is a handful of people, not a mailing list.
  const eleven = () => Array.from({ length: 11 }, () => randomUUID());

  it('refuses an employer’s proposal naming 11 candidates with 400 and its message', async () => {
    const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
      zone: 'Asia/Dubai',
      shortlistId: world.shortlists.sent,
      candidateIds: eleven(),
      slots: [videoSlot(30)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.candidateIds).toBe(interviewTexts.tooManyInvited);
    expect(interviewTexts.tooManyInvited).toBe('Please invite at most 10 candidates at once.');
  });

  it('refuses staff’s proposal naming 11 applications alike', async () => {
    const res = await callAs(ctx, world.staff, 'POST', '/admin/interviews', {
      zone: 'Asia/Dubai',
      jobOpeningId: world.jobA,
      applicationIds: eleven(),
      slots: [videoSlot(30)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.applicationIds).toBe(interviewTexts.tooManyInvited);
  });
});

describe('proposals a day', () => {
  it('mails a candidate at most 3 times a day: eight proposals in a row, the 4th on answer 429 and mail no one', async () => {
    const sent = spyOnMail(ctx);
    const statuses: number[] = [];
    let refused;
    for (let n = 0; n < 8; n++) {
      const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
        zone: 'Asia/Dubai',
        shortlistId: world.shortlists.sent,
        candidateIds: [world.entries.ana],
        slots: [videoSlot(30 + n)],
      });
      statuses.push(res.statusCode);
      refused ??= res.statusCode === 429 ? res : undefined;
    }
    const allowed = proposalLimits.perCandidatePerDay;
    expect(statuses).toEqual([...Array(allowed).fill(201), ...Array(8 - allowed).fill(429)]);
    expect(refused!.json().message).toBe(interviewTexts.invitedEnough('Ana R.', 24));
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(day / 1000 - 600);
    expect(sent.filter((mail) => mail.to === world.applicants.ana.email)).toHaveLength(allowed);
    expect(await invitationsOf(world.applicants.ana.applicationId)).toHaveLength(allowed);
  });

  it('refuses a proposal naming a candidate invited enough, even beside others, and stores none of it', async () => {
    const before = await invitationsOf(world.applicants.ben.applicationId);
    const res = await callAs(ctx, world.contactA, 'POST', '/employer/interviews', {
      zone: 'Asia/Dubai',
      shortlistId: world.shortlists.sent,
      candidateIds: [world.entries.ben, world.entries.ana],
      slots: [videoSlot(40)],
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(interviewTexts.invitedEnough('Ana R.', 24));
    expect(await invitationsOf(world.applicants.ben.applicationId)).toEqual(before);
  });

  it('counts the last 24 hours: once her invitations are older, she may be invited again', async () => {
    await ctx.app.db
      .update(interviewInvitations)
      .set({ createdAt: new Date(Date.now() - day - 60_000) })
      .where(eq(interviewInvitations.applicationId, world.applicants.ana.applicationId));
    await proposeAsContact(ctx, world, [world.entries.ana], [videoSlot(50)]);
  });

  it('leaves the agency’s own invitations uncounted: after staff invited him 3 times, the employer still may', async () => {
    for (let n = 0; n < proposalLimits.perCandidatePerDay; n++) {
      await callAs(
        ctx,
        world.staff,
        'POST',
        '/admin/interviews',
        {
          zone: 'Asia/Dubai',
          jobOpeningId: world.jobA,
          applicationIds: [world.applicants.ben.applicationId],
          slots: [videoSlot(60 + n)],
        },
        201,
      );
    }
    await proposeAsContact(ctx, world, [world.entries.ben], [videoSlot(70)]);
  });

  it('limits one contact to 20 proposals a day, whoever they name, with when to try again', async () => {
    // Proposals made earlier today, as the contact of client B (the test stands in for the day).
    const earlier = new Date(Date.now() - 3_600_000);
    await ctx.app.db.insert(interviewRequests).values(
      Array.from({ length: proposalLimits.perContactPerDay }, () => ({
        clientId: world.clientB,
        zone: 'Asia/Dubai' as const,
        proposedBy: world.contactB.id,
        createdAt: earlier,
      })),
    );
    const propose = () =>
      callAs(ctx, world.contactB, 'POST', '/employer/interviews', {
        zone: 'Asia/Dubai',
        shortlistId: world.shortlists.otherClients,
        candidateIds: [world.entries.otherClients],
        slots: [videoSlot(30)],
      });
    const refused = await propose();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(interviewTexts.tooManyProposals(23));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(day / 1000 - 3_600 - 600);
    expect(retryAfter).toBeLessThanOrEqual(day / 1000 - 3_600);
    expect(await invitationsOf(world.applicants.carla.applicationId)).toEqual([]);
    // A day after those proposals, the contact may propose again.
    await ctx.app.db
      .update(interviewRequests)
      .set({ createdAt: new Date(Date.now() - day - 60_000) })
      .where(eq(interviewRequests.proposedBy, world.contactB.id));
    expect((await propose()).statusCode).toBe(201);
  });
});
