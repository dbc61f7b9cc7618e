import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUpload } from '@contracts/uploads/resumable';
import { uploads } from '../../src/db/schema';
import { sweepResumableUploads } from '../../src/modules/resumable-uploads/service';
import { sweepUnrecordedFiles, sweepUnusedUploads } from '../../src/modules/uploads/service';
import { queueRendition } from '../../src/modules/uploads/rendition-repository';
import { createAccount, setProfilePicture, testPassword, type TestAccount } from '../helpers/accounts';
import { uploadAs } from '../helpers/application';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { samplePdf, samplePng, sampleWebm } from '../helpers/files';
import { createUpload, patchUpload, tusVersion, uploadInChunks } from '../helpers/tus';
import {
  enableVersioning,
  s3AppEnvironment,
  startS3TestServer,
  uniqueBucket,
  versionKeys,
  type S3TestServer,
} from '../helpers/s3-store';
import { fakeRenderer, renditionOf, testWorker } from '../modules/uploads/video-fixtures';

// README asks operators for a versioned bucket: there a plain delete only hides a file behind a delete marker.
const hookTimeout = 180_000;
const resultHeader = resumableUpload.resultHeader.toLowerCase();
const chunk = resumableUpload.chunkBytes;
const webmOf = (bytes: number) => Buffer.concat([sampleWebm, Buffer.alloc(bytes - sampleWebm.length, 7)]);

let server: S3TestServer;
let bucket: string;
let ctx: TestContext;

beforeAll(async () => {
  server = await startS3TestServer();
  bucket = uniqueBucket();
  ctx = await buildTestApp({ config: await s3AppEnvironment(server, bucket) });
  await enableVersioning(server, bucket);
}, hookTimeout);
afterAll(async () => {
  await ctx?.close();
  await server?.stop();
}, hookTimeout);

/** Every version and delete marker of keys starting with `prefix`. */
const versionsOf = (prefix: string) => versionKeys(server, bucket, prefix);
const idOf = (location: string) => location.split('/').pop()!;

/** An upload sent in chunks smaller than an S3 part, so tus keeps (and replaces) a `.part` object between them. */
async function unfinishedUpload(account: TestAccount) {
  const created = await createUpload(ctx, account, 3 * chunk, 'video');
  const location = created.headers.location as string;
  expect((await patchUpload(ctx, account, location, 0, webmOf(3 * chunk).subarray(0, chunk))).statusCode).toBe(204);
  expect((await patchUpload(ctx, account, location, chunk, Buffer.alloc(chunk, 7))).statusCode).toBe(204);
  return { location, id: idOf(location) };
}

async function finishedVideo(account: TestAccount) {
  const { location, last } = await uploadInChunks(ctx, account, webmOf(3 * chunk));
  expect(last.statusCode).toBe(204);
  return { id: idOf(location), fileName: last.headers[resultHeader] as string };
}

describe('deletes in a versioned bucket', () => {
  it('leaves no version or delete marker of an erased account’s picture, files, video copies and uploads, and keeps another account’s', async () => {
    const candidate = await createAccount(ctx, 'User');
    const picture = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePng);
    await setProfilePicture(ctx, candidate, picture);
    const resume = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePdf);
    const video = await finishedVideo(candidate);
    const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, video.fileName));
    await queueRendition(ctx.app.db, row!.id);
    await testWorker(ctx, { render: fakeRenderer() }).drain();
    const copy = await renditionOf(ctx, row!.id);
    expect(copy).toMatchObject({ state: 'ready' });
    const unfinished = await unfinishedUpload(candidate);
    const other = await createAccount(ctx, 'User');
    const othersPicture = await uploadAs(ctx, other, 'resume-image', 'image', samplePng);

    const theirs = [
      `public/${picture}`,
      `private/${resume}`,
      `private/${video.fileName}`,
      `private/${copy!.fileName}`,
      `private/${copy!.posterFileName}`,
      `resumable/${video.id}`,
      `resumable/${unfinished.id}`,
    ];
    for (const prefix of theirs) expect(await versionsOf(prefix), prefix).not.toEqual([]);
    // tus replaced the `.part` between chunks: old versions and delete markers of it are there to remove.
    expect((await versionsOf(`resumable/${unfinished.id}.part`)).length).toBeGreaterThan(1);

    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: candidate.auth,
      payload: { password: testPassword },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const prefix of theirs) expect(await versionsOf(prefix), prefix).toEqual([]);
    expect(await versionsOf(`public/${othersPicture}`)).toEqual([`public/${othersPicture}`]);
  });

  it('leaves no version of a profile picture replaced and then swept as unused, and keeps the new one', async () => {
    const candidate = await createAccount(ctx, 'User');
    const replaced = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePng);
    await setProfilePicture(ctx, candidate, replaced);
    const current = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePng);
    await setProfilePicture(ctx, candidate, current);
    const dayAgo = new Date(Date.now() - (ctx.config.UPLOADS_UNUSED_TTL_HOURS + 1) * 3_600_000);
    await ctx.app.db.update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.fileName, replaced));

    expect(await sweepUnusedUploads(ctx.app)).toBeGreaterThanOrEqual(1);
    expect(await versionsOf(`public/${replaced}`)).toEqual([]);
    expect(await versionsOf(`public/${current}`)).toEqual([`public/${current}`]);
  });

  it('sweeps every version of expired resumable uploads, of what a plain delete left of one, and of unrecorded files', async () => {
    const candidate = await createAccount(ctx, 'User');
    const expired = await unfinishedUpload(candidate);
    // What a plain delete left before: delete markers over the info's and part's old versions, nothing listed.
    const hidden = await unfinishedUpload(candidate);
    const s3 = ctx.app.storage.s3!.bucket;
    for (const Key of [`resumable/${hidden.id}.info`, `resumable/${hidden.id}.part`]) {
      await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    }
    const scratch = await mkdtemp(path.join(tmpdir(), 's3-versions-'));
    for (const text of ['left by a crash', 'and again']) {
      await writeFile(path.join(scratch, 'orphan'), text);
      await ctx.app.storage.private.putFile(path.join(scratch, 'orphan'), 'orphan-file.pdf');
    }
    await rm(scratch, { recursive: true, force: true });

    const later = new Date(Date.now() + 60_000);
    expect(await sweepUnrecordedFiles(ctx.app, later)).toBeGreaterThanOrEqual(1);
    expect(await versionsOf('private/orphan-file.pdf')).toEqual([]);
    expect(await sweepResumableUploads(ctx.app, later)).toBeGreaterThanOrEqual(2);
    expect(await versionsOf(`resumable/${expired.id}`)).toEqual([]);
    expect(await versionsOf(`resumable/${hidden.id}`)).toEqual([]);
  });

  it('leaves no version of an upload the candidate cancels, nor of a finished upload’s data: only its info stays', async () => {
    const candidate = await createAccount(ctx, 'User');
    const cancelled = await unfinishedUpload(candidate);
    const answer = await ctx.app.inject({
      method: 'DELETE',
      url: cancelled.location,
      headers: { ...tusVersion, ...candidate.auth },
    });
    expect(answer.statusCode).toBe(204);
    expect(await versionsOf(`resumable/${cancelled.id}`)).toEqual([]);

    const video = await finishedVideo(candidate);
    const left = await versionsOf(`resumable/${video.id}`);
    expect(left.length).toBeGreaterThan(0);
    expect(new Set(left)).toEqual(new Set([`resumable/${video.id}.info`]));
    expect(await versionsOf(`private/${video.fileName}`)).toEqual([`private/${video.fileName}`]);
  });
});
