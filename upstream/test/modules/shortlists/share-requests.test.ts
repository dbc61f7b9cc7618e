import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/core/common';
import { consentTextVersion } from '@contracts/privacy/consent';
import {
  shareAnswerResponseSchema,
  shareRequestListSchema,
  shareRequestTexts,
} from '@contracts/shortlists/share-requests';
import { employerShortlistSchema } from '@contracts/shortlists/shortlist';
import { staffShortlistSchema } from '@contracts/shortlists/staff';
import { applications, consents, shareRequests, shortlists } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import {
  addCandidate,
  apply,
  callAs,
  createShortlist,
  leaked,
  privateStringsOf,
  type Applicant,
} from '../../helpers/employer-portal';
import { poolWorld } from '../../helpers/talent-pool';

let ctx: TestContext;
let staff: TestAccount;
let contact: TestAccount;
let shortlist: string;
let jobPosition: string;
let otherJob: string;
let people: Record<'gina' | 'hugo' | 'ivy' | 'jay' | 'kai', Applicant>;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ staff, contact, jobPosition, shortlist, otherJob } = await poolWorld(ctx));
  people = {
    gina: await apply(ctx, null, 'Gina General'),
    hugo: await apply(ctx, otherJob, 'Hugo Yes'),
    ivy: await apply(ctx, otherJob, 'Ivy No'),
    jay: await apply(ctx, otherJob, 'Jay Both'),
    kai: await apply(ctx, otherJob, 'Kai Other'),
  };
  // The shortlist sent to the client, with a general application on it.
  await addCandidate(ctx, staff, shortlist, people.gina.applicationId);
  await callAs(ctx, staff, 'POST', `/admin/shortlists/${shortlist}/send`, undefined, 200);
  for (const person of [people.hugo, people.ivy, people.jay]) {
    await callAs(
      ctx,
      staff,
      'POST',
      `/admin/candidates/${person.account.id}/shortlists`,
      { shortlistId: shortlist },
      200,
    );
  }
});
afterAll(() => ctx.close());

const requestOf = async (person: Applicant) => {
  const [row] = await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, person.account.id));
  return row!;
};
const mine = async (person: Applicant) =>
  shareRequestListSchema
    .strict()
    .parse((await callAs(ctx, person.account, 'GET', '/my-share-requests', undefined, 200)).json()).data;
const answer = (person: Applicant, id: string, value: unknown) =>
  callAs(ctx, person.account, 'POST', `/my-share-requests/${id}`, { answer: value });
const staffDetail = async (id = shortlist) =>
  envelope(staffShortlistSchema).parse(
    (await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}`, undefined, 200)).json(),
  ).data;
const listed = async () => (await staffDetail()).candidates.map((c) => c.applicationId);
const consentsOf = (person: Applicant) =>
  ctx.app.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, person.account.id), eq(consents.kind, 'share')));

describe('the candidate’s share requests', () => {
  it('lists their own unanswered questions with the client and the job order’s position', async () => {
    const request = await requestOf(people.hugo);
    expect(await mine(people.hugo)).toEqual([
      {
        _id: request.id,
        client: 'Palm Resorts',
        position: jobPosition,
        status: 'Asked',
        askedAt: request.askedAt.toISOString(),
      },
    ]);
    expect(await mine(people.kai)).toEqual([]);
  });

  it('is for candidates only: staff and employers 403, the signed-out 401', async () => {
    const { id } = await requestOf(people.hugo);
    for (const account of [staff, contact]) {
      expect((await callAs(ctx, account, 'GET', '/my-share-requests')).statusCode).toBe(403);
      expect((await callAs(ctx, account, 'POST', `/my-share-requests/${id}`, { answer: 'Yes' })).statusCode).toBe(403);
    }
    expect((await callAs(ctx, null, 'GET', '/my-share-requests')).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'POST', `/my-share-requests/${id}`, { answer: 'Yes' })).statusCode).toBe(401);
  });

  it('answers 404 for another candidate’s request or an unknown one, and 400 for a bad answer, changing nothing', async () => {
    const { id } = await requestOf(people.hugo);
    const other = await answer(people.kai, id, 'Yes');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(shareRequestTexts.missing);
    expect((await answer(people.kai, '6f1c4c52-4d0e-4a53-9a59-3f6f1a2b9c10', 'Yes')).statusCode).toBe(404);
    expect((await answer(people.hugo, 'not-an-id', 'Yes')).statusCode).toBe(400);
    for (const bad of ['Maybe', undefined, true]) {
      const res = await answer(people.hugo, id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(shareRequestTexts.answerRequired);
    }
    expect(await requestOf(people.hugo)).toMatchObject({ status: 'Asked', answeredAt: null });
    expect(await consentsOf(people.hugo)).toEqual([]);
  });
});

describe('answering Yes', () => {
  it('records the consent, adds the application at the end of the shortlist and screens it', async () => {
    const { hugo } = people;
    const request = await requestOf(hugo);
    const res = await answer(hugo, request.id, 'Yes');
    expect(res.statusCode).toBe(200);
    expect(shareAnswerResponseSchema.parse(res.json())).toEqual({
      message: shareRequestTexts.answeredYes('Palm Resorts'),
      data: expect.objectContaining({ _id: request.id, status: 'Yes' }),
    });
    expect(await requestOf(hugo)).toMatchObject({ status: 'Yes', answeredAt: expect.any(Date) });
    expect(await consentsOf(hugo)).toEqual([
      expect.objectContaining({ applicationId: hugo.applicationId, textVersion: consentTextVersion }),
    ]);
    expect(await listed()).toEqual([people.gina.applicationId, hugo.applicationId]);
    const [application] = await ctx.app.db.select().from(applications).where(eq(applications.id, hugo.applicationId));
    expect(application!.stage).toBe('Screening');
    expect(await mine(hugo)).toEqual([]);
  });

  it('shows the employer the card only: no contact details, passport number or file names', async () => {
    const res = await callAs(ctx, contact, 'GET', `/employer/shortlists/${shortlist}`, undefined, 200);
    const { data } = envelope(employerShortlistSchema).parse(res.json());
    expect(data.candidates).toHaveLength(2);
    expect(data.candidates[1]!.displayName).toBe('Hugo Y.');
    expect(leaked(res, privateStringsOf(people.hugo))).toEqual([]);
  });

  it('answers 409 when answered again, and changes nothing', async () => {
    const request = await requestOf(people.hugo);
    for (const value of ['Yes', 'No']) {
      const res = await answer(people.hugo, request.id, value);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(shareRequestTexts.alreadyAnswered);
    }
    expect(await requestOf(people.hugo)).toMatchObject({ status: 'Yes', answeredAt: request.answeredAt });
    expect(await consentsOf(people.hugo)).toHaveLength(1);
  });

  it('lets staff add the application again after removing it: the Yes counts as consent for this shortlist', async () => {
    const { hugo } = people;
    const entry = (await staffDetail()).candidates.find((c) => c.applicationId === hugo.applicationId)!;
    await callAs(ctx, staff, 'DELETE', `/admin/shortlists/${shortlist}/candidates/${entry._id}`, undefined, 200);
    const eligible = await callAs(ctx, staff, 'GET', `/admin/shortlists/${shortlist}/eligible?q=Hugo`, undefined, 200);
    expect(eligible.json().data).toEqual([expect.objectContaining({ _id: hugo.applicationId, consent: 'share' })]);
    await addCandidate(ctx, staff, shortlist, hugo.applicationId);
    expect(await listed()).toEqual([people.gina.applicationId, hugo.applicationId]);
  });
});

describe('answering No', () => {
  it('is recorded and shares nothing', async () => {
    const { ivy } = people;
    const request = await requestOf(ivy);
    const res = await answer(ivy, request.id, 'No');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(shareRequestTexts.answeredNo('Palm Resorts'));
    expect(await requestOf(ivy)).toMatchObject({ status: 'No', answeredAt: expect.any(Date) });
    expect(await consentsOf(ivy)).toEqual([]);
    expect(await listed()).not.toContain(ivy.applicationId);
    // Staff cannot add the application by hand either: the consent does not cover this client.
    const add = await callAs(ctx, staff, 'POST', `/admin/shortlists/${shortlist}/candidates`, {
      applicationId: ivy.applicationId,
    });
    expect(add.statusCode).toBe(422);
  });
});

describe('answering Yes once the shortlist is closed', () => {
  it('records the Yes and the consent, and adds nothing to the closed shortlist', async () => {
    const { kai } = people;
    const clientId = (await staffDetail()).client._id;
    const closed = await createShortlist(ctx, staff, { clientId, title: 'Closed meanwhile' });
    await callAs(ctx, staff, 'POST', `/admin/candidates/${kai.account.id}/shortlists`, { shortlistId: closed }, 200);
    await ctx.app.db.update(shortlists).set({ status: 'Closed' }).where(eq(shortlists.id, closed));
    const request = await requestOf(kai);
    expect((await answer(kai, request.id, 'Yes')).statusCode).toBe(200);
    expect(await requestOf(kai)).toMatchObject({ status: 'Yes' });
    expect(await consentsOf(kai)).toHaveLength(1);
    expect((await staffDetail(closed)).candidates).toEqual([]);
  });
});

describe('answering Yes and No at once', () => {
  it('lets one answer win', async () => {
    const { jay } = people;
    const request = await requestOf(jay);
    const [yes, no] = await Promise.all([answer(jay, request.id, 'Yes'), answer(jay, request.id, 'No')]);
    expect([yes.statusCode, no.statusCode].sort()).toEqual([200, 409]);
    const won = yes.statusCode === 200 ? 'Yes' : 'No';
    expect((await requestOf(jay)).status).toBe(won);
    expect((await listed()).includes(jay.applicationId)).toBe(won === 'Yes');
    expect(await consentsOf(jay)).toHaveLength(won === 'Yes' ? 1 : 0);
  });
});
