import { eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUpload } from '@contracts/uploads/resumable';
import { uploadRules } from '@contracts/uploads/upload';
import { uploads } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { sampleDocx, sampleHtml, samplePdf, samplePng, sampleWebm } from '../../helpers/files';
import {
  createUpload,
  headUpload,
  patchUpload,
  tusMetadata,
  tusPath,
  tusVersion,
  uploadInChunks,
} from '../../helpers/tus';

const resultHeader = resumableUpload.resultHeader.toLowerCase();
const chunk = resumableUpload.chunkBytes;
/** A file of `bytes` bytes: real first bytes, then filler. */
const fileOf = (head: Buffer, bytes: number, fill = 7) =>
  Buffer.concat([head, Buffer.alloc(bytes - head.length, fill)]);
const webmOf = (bytes: number, fill = 7) => fileOf(sampleWebm, bytes, fill);
const partialsIn = (ctx: TestContext) => readdir(ctx.config.paths.resumableUploads).catch(() => [] as string[]);
const privateFilesIn = (ctx: TestContext) =>
  readdir(ctx.config.paths.privateUploads)
    .then((names) => names.filter((name) => !name.startsWith('.')))
    .catch(() => [] as string[]);
const rowsOf = (ctx: TestContext, account: TestAccount) =>
  ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, account.id));

let ctx: TestContext;
let jobs: { _id: string }[];
beforeAll(async () => {
  ctx = await buildTestApp();
  jobs = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
});
afterAll(() => ctx.close());

/** Applies to the job with a valid application whose files are replaced by `files`. */
async function applyWith(candidate: TestAccount, jobId: string, files: { video?: string; resume?: string }) {
  const application = await validApplication(ctx, candidate, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/apply-job',
    payload: { jobId, ...application },
    headers: candidate.auth,
  });
}

describe('resumable uploads (tus): the whole upload', () => {
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
    expect(head.headers['upload-length']).toBe(String(video.length));
    expect(head.headers[resultHeader]).toBe(storedPath);
    // Only the finished upload's info is left, so a later HEAD still learns the path.
    expect(await partialsIn(ctx)).toEqual([`${location.split('/').pop()}.json`]);
    // Nothing more can be sent to it, and it can no longer be cancelled.
    const again = await patchUpload(ctx, candidate, location, video.length - 10, video.subarray(-10));
    expect(again.statusCode).toBe(409);
    expect(again.headers[resultHeader]).toBe(storedPath);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...tusVersion, ...candidate.auth },
    });
    expect(cancel.statusCode).toBe(400);

    expect((await applyWith(candidate, jobs[0]!._id, { video: storedPath })).statusCode).toBe(201);
  });

  it('takes a PDF or DOCX resume, which an application accepts as its resume', async () => {
    const candidate = await createAccount(ctx, 'User');
    const pdf = await uploadInChunks(ctx, candidate, samplePdf, 'resume');
    expect(pdf.last.headers[resultHeader]).toMatch(/\.pdf$/);
    const docx = await uploadInChunks(ctx, candidate, sampleDocx(), 'resume');
    expect(docx.last.headers[resultHeader]).toMatch(/\.docx$/);
    const resume = docx.last.headers[resultHeader] as string;
    expect((await applyWith(candidate, jobs[1]!._id, { resume })).statusCode).toBe(201);
  });

  it('finishes a small resume sent whole with the creation request (creation-with-upload)', async () => {
    const candidate = await createAccount(ctx, 'User');
    const res = await createUpload(
      ctx,
      candidate,
      samplePdf.length,
      'resume',
      {
        'content-type': 'application/offset+octet-stream',
      },
      samplePdf,
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers['upload-offset']).toBe(String(samplePdf.length));
    const storedPath = res.headers[resultHeader] as string;
    expect(storedPath).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await headUpload(ctx, candidate, res.headers.location as string)).headers[resultHeader]).toBe(storedPath);
    expect((await rowsOf(ctx, candidate)).map((row) => row.fileName)).toEqual([storedPath]);
  });

  it('answers OPTIONS with the protocol’s version, extensions and largest size, to anyone', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: tusPath });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(res.headers['tus-extension']).toContain('creation');
    expect(res.headers['tus-max-size']).toBe(String(uploadRules.video.maxBytes));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('resumable uploads (tus): refusals', () => {
  let candidate: TestAccount;
  beforeAll(async () => {
    candidate = await createAccount(ctx, 'User');
  });

  it('refuses a wrong type with 415 as soon as its first bytes arrive, and keeps nothing', async () => {
    const fake = fileOf(sampleHtml, 900_000);
    const created = await createUpload(ctx, candidate, fake.length, 'video');
    const location = created.headers.location as string;
    const first = await patchUpload(ctx, candidate, location, 0, fake.subarray(0, chunk));
    expect(first.statusCode).toBe(415);
    expect(first.body).toBe(uploadRules.video.typeMessage);
    expect(await partialsIn(ctx)).not.toContain(location.split('/').pop());
    expect((await headUpload(ctx, candidate, location)).statusCode).toBe(404);

    // A picture is not a resume here, even though the multipart route takes both.
    const png = await createUpload(ctx, candidate, samplePng.length, 'resume');
    const refused = await patchUpload(ctx, candidate, png.headers.location as string, 0, samplePng);
    expect(refused.statusCode).toBe(415);
    expect(refused.body).toBe(uploadRules.resume.typeMessage);
    expect(await rowsOf(ctx, candidate)).toEqual([]);
  });

  it('refuses a file whose first bytes passed but whole file does not (a zip that is no DOCX) when it completes', async () => {
    const zip = fileOf(Buffer.from('504b0304', 'hex'), 600_000);
    const { location, last } = await uploadInChunks(ctx, candidate, zip, 'resume');
    expect(last.statusCode).toBe(415);
    expect(last.body).toBe(uploadRules.resume.typeMessage);
    expect(await partialsIn(ctx)).not.toContain(`${location.split('/').pop()}.json`);
    expect(await rowsOf(ctx, candidate)).toEqual([]);
  });

  it('refuses an upload over its kind’s limit with 413 before any byte is sent', async () => {
    const video = await createUpload(ctx, candidate, uploadRules.video.maxBytes + 1, 'video');
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toBe(uploadRules.video.sizeMessage);
    const resume = await createUpload(ctx, candidate, uploadRules.resume.maxBytes + 1, 'resume');
    expect(resume.statusCode).toBe(413);
    expect(resume.json().message).toBe(uploadRules.resume.sizeMessage);
  });

  it('refuses a bad or missing kind, a missing or deferred length and unreadable metadata with 400', async () => {
    const cases: Record<string, string>[] = [
      { 'upload-length': '1000', 'upload-metadata': tusMetadata({ kind: 'picture' }) },
      { 'upload-length': '1000', 'upload-metadata': tusMetadata({ filename: 'a.webm' }) },
      { 'upload-length': '1000' },
      { 'upload-length': '1000', 'upload-metadata': 'kind not-base64!,,' },
      { 'upload-metadata': tusMetadata({ kind: 'video' }) },
      { 'upload-defer-length': '1', 'upload-metadata': tusMetadata({ kind: 'video' }) },
      { 'upload-length': '0', 'upload-metadata': tusMetadata({ kind: 'video' }) },
      { 'upload-length': '-5', 'upload-metadata': tusMetadata({ kind: 'video' }) },
    ];
    for (const headers of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: tusPath,
        headers: { ...tusVersion, ...candidate.auth, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await partialsIn(ctx)).toEqual(expect.not.arrayContaining([expect.stringMatching(/^[0-9a-f]{32}$/)]));
  });

  it('answers 404 to another candidate and 401 to a visitor, for HEAD, PATCH and DELETE', async () => {
    const other = await createAccount(ctx, 'User');
    const video = webmOf(700_000);
    const created = await createUpload(ctx, candidate, video.length);
    const location = created.headers.location as string;
    expect((await patchUpload(ctx, candidate, location, 0, video.subarray(0, chunk))).statusCode).toBe(204);

    for (const [who, status] of [
      [other, 404],
      [undefined, 401],
    ] as const) {
      expect((await headUpload(ctx, who, location)).statusCode).toBe(status);
      expect((await patchUpload(ctx, who, location, chunk, video.subarray(chunk))).statusCode).toBe(status);
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: location,
        headers: { ...tusVersion, ...who?.auth },
      });
      expect(deleted.statusCode).toBe(status);
    }
    expect((await createUpload(ctx, undefined, 1000)).statusCode).toBe(401);
    expect((await headUpload(ctx, candidate, location)).headers['upload-offset']).toBe(String(chunk));

    // The owner may cancel: nothing is left.
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...tusVersion, ...candidate.auth },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await partialsIn(ctx)).not.toContain(location.split('/').pop());
  });

  it('counts creations per account per hour, whatever X-Forwarded-For says', async () => {
    const local = await buildTestApp({ seed: false, config: { UPLOADS_PER_HOUR: '3', UPLOADS_UNUSED_MAX: '100' } });
    try {
      const account = await createAccount(local, 'User');
      const statuses = [];
      for (let i = 1; i <= 4; i++) {
        const res = await createUpload(local, account, 1000, 'video', { 'x-forwarded-for': `203.0.113.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await local.close();
    }
  });

  it('refuses a creation with 429 once the account has as many unused uploads as allowed', async () => {
    const local = await buildTestApp({ seed: false, config: { UPLOADS_UNUSED_MAX: '1' } });
    try {
      const account = await createAccount(local, 'User');
      expect((await uploadInChunks(local, account, samplePdf, 'resume')).last.statusCode).toBe(204);
      const refused = await createUpload(local, account, 1000, 'video');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^You have 1 uploaded files that are not used yet/);

      // Two begun while none was finished: the second to finish is over the cap, and nothing of it is kept.
      const other = await createAccount(local, 'User');
      const first = (await createUpload(local, other, samplePdf.length, 'resume')).headers.location as string;
      const second = (await createUpload(local, other, samplePdf.length, 'resume')).headers.location as string;
      expect((await patchUpload(local, other, first, 0, samplePdf)).statusCode).toBe(204);
      const over = await patchUpload(local, other, second, 0, samplePdf);
      expect(over.statusCode).toBe(429);
      expect(await rowsOf(local, other)).toHaveLength(1);
      expect(await privateFilesIn(local)).toHaveLength(2);
      expect(await partialsIn(local)).not.toContain(`${second.split('/').pop()}.json`);
    } finally {
      await local.close();
    }
  });
});

describe('resumable uploads (tus): interrupted and concurrent chunks', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** Sends the first `sent` bytes of a PATCH that announced `chunkBody.length`, then drops the connection. */
  function droppedPatch(account: TestAccount, location: string, offset: number, chunkBody: Buffer, sent: number) {
    return new Promise<void>((resolve) => {
      const req = httpRequest(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...tusVersion,
          ...account.auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(chunkBody.length),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(chunkBody.subarray(0, sent), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    });
  }

  it('keeps the bytes of a chunk cut short, and the resume sends only the rest for a byte-identical file', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = webmOf(1_000_000, 3);
    const location = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    await droppedPatch(candidate, location, 0, video.subarray(0, chunk), 200_000);

    let offset = 0;
    await expect
      .poll(async () => {
        offset = Number((await headUpload(ctx, candidate, location)).headers['upload-offset']);
        return offset;
      })
      .toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(200_000);

    let last;
    for (; offset < video.length; offset += chunk) {
      last = await patchUpload(ctx, candidate, location, offset, video.subarray(offset, offset + chunk));
      expect(last.statusCode).toBe(204);
      offset = Number(last.headers['upload-offset']) - chunk;
    }
    const storedPath = last!.headers[resultHeader] as string;
    expect((await readFile(path.join(ctx.config.paths.privateUploads, storedPath))).equals(video)).toBe(true);
  });

  it('lets one of two PATCHes at the same offset write, refuses the other, and the file stays intact', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = webmOf(2 * chunk + 1000, 5);
    const other = webmOf(2 * chunk + 1000, 9);
    const location = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    const [a, b] = await Promise.all([
      patchUpload(ctx, candidate, location, 0, video.subarray(0, chunk)),
      patchUpload(ctx, candidate, location, 0, other.subarray(0, chunk)),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([409, 423]).toContain(statuses[1]);
    const winner = a.statusCode === 204 ? video : other;

    let last;
    for (let offset = chunk; offset < winner.length; offset += chunk) {
      last = await patchUpload(ctx, candidate, location, offset, winner.subarray(offset, offset + chunk));
      expect(last.statusCode).toBe(204);
    }
    const storedPath = last!.headers[resultHeader] as string;
    expect((await readFile(path.join(ctx.config.paths.privateUploads, storedPath))).equals(winner)).toBe(true);
    expect((await privateFilesIn(ctx)).filter((name) => name === storedPath)).toHaveLength(1);
  });
});
