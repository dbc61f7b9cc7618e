import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, videoRenditions } from '../../../src/db/schema';
import { sweepUnrecordedFiles } from '../../../src/modules/uploads/service';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { uploadAs, validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { sampleWebm } from '../../helpers/files';
import { fakeRenderer, testWorker } from './video-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** Makes the waiting videos' copies and posters (no ffmpeg needed: the files are what matters here). */
const makeCopies = () => testWorker(ctx, { render: fakeRenderer() }).drain();

/** The stored copy and poster of the video uploaded as `fileName`, once made. */
async function copiesOf(fileName: string) {
  const [row] = await ctx.app.db
    .select({ copy: videoRenditions.fileName, poster: videoRenditions.posterFileName })
    .from(videoRenditions)
    .innerJoin(uploads, eq(uploads.id, videoRenditions.uploadId))
    .where(eq(uploads.fileName, fileName));
  expect(row?.copy).toBeTruthy();
  expect(row?.poster).toBeTruthy();
  return [row!.copy!, row!.poster!];
}

const stored = async (names: string[]) => {
  const found: string[] = [];
  for (const name of names) if (await ctx.app.storage.private.stat(name)) found.push(name);
  return found;
};

const call = (method: 'POST' | 'PUT', url: string, account: TestAccount, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: account.auth, payload });

describe('a video’s copy and poster are deleted with its upload', () => {
  it('when the account is erased', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = await validApplication(ctx, candidate);
    expect((await call('POST', '/apply-job', candidate, payload)).statusCode).toBe(201);
    await makeCopies();
    const files = await copiesOf(payload.video);
    expect(await stored(files)).toEqual(files);

    expect((await call('POST', '/privacy/delete-account', candidate, { password: testPassword })).statusCode).toBe(200);
    expect(await stored([payload.video, ...files])).toEqual([]);
    expect(await ctx.app.db.select().from(videoRenditions).where(inArray(videoRenditions.fileName, files))).toEqual([]);
  });

  it('when the housekeeping removes an upload nothing used', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = await uploadAs(ctx, candidate, 'resume-video', 'video', sampleWebm);
    await makeCopies();
    const files = await copiesOf(video);
    const longAgo = new Date(Date.now() - (ctx.config.UPLOADS_UNUSED_TTL_HOURS + 1) * 3_600_000);
    await ctx.app.db.update(uploads).set({ createdAt: longAgo }).where(eq(uploads.fileName, video));

    await ctx.app.housekeeping();
    expect(await stored([video, ...files])).toEqual([]);
  });

  it('when the candidate replaces the video on My Applications', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = await validApplication(ctx, candidate);
    const id = (await call('POST', '/apply-job', candidate, payload)).json().data._id as string;
    await makeCopies();
    const oldFiles = await copiesOf(payload.video);

    const fresh = await uploadAs(ctx, candidate, 'resume-video', 'video', sampleWebm);
    expect((await call('PUT', `/my-applications/${id}/video`, candidate, { video: fresh })).statusCode).toBe(200);
    expect(await stored([payload.video, ...oldFiles])).toEqual([]);
    await makeCopies();
    const newFiles = await copiesOf(fresh);
    expect(await stored([fresh, ...newFiles])).toEqual([fresh, ...newFiles]);
  });
});

describe('the sweep of files no row records', () => {
  it('keeps the copies and posters their renditions record, and removes a copy nothing records', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = await uploadAs(ctx, candidate, 'resume-video', 'video', sampleWebm);
    await makeCopies();
    const files = await copiesOf(video);
    // A copy stored just before its process stopped, never recorded.
    const orphan = `${randomUUID()}.mp4`;
    const local = path.join(ctx.config.paths.dataDir, orphan);
    await writeFile(local, sampleWebm);
    await ctx.app.storage.private.putFile(local, orphan);

    // Every file counts as old enough to sweep.
    await sweepUnrecordedFiles(ctx.app, new Date(Date.now() + 60_000));
    expect(await stored([video, ...files, orphan])).toEqual([video, ...files]);
  });
});
