import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientContacts,
  clientInvites,
  shortlistCandidates,
  shortlistDecisions,
  uploads,
} from '../../../src/db/schema';
import { testPassword } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { multipart, samplePdf } from '../../helpers/files';
import { unzip } from '../../helpers/unzip';

let ctx: TestContext;
let world: PortalWorld;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const body = multipart('resume', 'agency-cv-ana.pdf', 'application/pdf', samplePdf);
  const cv = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}/presentation-cv`,
    payload: body.payload,
    headers: { ...body.headers, ...world.staff.auth },
  });
  if (cv.statusCode !== 201) throw new Error(cv.body);
  await callAs(
    ctx,
    world.contactA,
    'POST',
    `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}/decision`,
    {
      decision: 'Interview',
      comment: 'Between us: strong but pricey',
      scorecard: { english: 4, experience: 3, presentation: 5, comment: 'Rehearsed answers' },
    },
    200,
  );
});
afterAll(() => ctx.close());

async function exported(account: PortalWorld['contactA']) {
  const res = await callAs(ctx, account, 'GET', '/privacy/export', undefined, 200);
  const entries = await unzip(res.rawPayload);
  return { data: JSON.parse(entries.get('data.json')!.toString('utf8')), entries };
}

describe("the candidate's data export", () => {
  it('tells to which client and shortlist each application went, with the decisions and scores, and the agency CV', async () => {
    const { ana } = world.applicants;
    const { data, entries } = await exported(ana.account);
    expect(data.presentedToEmployers).toEqual([
      expect.objectContaining({
        applicationId: ana.applicationId,
        client: 'Creekside Hotels',
        shortlist: 'Waiters for March',
        jobOrder: 'Banquet Server',
        shortlistStatus: 'Sent',
        presentedAt: expect.any(String),
        agencyNote: 'Five years of banquet service; calm under pressure.',
        decisions: [
          {
            decision: 'Interview',
            reason: null,
            scores: { english: 4, experience: 3, presentation: 5 },
            at: expect.any(String),
          },
        ],
      }),
      // Prepared, not shown to the client yet.
      expect.objectContaining({ shortlist: 'Draft', shortlistStatus: 'Draft', presentedAt: null, decisions: [] }),
    ]);
    const cvPath = data.presentedToEmployers[0].presentationCv as string;
    expect(cvPath).toMatch(/^files\/presentation-cv\//);
    expect(entries.get(cvPath)).toEqual(samplePdf);
  });

  it("leaves out the employer's private comments and who decided", async () => {
    const text = JSON.stringify((await exported(world.applicants.ana.account)).data.presentedToEmployers);
    expect(text).not.toContain('strong but pricey');
    expect(text).not.toContain('Rehearsed answers');
    expect(text).not.toContain(world.contactA.id);
    expect(text).not.toContain('Test Employer');
  });
});

describe("the contact's data export", () => {
  it('holds their client and the decisions they recorded, in their own words', async () => {
    const { data } = await exported(world.contactA);
    expect(data.clientPortal.client).toEqual({ name: 'Creekside Hotels', since: expect.any(String) });
    expect(data.clientPortal.decisions).toEqual([
      expect.objectContaining({
        shortlist: 'Waiters for March',
        decision: 'Interview',
        comment: 'Between us: strong but pricey',
      }),
    ]);
  });
});

describe('erasure', () => {
  it("keeps a candidate's shortlist entries for statistics without the note, the comments or the agency CV", async () => {
    const { ana } = world.applicants;
    const [before] = await ctx.app.db
      .select()
      .from(shortlistCandidates)
      .where(eq(shortlistCandidates.id, world.entries.ana));
    const [cv] = await ctx.app.db.select().from(uploads).where(eq(uploads.id, before!.presentationCvUploadId!));
    expect(await ctx.app.storage.private.stat(cv!.fileName)).toBeDefined();
    await callAs(ctx, ana.account, 'POST', '/privacy/delete-account', { password: testPassword }, 200);
    const entries = await ctx.app.db
      .select()
      .from(shortlistCandidates)
      .where(eq(shortlistCandidates.applicationId, ana.applicationId));
    expect(entries.length).toBe(2);
    expect(entries.every((e) => e.note === '' && e.presentationCvUploadId === null)).toBe(true);
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.id, before!.presentationCvUploadId!))).toEqual([]);
    expect(await ctx.app.storage.private.stat(cv!.fileName)).toBeUndefined();
    const [decision] = await ctx.app.db
      .select()
      .from(shortlistDecisions)
      .where(eq(shortlistDecisions.shortlistCandidateId, world.entries.ana));
    expect(decision).toMatchObject({
      decision: 'Interview',
      comment: '',
      scorecard: { english: 4, experience: 3, presentation: 5, comment: '' },
    });
    const staffView = await callAs(
      ctx,
      world.staff,
      'GET',
      `/admin/shortlists/${world.shortlists.sent}`,
      undefined,
      200,
    );
    expect(staffView.json().data.candidates.map((c: { name: string }) => c.name)).toEqual([
      'Ben Dela Cruz',
      'Carla Santos',
    ]);
  });

  it("removes a contact's membership and invitations, and keeps their decisions with no one named", async () => {
    await callAs(
      ctx,
      world.staff,
      'POST',
      `/admin/clients/${world.clientA}/invites`,
      { email: world.contactA.email },
      201,
    );
    await callAs(ctx, world.contactA, 'POST', '/privacy/delete-account', { password: testPassword }, 200);
    expect(await ctx.app.db.select().from(clientContacts).where(eq(clientContacts.userId, world.contactA.id))).toEqual(
      [],
    );
    expect(
      await ctx.app.db.select().from(clientInvites).where(eq(clientInvites.email, world.contactA.email.toLowerCase())),
    ).toEqual([]);
    const decisions = await ctx.app.db
      .select()
      .from(shortlistDecisions)
      .where(inArray(shortlistDecisions.shortlistCandidateId, [world.entries.ana]));
    expect(decisions).toEqual([expect.objectContaining({ decision: 'Interview', decidedBy: null })]);
  });
});
