import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '@contracts/uploads/upload';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { sampleHtml, samplePdf, samplePng } from '../../helpers/files';
import {
  createUpload,
  headUpload,
  patchUpload,
  tusMetadata,
  tusPath,
  tusVersion,
  uploadInChunks,
} from '../../helpers/tus';
import {
  chunk,
  fileOf,
  partialsIn,
  privateFilesIn,
  resumableUploadsWorld,
  rowsOf,
  webmOf,
} from './resumable-uploads-world';

const { ctx } = await resumableUploadsWorld();
afterAll(() => ctx.close());

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
