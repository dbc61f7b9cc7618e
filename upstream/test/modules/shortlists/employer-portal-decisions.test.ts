import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerReviewTexts } from '@contracts/applications/candidate-messages';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { applicationStageChanges, applications, shortlistDecisions, shortlists } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import {
  callAs,
  createContact,
  leaked,
  portalWorld,
  privateStringsOf,
  type PortalWorld,
} from '../../helpers/employer-portal';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let world: PortalWorld;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  world = await portalWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const entryUrl = (entry: string) => `/employer/shortlists/${world.shortlists.sent}/candidates/${entry}`;
const stageOf = async (applicationId: string) =>
  (await ctx.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0]!.stage;
const historyOf = (applicationId: string) =>
  ctx.app.db.select().from(applicationStageChanges).where(eq(applicationStageChanges.applicationId, applicationId));
const myApplication = async (person: PortalWorld['applicants']['ana'], applicationId: string) => {
  const res = await callAs(ctx, person.account, 'GET', '/my-applications', undefined, 200);
  return { res, data: res.json().data.find((a: { _id: string }) => a._id === applicationId) };
};

describe('sending moved the applications along', () => {
  it('moved every New application on the sent shortlist to Screening, by the staff member who sent it', async () => {
    const { ana } = world.applicants;
    expect(await stageOf(ana.applicationId)).toBe('Screening');
    const [change] = await historyOf(ana.applicationId);
    expect(change).toMatchObject({ fromStage: 'New', toStage: 'Screening', changedBy: world.staff.id });
  });

  it("tells the candidate the employer is reviewing their profile, and never the client's name", async () => {
    const { ana } = world.applicants;
    const { res, data } = await myApplication(ana, ana.applicationId);
    expect(data.employerReview).toBe('reviewing');
    expect(employerReviewTexts[data.employerReview as 'reviewing']).toBe(
      'Shortlisted: the employer is reviewing your profile',
    );
    expect(res.body).not.toContain('Creekside');
  });
});

describe('decisions', () => {
  it('records Interview with a scorecard, moves the application to Interview and mails the staff member', async () => {
    const { ana } = world.applicants;
    const res = await callAs(
      ctx,
      world.contactA,
      'POST',
      `${entryUrl(world.entries.ana)}/decision`,
      {
        decision: 'Interview',
        comment: 'Strong presence; ask about night shifts.',
        scorecard: { english: 5, experience: 4, presentation: 5, comment: 'Confident' },
      },
      200,
    );
    const card = res.json().data.candidates[0];
    expect(card.decision).toMatchObject({
      decision: 'Interview',
      reason: null,
      comment: 'Strong presence; ask about night shifts.',
      scorecard: { english: 5, experience: 4, presentation: 5, comment: 'Confident' },
      decidedBy: 'Test Employer',
    });
    expect(leaked(res, privateStringsOf(ana))).toEqual([]);
    expect(await stageOf(ana.applicationId)).toBe('Interview');
    const moves = await historyOf(ana.applicationId);
    expect(moves.at(-1)).toMatchObject({ fromStage: 'Screening', toStage: 'Interview', changedBy: world.contactA.id });

    const staffMail = await smtp.waitFor(world.staff.email, /Creekside Hotels decided on Ana Maria Reyes/);
    expect(staffMail.text).toContain('Strong presence; ask about night shifts.');
    expect(staffMail.text).toContain(`/admin/shortlists/${world.shortlists.sent}`);
  });

  it('shows the candidate "The employer would like an interview", never the comment', async () => {
    const { ana } = world.applicants;
    const { res, data } = await myApplication(ana, ana.applicationId);
    expect(data.employerReview).toBe('interview');
    expect(employerReviewTexts.interview).toBe('The employer would like an interview');
    expect(res.body).not.toContain('night shifts');
    expect(res.body).not.toContain('Confident');
  });

  it('rejects an application to the job order that is Not suitable, with its reason', async () => {
    const { ben } = world.applicants;
    const res = await callAs(
      ctx,
      world.contactA,
      'POST',
      `${entryUrl(world.entries.ben)}/decision`,
      { decision: 'Not suitable', reason: 'English level' },
      200,
    );
    expect(res.json().data.candidates[1].decision).toMatchObject({ decision: 'Not suitable', reason: 'English level' });
    expect(await stageOf(ben.applicationId)).toBe('Rejected');
    expect((await myApplication(ben, ben.applicationId)).data.employerReview).toBeNull();
  });

  it("leaves a general application's stage alone when one client finds it Not suitable", async () => {
    const { carla } = world.applicants;
    await callAs(
      ctx,
      world.contactA,
      'POST',
      `${entryUrl(world.entries.carla)}/decision`,
      { decision: 'Not suitable', reason: 'Availability' },
      200,
    );
    expect(await stageOf(carla.applicationId)).toBe('Screening');
    // The other client's sent shortlist still has her undecided.
    expect((await myApplication(carla, carla.applicationId)).data.employerReview).toBe('reviewing');
  });

  it('moves nothing on Maybe, keeps every decision in the history, and the latest as current', async () => {
    const { carla } = world.applicants;
    await callAs(ctx, world.contactA, 'POST', `${entryUrl(world.entries.carla)}/decision`, { decision: 'Maybe' }, 200);
    expect(await stageOf(carla.applicationId)).toBe('Screening');
    const staffView = (await callAs(ctx, world.staff, 'GET', `/admin/shortlists/${world.shortlists.sent}`)).json().data;
    const entry = staffView.candidates.find((c: { _id: string }) => c._id === world.entries.carla);
    expect(entry.decision.decision).toBe('Maybe');
    expect(entry.history.map((d: { decision: string }) => d.decision)).toEqual(['Maybe', 'Not suitable']);
  });

  it('mails the agency inbox when the shortlist has no staff creator any more', async () => {
    await ctx.app.db
      .update(shortlists)
      .set({ createdBy: null })
      .where(eq(shortlists.id, world.shortlists.otherClients));
    await callAs(
      ctx,
      world.contactB,
      'POST',
      `/employer/shortlists/${world.shortlists.otherClients}/candidates/${world.entries.otherClients}/decision`,
      { decision: 'Maybe' },
      200,
    );
    await smtp.waitFor(ctx.config.AGENCY_INBOX, /Marina Resorts decided on Carla Santos/);
  });

  it('refuses a decision once staff closed the shortlist (409), recording nothing', async () => {
    const closeUrl = `/admin/shortlists/${world.shortlists.otherClients}/close`;
    // Only staff close a shortlist; the client's contact cannot.
    expect((await callAs(ctx, world.contactB, 'POST', closeUrl)).statusCode).toBe(403);
    const closed = await callAs(ctx, world.staff, 'POST', closeUrl, undefined, 200);
    expect(closed.json().data.status).toBe('Closed');
    const again = await callAs(ctx, world.staff, 'POST', closeUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shortlistMessages.closed);
    const before = (await ctx.app.db.select().from(shortlistDecisions)).length;
    const res = await callAs(
      ctx,
      world.contactB,
      'POST',
      `/employer/shortlists/${world.shortlists.otherClients}/candidates/${world.entries.otherClients}/decision`,
      { decision: 'Interview' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(shortlistMessages.closed);
    expect(await ctx.app.db.select().from(shortlistDecisions)).toHaveLength(before);
    // A closed shortlist stays readable, marked closed; nothing more can be added or sent.
    const read = await callAs(ctx, world.contactB, 'GET', `/employer/shortlists/${world.shortlists.otherClients}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.closed).toBe(true);
    const resend = await callAs(ctx, world.staff, 'POST', `/admin/shortlists/${world.shortlists.otherClients}/send`);
    expect(resend.statusCode).toBe(409);
    const [row] = await ctx.app.db.select().from(shortlists).where(eq(shortlists.id, world.shortlists.otherClients));
    expect(row?.status).toBe('Closed');
  });
});

describe('what staff see of the client looking', () => {
  it('keeps the first opening and who opened, and the furthest second of the video played', async () => {
    const second = await createContact(ctx, world.clientA);
    const events = `${entryUrl(world.entries.ben)}/events`;
    await callAs(ctx, world.contactA, 'POST', events, { event: 'opened' }, 204);
    await callAs(ctx, second, 'POST', events, { event: 'opened' }, 204);
    await callAs(ctx, second, 'POST', events, { event: 'played', seconds: 12.5 }, 204);
    await callAs(ctx, world.contactA, 'POST', events, { event: 'played', seconds: 4 }, 204);
    const staffView = (await callAs(ctx, world.staff, 'GET', `/admin/shortlists/${world.shortlists.sent}`)).json().data;
    const ben = staffView.candidates.find((c: { _id: string }) => c._id === world.entries.ben);
    expect(ben).toMatchObject({
      firstOpenedAt: expect.any(String),
      firstOpenedBy: 'Test Employer',
      videoPlayedAt: expect.any(String),
      videoWatchedSeconds: 12.5,
    });
    const opened = await ctx.app.db.query.shortlistCandidates.findFirst({
      where: (t, { eq: equals }) => equals(t.id, world.entries.ben),
    });
    expect(opened?.firstOpenedBy).toBe(world.contactA.id);
  });

  it('counts the job order’s candidates at each stage in the overview', async () => {
    const overview = (await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200)).json().data;
    expect(overview.jobOrders[0].counts).toEqual({ shortlisted: 3, interview: 1, selected: 0, deployed: 0 });
    expect(overview.shortlists[0]).toMatchObject({ candidates: 3, awaiting: 0 });
  });
});

describe('a contact removed from the client', () => {
  it('no longer sees its shortlists (404), and the account stays', async () => {
    const leaving = await createContact(ctx, world.clientA);
    expect((await callAs(ctx, leaving, 'GET', `/employer/shortlists/${world.shortlists.sent}`)).statusCode).toBe(200);
    await callAs(ctx, world.staff, 'DELETE', `/admin/clients/${world.clientA}/contacts/${leaving.id}`, undefined, 200);
    expect((await callAs(ctx, leaving, 'GET', `/employer/shortlists/${world.shortlists.sent}`)).statusCode).toBe(404);
    expect((await callAs(ctx, leaving, 'GET', '/user/profile')).statusCode).toBe(200);
    // Another account of the same type, never linked, is told nothing more.
    const stranger = await createAccount(ctx, 'Employer');
    expect((await callAs(ctx, stranger, 'GET', `/employer/shortlists/${world.shortlists.sent}`)).statusCode).toBe(404);
  });
});
