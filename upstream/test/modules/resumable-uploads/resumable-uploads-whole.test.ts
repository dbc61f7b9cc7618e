import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadRules } from '@contracts/uploads/upload';
import { uploads } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { sampleDocx, samplePdf } from '../../helpers/files';
import { createUpload, headUpload, patchUpload, tusPath, tusVersion, uploadInChunks } from '../../helpers/tus';
import { partialsIn, resultHeader, resumableUploadsWorld, rowsOf, webmOf } from './resumable-uploads-world';

const { ctx, jobs, applyWith } = await resumableUploadsWorld();
afterAll(() => ctx.close());

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
