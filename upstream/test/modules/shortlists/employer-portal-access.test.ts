import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from '@contracts/clients/client';
import { envelope } from '@contracts/core/common';
import { employerOverviewSchema, employerShortlistSchema, shortlistMessages } from '@contracts/shortlists/shortlist';
import { applications, shortlistDecisions, shortlists, videoRenditions } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, leaked, portalWorld, privateStringsOf, type PortalWorld } from '../../helpers/employer-portal';

let ctx: TestContext;
let world: PortalWorld;
let secrets: string[];
let lonelyEmployer: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const { ana, ben, carla } = world.applicants;
  secrets = privateStringsOf(ana, ben, carla);
  lonelyEmployer = await createAccount(ctx, 'Employer');
});
afterAll(() => ctx.close());

const strictCard = employerShortlistSchema.shape.candidates.element.strict();
const strictShortlist = envelope(employerShortlistSchema.extend({ candidates: strictCard.array() }).strict()).strict();

/** Every employer call on the first client's sent shortlist, with a valid body. */
function employerCalls() {
  const id = world.shortlists.sent;
  const entry = world.entries.ana;
  return [
    ['GET', '/employer/overview', undefined],
    ['GET', `/employer/shortlists/${id}`, undefined],
    ['POST', `/employer/shortlists/${id}/candidates/${entry}/decision`, { decision: 'Maybe' }],
    ['POST', `/employer/shortlists/${id}/candidates/${entry}/events`, { event: 'opened' }],
    ['GET', `/employer/shortlists/${id}/candidates/${entry}/video`, undefined],
    ['GET', `/employer/shortlists/${id}/candidates/${entry}/resume`, undefined],
  ] as const;
}

describe('who may call the portal', () => {
  it('answers 401 to an anonymous caller and 403 to a candidate or staff session on every route', async () => {
    const candidate = world.applicants.ana.account;
    for (const [method, url, payload] of employerCalls()) {
      expect((await callAs(ctx, null, method, url, payload)).statusCode, url).toBe(401);
      const asCandidate = await callAs(ctx, candidate, method, url, payload);
      expect(asCandidate.statusCode, url).toBe(403);
      expect(asCandidate.json().message).toBe('This area is for the agency’s employer clients.');
      expect((await callAs(ctx, world.staff, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await ctx.app.db.select().from(shortlistDecisions)).toHaveLength(0);
  });

  it("answers 404 to another client's contact on every route, and changes nothing", async () => {
    for (const [method, url, payload] of employerCalls().slice(1)) {
      const res = await callAs(ctx, world.contactB, method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(shortlistMessages.missing);
    }
    const [entry] = await ctx.app.db.select().from(shortlists).where(eq(shortlists.id, world.shortlists.sent));
    expect(entry?.status).toBe('Sent');
    expect(await ctx.app.db.select().from(shortlistDecisions)).toHaveLength(0);
  });

  it('hides a Draft shortlist from its own client (404)', async () => {
    const res = await callAs(ctx, world.contactA, 'GET', `/employer/shortlists/${world.shortlists.draft}`);
    expect(res.statusCode).toBe(404);
    const overview = await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200);
    expect(overview.json().data.shortlists.map((s: { _id: string }) => s._id)).toEqual([world.shortlists.sent]);
  });

  it("answers 404 for another shortlist's candidate on one's own shortlist", async () => {
    const base = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.otherClients}`;
    for (const [method, url, payload] of [
      ['GET', `${base}/video`, undefined],
      ['POST', `${base}/decision`, { decision: 'Interview' }],
      ['POST', `${base}/events`, { event: 'opened' }],
    ] as const) {
      const res = await callAs(ctx, world.contactA, method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(shortlistMessages.candidateMissing);
    }
  });

  it('tells an employer account that belongs to no client that it is not linked yet (404)', async () => {
    const res = await callAs(ctx, lonelyEmployer, 'GET', '/employer/overview');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(clientMessages.noClient);
    expect((await callAs(ctx, lonelyEmployer, 'GET', `/employer/shortlists/${world.shortlists.sent}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a cross-site request: a cookie is no credential (401) and no other origin is allowed to read', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}/decision`,
      headers: { origin: 'https://attacker.example', cookie: 'session=stolen', 'sec-fetch-site': 'cross-site' },
      payload: { decision: 'Interview' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/employer/shortlists/${world.shortlists.sent}`,
      headers: { origin: 'https://attacker.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(await ctx.app.db.select().from(shortlistDecisions)).toHaveLength(0);
  });
});

describe('what an employer is answered', () => {
  it('shows the cards in order with only what the card declares: no contact detail, file name or id', async () => {
    const res = await callAs(
      ctx,
      world.contactA,
      'GET',
      `/employer/shortlists/${world.shortlists.sent}`,
      undefined,
      200,
    );
    const { data } = strictShortlist.parse(res.json());
    expect(data).toMatchObject({ clientName: 'Creekside Hotels', jobTitle: 'Banquet Server' });
    expect(data.candidates.map((c) => c.displayName)).toEqual(['Ana R.', 'Ben D.', 'Carla S.']);
    expect(data.candidates[0]).toMatchObject({
      position: 'Banquet Server',
      experienceInYears: 4,
      previousJobTitle: 'Commis Chef',
      passportValid: true,
      documents: { verified: 0, required: expect.any(Number) },
      agencyNote: 'Five years of banquet service; calm under pressure.',
      video: { durationSeconds: null, poster: false },
      resume: 'resume',
      decision: null,
    });
    expect(leaked(res, secrets)).toEqual([]);
  });

  it('answers the overview with job order counts of what was presented, leaking nothing', async () => {
    const res = await callAs(ctx, world.contactA, 'GET', '/employer/overview', undefined, 200);
    const { data } = envelope(employerOverviewSchema.strict()).parse(res.json());
    expect(data.clientName).toBe('Creekside Hotels');
    expect(data.shortlists[0]).toMatchObject({ candidates: 3, awaiting: 3 });
    expect(data.jobOrders).toEqual([
      expect.objectContaining({
        _id: world.jobA,
        title: 'Banquet Server',
        counts: { shortlisted: 3, interview: 0, selected: 0, deployed: 0 },
      }),
    ]);
    expect(leaked(res, secrets)).toEqual([]);
  });

  it('serves the video and resume inline under neutral names, private and no-store, with byte ranges', async () => {
    const base = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}`;
    const video = await callAs(ctx, world.contactA, 'GET', `${base}/video`, undefined, 200);
    expect(video.headers).toMatchObject({
      'content-type': 'video/webm',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="candidate-video.webm"',
    });
    const size = Number(video.headers['content-length']);
    const part = await ctx.app.inject({
      method: 'GET',
      url: `/api${base}/video`,
      headers: { ...world.contactA.auth, range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload).toEqual(video.rawPayload.subarray(0, 10));
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: `/api${base}/video`,
      headers: { ...world.contactA.auth, range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const resume = await callAs(ctx, world.contactA, 'GET', `${base}/resume`, undefined, 200);
    expect(resume.headers['content-disposition']).toBe('inline; filename="candidate-resume.pdf"');
    for (const res of [video, part, resume]) expect(leaked({ ...res, body: '' }, secrets)).toEqual([]);

    const poster = await callAs(ctx, world.contactA, 'GET', `${base}/poster`);
    expect(poster.statusCode).toBe(404);
    expect(poster.json().message).toBe(shortlistMessages.noFile);
  });

  it("serves the video's playable copy and poster once ready, with its duration on the card, else the recording", async () => {
    const { ben } = world.applicants;
    const [app] = await ctx.app.db.select().from(applications).where(eq(applications.id, ben.applicationId));
    const dir = await mkdtemp(path.join(tmpdir(), 'rendition-'));
    const [mp4, jpeg] = [`${randomUUID()}.mp4`, `${randomUUID()}.jpg`];
    await writeFile(path.join(dir, 'v'), Buffer.alloc(2048, 7));
    await writeFile(path.join(dir, 'p'), Buffer.from('ffd8ffe0', 'hex'));
    await ctx.app.storage.private.putFile(path.join(dir, 'v'), mp4);
    await ctx.app.storage.private.putFile(path.join(dir, 'p'), jpeg);
    // The upload queued its rendition (pending); the worker is off in tests, so it is made ready here.
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'ready', fileName: mp4, posterFileName: jpeg, durationMs: 61_500 })
      .where(eq(videoRenditions.uploadId, app!.videoUploadId!));
    const base = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ben}`;
    const video = await callAs(ctx, world.contactA, 'GET', `${base}/video`, undefined, 200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['content-disposition']).toBe('inline; filename="candidate-video.mp4"');
    expect(video.rawPayload.length).toBe(2048);
    const poster = await callAs(ctx, world.contactA, 'GET', `${base}/poster`, undefined, 200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const cards = (await callAs(ctx, world.contactA, 'GET', `/employer/shortlists/${world.shortlists.sent}`)).json()
      .data.candidates;
    expect(cards[1].video).toEqual({ durationSeconds: 61.5, poster: true });
    // A copy lost from storage gives way to the recording.
    await ctx.app.storage.private.delete(mp4);
    const fallback = await callAs(ctx, world.contactA, 'GET', `${base}/video`, undefined, 200);
    expect(fallback.headers['content-type']).toBe('video/webm');
  });
});

describe('hostile input', () => {
  const decision = () => `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.carla}/decision`;

  it.each([
    ['a decision that is not one of the three', { decision: 'Hire now' }],
    ['Not suitable without a reason', { decision: 'Not suitable' }],
    ['a reason not on the list', { decision: 'Not suitable', reason: 'Too tall' }],
    ['a comment past 1,000 characters', { decision: 'Maybe', comment: 'x'.repeat(1001) }],
    ['a score of 6', { decision: 'Interview', scorecard: { english: 6 } }],
    ['a score that is text', { decision: 'Interview', scorecard: { english: 'five' } }],
    ['a NUL character', { decision: 'Maybe', comment: 'a\u0000b' }],
  ])('refuses %s with a 400 and records nothing', async (_name, body) => {
    const res = await callAs(ctx, world.contactA, 'POST', decision(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await ctx.app.db.select().from(shortlistDecisions)).toHaveLength(0);
  });

  it.each([
    ['a shortlist id that is no uuid', `/employer/shortlists/1%20or%201=1`],
    ['a candidate id that is no uuid', `/employer/shortlists/SENT/candidates/..%2f..%2fetc/video`],
    ['a file kind that is not one', `/employer/shortlists/SENT/candidates/ANA/passport`],
  ])('refuses %s with a 400', async (_name, url) => {
    const res = await callAs(
      ctx,
      world.contactA,
      'GET',
      url.replace('SENT', world.shortlists.sent).replace('ANA', world.entries.ana),
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses an event it does not know, or a played second out of range, and records nothing', async () => {
    const url = `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.carla}/events`;
    for (const body of [{ event: 'downloaded' }, { event: 'played', seconds: -1 }, { event: 'played' }]) {
      expect((await callAs(ctx, world.contactA, 'POST', url, body)).statusCode).toBe(400);
    }
    const staffView = await callAs(ctx, world.staff, 'GET', `/admin/shortlists/${world.shortlists.sent}`);
    const carla = staffView.json().data.candidates[2];
    expect(carla).toMatchObject({ firstOpenedAt: null, videoPlayedAt: null, videoWatchedSeconds: null });
  });

  it('answers 404 for a well-formed id that names nothing', async () => {
    const res = await callAs(ctx, world.contactA, 'GET', `/employer/shortlists/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
  });
});
