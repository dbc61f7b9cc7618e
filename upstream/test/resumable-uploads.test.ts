import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUpload } from '@contracts/resumable-upload';
import { uploads } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { validApplication } from './helpers/application';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { sampleWebm } from './helpers/files';
import { headUpload, uploadInChunks } from './helpers/tus';

const resultHeader = resumableUpload.resultHeader.toLowerCase();
/** A WebM of `bytes` bytes: real first bytes, then filler. */
const webmOf = (bytes: number) => Buffer.concat([sampleWebm, Buffer.alloc(bytes - sampleWebm.length, 7)]);
const partialsIn = (ctx: TestContext) => readdir(ctx.config.paths.resumableUploads).catch(() => [] as string[]);

let ctx: TestContext;
let jobs: { _id: string }[];
beforeAll(async () => {
  ctx = await buildTestApp();
  jobs = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
});
afterAll(() => ctx.close());

describe('resumable uploads (tus)', () => {
  it('takes a video in 512 KB chunks, records it like the multipart upload, and an application accepts its path', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = webmOf(1_300_000);
    const { location, last } = await uploadInChunks(ctx, candidate, video);
    expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);
    expect(last.statusCode).toBe(204);
    expect(last.headers['upload-offset']).toBe(String(video.length));
    const storedPath = last.headers[resultHeader] as string;
    expect(storedPath).toMatch(/^[0-9a-f-]{36}\.webm$/);

    const [row] = await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, storedPath));
    expect(row).toMatchObject({
      ownerId: candidate.id,
      kind: 'video',
      visibility: 'private',
      mimeType: 'video/webm',
      sizeBytes: video.length,
      originalName: 'intro.webm',
    });
    expect((await readFile(path.join(ctx.config.paths.privateUploads, storedPath))).equals(video)).toBe(true);

    const head = await headUpload(ctx, candidate, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(video.length));
    expect(head.headers[resultHeader]).toBe(storedPath);
    expect(await partialsIn(ctx)).toEqual([`${location.split('/').pop()}.json`]);

    const application = await validApplication(ctx, candidate, { video: storedPath });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: { jobId: jobs[0]!._id, ...application },
      headers: candidate.auth,
    });
    expect(applied.statusCode).toBe(201);
  });
});
