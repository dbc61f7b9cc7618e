import { applicationMessages } from '@contracts/applications/fields';
import { candidateProfileMessages } from '@contracts/candidates/profile';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { candidateProfiles, uploads, videoRenditions } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { isoDaysFromNow } from '../../helpers/application';
import { candidateProfileWorld } from './candidate-profile-world';

const { ctx, call, profileOf, details, uploadResume, uploadVideo, stored, uploadRow, apply, close } =
  await candidateProfileWorld();
afterAll(close);

describe('GET /candidate-profile', () => {
  it('answers null details and files to a candidate without a profile', async () => {
    const candidate = await createAccount(ctx, 'User');
    expect(await profileOf(candidate)).toEqual({ details: null, resume: null, video: null });
  });

  it('answers 401 signed out and 403 to employers and staff', async () => {
    expect((await call('GET', '/candidate-profile', {})).statusCode).toBe(401);
    for (const type of ['Employer', 'Admin'] as const) {
      const account = await createAccount(ctx, type);
      for (const [method, url, body] of [
        ['GET', '/candidate-profile', undefined],
        ['PUT', '/candidate-profile', details()],
        ['PUT', '/candidate-profile/files', { resume: null }],
      ] as const) {
        const res = await call(method, url, account.auth, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only candidate accounts have an application profile.');
      }
    }
  });

  it('never shows another candidate’s profile (each answers their own)', async () => {
    const first = await createAccount(ctx, 'User');
    const second = await createAccount(ctx, 'User');
    await apply(first, { saveToProfile: true, passportNumber: 'FIRST1234' });
    expect((await profileOf(first)).details?.passportNumber).toBe('FIRST1234');
    expect(await profileOf(second)).toEqual({ details: null, resume: null, video: null });
    await apply(second, { saveToProfile: true, passportNumber: 'SECOND123' });
    expect((await profileOf(first)).details?.passportNumber).toBe('FIRST1234');
    expect((await profileOf(second)).details?.passportNumber).toBe('SECOND123');
  });
});

describe('PUT /candidate-profile', () => {
  it('saves every detail, upper-cases the passport number, and answers the profile', async () => {
    const candidate = await createAccount(ctx, 'User');
    const res = await call('PUT', '/candidate-profile', candidate.auth, details());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(candidateProfileMessages.saved);
    expect((await profileOf(candidate)).details).toEqual({ ...details(), passportNumber: 'AB9876543' });
    const changed = details({ experienceInYears: 7, previousJobTitle: '' });
    expect((await call('PUT', '/candidate-profile', candidate.auth, changed)).statusCode).toBe(200);
    expect((await profileOf(candidate)).details).toMatchObject({ experienceInYears: 7, previousJobTitle: '' });
  });

  it.each([
    ['a bad passport number', { passportNumber: 'X1' }, 'passportNumber', applicationMessages.passportNumber],
    [
      'a passport expiring today',
      { passportExpiry: isoDaysFromNow(-1) },
      'passportExpiry',
      applicationMessages.passportExpiryFuture,
    ],
    [
      'a past availability',
      { availableToStart: isoDaysFromNow(-3) },
      'availableToStart',
      applicationMessages.availabilityPast,
    ],
    [
      'availability after the passport expires',
      { availableToStart: isoDaysFromNow(60), passportExpiry: isoDaysFromNow(40) },
      'availableToStart',
      applicationMessages.availabilityAfterExpiry,
    ],
    ['a missing education', { education: undefined }, 'education', 'Education level is required'],
    ['a negative experience', { experienceInYears: -1 }, 'experienceInYears', 'Experience cannot be negative'],
  ])('answers 400 for %s, changing nothing', async (_, extra, field, message) => {
    const candidate = await createAccount(ctx, 'User');
    const res = await call('PUT', '/candidate-profile', candidate.auth, details(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await profileOf(candidate)).details).toBeNull();
  });

  it('answers 400 for a location that does not exist, changing nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    await call('PUT', '/candidate-profile', candidate.auth, details());
    const bad = details({ preferredLocation: '00000000-0000-4000-8000-000000000000', experienceInYears: 9 });
    const res = await call('PUT', '/candidate-profile', candidate.auth, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ preferredLocation: 'Preferred location is required' });
    expect((await profileOf(candidate)).details?.experienceInYears).toBe(6);
  });

  it('keeps one of two simultaneous saves whole (never a mix)', async () => {
    const candidate = await createAccount(ctx, 'User');
    const a = details({ experienceInYears: 1, previousJobTitle: 'Cook' });
    const b = details({ experienceInYears: 2, previousJobTitle: 'Barista' });
    const answers = await Promise.all(
      [a, b, a, b].map((body) => call('PUT', '/candidate-profile', candidate.auth, body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await profileOf(candidate)).details!;
    expect([a, b].map((d) => `${d.experienceInYears} ${d.previousJobTitle}`)).toContain(
      `${saved.experienceInYears} ${saved.previousJobTitle}`,
    );
    expect(
      await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id)),
    ).toHaveLength(1);
  });
});

describe('the first details and files saved at the same time', () => {
  it('both land in one profile', async () => {
    const candidate = await createAccount(ctx, 'User');
    const [resume, video] = await Promise.all([uploadResume(candidate), uploadVideo(candidate)]);
    const answers = await Promise.all([
      call('PUT', '/candidate-profile', candidate.auth, details()),
      call('PUT', '/candidate-profile/files', candidate.auth, { resume }),
      call('PUT', '/candidate-profile/files', candidate.auth, { video }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const profile = await profileOf(candidate);
    expect(profile.details?.passportNumber).toBe('AB9876543');
    expect(profile.resume?.file).toBe(resume);
    expect(profile.video?.file).toBe(video);
  });
});

describe('PUT /candidate-profile/files', () => {
  it('keeps the candidate’s own uploads, with their names, dates and the video’s duration once known', async () => {
    const candidate = await createAccount(ctx, 'User');
    const [resume, video] = await Promise.all([uploadResume(candidate), uploadVideo(candidate)]);
    const res = await call('PUT', '/candidate-profile/files', candidate.auth, { resume, video });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(candidateProfileMessages.filesSaved);
    const profile = await profileOf(candidate);
    expect(profile.details).toBeNull();
    expect(profile.resume).toMatchObject({ file: resume, name: 'cv.pdf' });
    expect(profile.video).toMatchObject({ file: video, name: 'me.webm', durationSeconds: null });
    const row = await uploadRow(video);
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'ready', durationMs: 61_600 })
      .where(eq(videoRenditions.uploadId, row!.id));
    expect((await profileOf(candidate)).video?.durationSeconds).toBe(62);
  });

  it('answers 400 for another candidate’s upload, a wrong kind or an unknown name, changing nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const other = await createAccount(ctx, 'User');
    const own = await uploadResume(candidate);
    await call('PUT', '/candidate-profile/files', candidate.auth, { resume: own });
    const [othersResume, othersVideo, ownVideo] = await Promise.all([
      uploadResume(other),
      uploadVideo(other),
      uploadVideo(candidate),
    ]);
    for (const resume of [othersResume, ownVideo, 'nope.pdf']) {
      const res = await call('PUT', '/candidate-profile/files', candidate.auth, { resume, video: ownVideo });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ resume: candidateProfileMessages.notYourResume });
    }
    const res = await call('PUT', '/candidate-profile/files', candidate.auth, { video: othersVideo });
    expect(res.json().errors).toEqual({ video: candidateProfileMessages.notYourVideo });
    expect((await call('PUT', '/candidate-profile/files', candidate.auth, { video: 3 })).statusCode).toBe(400);
    const profile = await profileOf(candidate);
    expect(profile.resume?.file).toBe(own);
    expect(profile.video).toBeNull();
  });

  it('removes a file from the profile with null, and deletes it when nothing else uses it', async () => {
    const candidate = await createAccount(ctx, 'User');
    const resume = await uploadResume(candidate);
    await call('PUT', '/candidate-profile/files', candidate.auth, { resume });
    const res = await call('PUT', '/candidate-profile/files', candidate.auth, { resume: null });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(candidate)).resume).toBeNull();
    expect(await uploadRow(resume)).toBeUndefined();
    expect(await stored(resume)).toBeFalsy();
  });

  it('keeps the files while uploads count them as used (the hourly sweep leaves them)', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = await uploadVideo(candidate);
    await call('PUT', '/candidate-profile/files', candidate.auth, { video });
    await ctx.app.db.update(uploads).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) });
    const { sweepUnusedUploads } = await import('../../../src/modules/uploads/service');
    await sweepUnusedUploads(ctx.app);
    expect(await uploadRow(video)).toBeDefined();
    expect(await stored(video)).toBeTruthy();
  });

  it('settles simultaneous changes one after another, leaving no saved file deleted', async () => {
    const candidate = await createAccount(ctx, 'User');
    const videos = await Promise.all([1, 2, 3].map(() => uploadVideo(candidate)));
    const answers = await Promise.all(
      videos.map((video) => call('PUT', '/candidate-profile/files', candidate.auth, { video })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const kept = (await profileOf(candidate)).video!.file;
    expect(videos).toContain(kept);
    expect(await uploadRow(kept)).toBeDefined();
    expect(await stored(kept)).toBeTruthy();
    // The two it let go of, used by nothing, are gone.
    for (const video of videos.filter((v) => v !== kept)) expect(await uploadRow(video)).toBeUndefined();
  });
});
