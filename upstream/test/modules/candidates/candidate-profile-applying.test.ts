import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../../../src/db/schema';
import { createAccount, login } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { candidateProfileWorld } from './candidate-profile-world';

const { ctx, jobs, call, profileOf, details, uploadResume, uploadVideo, stored, uploadRow, apply, close } =
  await candidateProfileWorld();
afterAll(close);

describe('POST /apply-job and the profile', () => {
  it('saves the details, files and position when asked, and applies with the saved files next time', async () => {
    const candidate = await createAccount(ctx, 'User');
    const first = await apply(candidate, { jobId: jobs[0]!._id, saveToProfile: true });
    const profile = await profileOf(candidate);
    expect(profile.details).toMatchObject({ passportNumber: 'P1234567', experienceInYears: 4 });
    expect(profile.resume?.file).toBe(first.payload.resume);
    expect(profile.video?.file).toBe(first.payload.video);
    const [row] = await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
    expect(row!.positionNames.split('\n')).toHaveLength(1);

    // The second application sends the saved files' names: nothing is uploaded again.
    const second = await call('POST', '/apply-job', candidate.auth, {
      ...first.payload,
      jobId: jobs[1]!._id,
      saveToProfile: true,
    });
    expect(second.statusCode).toBe(201);
    const [after] = await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
    expect(after!.positionNames.split('\n').length).toBeLessThanOrEqual(2);
    expect(after!.lastActiveAt.getTime()).toBeGreaterThanOrEqual(row!.lastActiveAt.getTime());
    // Both applications play the same stored files.
    const staff = await createAccount(ctx, 'Admin');
    const [a, b] = await Promise.all(
      [first.id, second.json().data._id].map(
        async (id) => (await call('GET', `/admin/applications/${id}`, staff.auth)).json().data,
      ),
    );
    expect(a.video.path).toBe(first.payload.video);
    expect(b.video.path).toBe(first.payload.video);
    expect(b.resume.path).toBe(first.payload.resume);
  });

  it('adds each position once, newest first', async () => {
    const candidate = await createAccount(ctx, 'User');
    const positions = (await call('GET', '/position', {})).json().data as { _id: string; name: string }[];
    const payload = await validApplication(ctx, candidate, { saveToProfile: true });
    for (const p of [positions[0]!, positions[1]!, positions[0]!]) {
      expect((await call('POST', '/apply-job', candidate.auth, { ...payload, appliedFor: p._id })).statusCode).toBe(
        201,
      );
    }
    const [row] = await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
    expect(row!.positionNames).toBe(`${positions[0]!.name}\n${positions[1]!.name}`);
  });

  it('leaves the profile as it was without the tick, yet counts the activity', async () => {
    const candidate = await createAccount(ctx, 'User');
    await apply(candidate); // no saveToProfile: no profile made
    expect(await profileOf(candidate)).toEqual({ details: null, resume: null, video: null });
    await call('PUT', '/candidate-profile', candidate.auth, details());
    const old = new Date('2025-01-01T00:00:00Z');
    await ctx.app.db
      .update(candidateProfiles)
      .set({ lastActiveAt: old })
      .where(eq(candidateProfiles.userId, candidate.id));
    await apply(candidate, { saveToProfile: false, passportNumber: 'ZZ1234567' });
    const [row] = await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id));
    expect(row!.passportNumber).toBe('AB9876543');
    expect(row!.resumeUploadId).toBeNull();
    expect(row!.lastActiveAt.getTime()).toBeGreaterThan(old.getTime());
    // Signing in counts too.
    await ctx.app.db
      .update(candidateProfiles)
      .set({ lastActiveAt: old })
      .where(eq(candidateProfiles.userId, candidate.id));
    await login(ctx, candidate.email);
    const [signedIn] = await ctx.app.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidate.id));
    expect(signedIn!.lastActiveAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('answers 400 for another candidate’s saved files, saving nothing', async () => {
    const owner = await createAccount(ctx, 'User');
    const thief = await createAccount(ctx, 'User');
    const { payload } = await apply(owner, { saveToProfile: true });
    const mine = await validApplication(ctx, thief, { saveToProfile: true });
    const res = await call('POST', '/apply-job', thief.auth, { ...mine, video: payload.video });
    expect(res.statusCode).toBe(400);
    expect(await profileOf(thief)).toEqual({ details: null, resume: null, video: null });
  });
});

describe('a saved file stays while anything uses it', () => {
  const fileIds = async (id: string) => {
    const staff = await createAccount(ctx, 'Admin');
    return (await call('GET', `/admin/applications/${id}`, staff.auth)).json().data as {
      video: { path: string };
      resume: { path: string };
    };
  };

  it('keeps the video of application A when the profile’s is replaced, and the profile’s when A’s is', async () => {
    const candidate = await createAccount(ctx, 'User');
    const a = await apply(candidate, { saveToProfile: true });
    const shared = a.payload.video;

    // The candidate records a new profile video: A still plays the old one.
    const newer = await uploadVideo(candidate);
    expect((await call('PUT', '/candidate-profile/files', candidate.auth, { video: newer })).statusCode).toBe(200);
    expect((await fileIds(a.id)).video.path).toBe(shared);
    expect(await stored(shared)).toBeTruthy();

    // Back to the shared one as the profile's; then A's video is replaced: the profile's stays.
    expect((await call('PUT', '/candidate-profile/files', candidate.auth, { video: shared })).statusCode).toBe(200);
    const forA = await uploadVideo(candidate);
    expect((await call('PUT', `/my-applications/${a.id}/video`, candidate.auth, { video: forA })).statusCode).toBe(200);
    expect((await fileIds(a.id)).video.path).toBe(forA);
    expect((await profileOf(candidate)).video?.file).toBe(shared);
    expect(await uploadRow(shared)).toBeDefined();
    expect(await stored(shared)).toBeTruthy();
  });

  it('keeps a replaced profile file that a newer application uses, and drops one nothing uses', async () => {
    const candidate = await createAccount(ctx, 'User');
    const a = await apply(candidate, { saveToProfile: true });
    const b = await apply(candidate, { saveToProfile: true });
    // B's files replaced A's in the profile; A still uses its own.
    expect((await profileOf(candidate)).resume?.file).toBe(b.payload.resume);
    expect(await stored(a.payload.resume)).toBeTruthy();
    // A profile-only resume replaced by another is deleted.
    const only = await uploadResume(candidate);
    await call('PUT', '/candidate-profile/files', candidate.auth, { resume: only });
    expect(await stored(b.payload.resume)).toBeTruthy();
    await call('PUT', '/candidate-profile/files', candidate.auth, { resume: b.payload.resume });
    expect(await uploadRow(only)).toBeUndefined();
    expect(await stored(only)).toBeFalsy();
  });
});
