import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/core/common';
import { shareRequestTexts } from '@contracts/shortlists/share-requests';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { staffShortlistSchema } from '@contracts/shortlists/staff';
import {
  poolShortlistAnswerSchema,
  talentPoolCandidateSchema,
  talentPoolMessages,
} from '@contracts/candidates/talent-pool';
import { shareRequests, shortlists } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { apply, callAs, createShortlist, type Applicant } from '../../helpers/employer-portal';
import { linkIn, startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { poolWorld, saveProfile } from '../../helpers/talent-pool';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let shortlist: string;
let jobPosition: string;
let otherJob: string;
let people: Record<'gina' | 'hugo' | 'ivy' | 'kai' | 'lea', Applicant>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  ({ staff, jobPosition, shortlist, otherJob } = await poolWorld(ctx));
  people = {
    gina: await apply(ctx, null, 'Gina General'),
    hugo: await apply(ctx, otherJob, 'Hugo Elsewhere'),
    ivy: await apply(ctx, otherJob, 'Ivy Withdrawn'),
    kai: await apply(ctx, otherJob, 'Kai Twice'),
    lea: await apply(ctx, otherJob, 'Lea Concurrent'),
  };
  await callAs(ctx, people.ivy.account, 'POST', `/my-applications/${people.ivy.applicationId}/withdraw`, {}, 200);
  for (const person of Object.values(people)) await saveProfile(ctx.app.db, person.account.id);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const putForward = (candidateId: string, shortlistId = shortlist, as: TestAccount | null = staff) =>
  callAs(ctx, as, 'POST', `/admin/candidates/${candidateId}/shortlists`, { shortlistId });
const staffShortlist = async (id = shortlist) =>
  envelope(staffShortlistSchema).parse(
    (await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}`, undefined, 200)).json(),
  ).data;

describe('a pool candidate, to staff', () => {
  it('answers contact, profile, applications and share requests', async () => {
    const { hugo } = people;
    const res = await callAs(ctx, staff, 'GET', `/admin/candidates/${hugo.account.id}`, undefined, 200);
    const { data } = envelope(talentPoolCandidateSchema.strict()).parse(res.json());
    expect(data).toMatchObject({
      _id: hugo.account.id,
      name: 'Test User',
      email: hugo.email,
      phone: '0971555012',
      profile: { details: { experienceInYears: 3, previousJobTitle: 'Waiter', passportNumber: 'P1234567' } },
      applications: [{ _id: hugo.applicationId, job: { title: 'Lifeguard' }, stage: 'New' }],
      shareRequests: [],
    });
  });

  it("answers 404 for an unknown id and for an account that is not a candidate's", async () => {
    const employer = await createAccount(ctx, 'Employer');
    for (const id of ['6f1c4c52-4d0e-4a53-9a59-3f6f1a2b9c10', employer.id, staff.id]) {
      const res = await callAs(ctx, staff, 'GET', `/admin/candidates/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(talentPoolMessages.missing);
      expect((await putForward(id)).statusCode).toBe(404);
    }
    expect((await callAs(ctx, staff, 'GET', '/admin/candidates/not-an-id')).statusCode).toBe(400);
  });

  it('refuses candidates and employers (403) and the signed-out (401)', async () => {
    const id = people.gina.account.id;
    for (const type of ['User', 'Employer'] as const) {
      const account = await createAccount(ctx, type);
      expect((await callAs(ctx, account, 'GET', `/admin/candidates/${id}`)).statusCode).toBe(403);
      expect((await putForward(id, shortlist, account)).statusCode).toBe(403);
    }
    expect((await callAs(ctx, null, 'GET', `/admin/candidates/${id}`)).statusCode).toBe(401);
    expect((await putForward(id, shortlist, null)).statusCode).toBe(401);
    expect(await ctx.app.db.select().from(shareRequests)).toEqual([]);
  });
});

describe('putting a pool candidate forward', () => {
  it('adds at once an application the consent covers (a general one) to the end of the shortlist', async () => {
    const res = await putForward(people.gina.account.id);
    expect(res.statusCode).toBe(200);
    expect(poolShortlistAnswerSchema.parse(res.json())).toEqual({
      message: talentPoolMessages.added,
      data: { outcome: 'added' },
    });
    const list = await staffShortlist();
    expect(list.candidates.map((c) => c.applicationId)).toEqual([people.gina.applicationId]);
    // Once on it, a second call says so and adds nothing.
    const again = await putForward(people.gina.account.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shortlistMessages.alreadyListed);
  });

  it('asks a candidate whose consent does not cover the client, by mail, and adds nothing', async () => {
    const { hugo } = people;
    const res = await putForward(hugo.account.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: talentPoolMessages.asked, data: { outcome: 'asked' } });
    const mail = await smtp.waitFor(hugo.email, /Palm Resorts is hiring/);
    expect(mail.subject).toBe(shareRequestTexts.question('Palm Resorts', jobPosition));
    expect(mail.text).toContain(shareRequestTexts.explain);
    expect(linkIn(mail, ctx.config.PUBLIC_URL).pathname).toBe('/my-applications');
    expect((await staffShortlist()).candidates.map((c) => c.applicationId)).not.toContain(hugo.applicationId);
    const [row] = await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, hugo.account.id));
    expect(row).toMatchObject({
      shortlistId: shortlist,
      applicationId: hugo.applicationId,
      status: 'Asked',
      askedBy: staff.id,
    });
    const detail = await callAs(ctx, staff, 'GET', `/admin/candidates/${hugo.account.id}`, undefined, 200);
    expect(detail.json().data.shareRequests).toEqual([
      {
        _id: row!.id,
        shortlist: { _id: shortlist, title: 'Beach club' },
        client: 'Palm Resorts',
        status: 'Asked',
        askedAt: row!.askedAt.toISOString(),
        answeredAt: null,
      },
    ]);
  });

  it('asks once: a second call answers 409, and says so when the candidate said No', async () => {
    const { kai } = people;
    expect((await putForward(kai.account.id)).statusCode).toBe(200);
    const again = await putForward(kai.account.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(talentPoolMessages.alreadyAsked);
    const [request] = await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, kai.account.id));
    await callAs(ctx, kai.account, 'POST', `/my-share-requests/${request!.id}`, { answer: 'No' }, 200);
    const declined = await putForward(kai.account.id);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(talentPoolMessages.declined);
    expect(await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, kai.account.id))).toHaveLength(
      1,
    );
  });

  it('asks once when staff put the candidate forward several times at once', async () => {
    const { lea } = people;
    const answers = await Promise.all([1, 2, 3].map(() => putForward(lea.account.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, lea.account.id))).toHaveLength(
      1,
    );
  });

  it('answers 422 for a candidate with no application that can be shared (withdrawn, or none)', async () => {
    const res = await putForward(people.ivy.account.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(talentPoolMessages.noApplication);
    const profileOnly = await createAccount(ctx, 'User');
    await saveProfile(ctx.app.db, profileOnly.id);
    expect((await putForward(profileOnly.id)).statusCode).toBe(422);
    expect(await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, profileOnly.id))).toEqual([]);
  });

  it('refuses a closed shortlist (409), an unknown one and a bad body (400)', async () => {
    const closed = await createShortlist(ctx, staff, {
      clientId: (await staffShortlist()).client._id,
      title: 'Closed',
    });
    await ctx.app.db.update(shortlists).set({ status: 'Closed' }).where(eq(shortlists.id, closed));
    for (const person of [people.gina, people.hugo]) {
      const res = await putForward(person.account.id, closed);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(shortlistMessages.closed);
    }
    const unknown = await putForward(people.hugo.account.id, '6f1c4c52-4d0e-4a53-9a59-3f6f1a2b9c10');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(shortlistMessages.missing);
    for (const body of [{}, { shortlistId: 'nope' }]) {
      const res = await callAs(ctx, staff, 'POST', `/admin/candidates/${people.hugo.account.id}/shortlists`, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.shortlistId, closed))).toEqual([]);
  });
});
