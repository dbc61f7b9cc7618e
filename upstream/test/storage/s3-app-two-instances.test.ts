import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepResumableUploads } from '../../src/modules/resumable-uploads/service';
import { sweepUnrecordedFiles } from '../../src/modules/uploads/service';
import { queueRendition } from '../../src/modules/uploads/rendition-repository';
import { createAccount, testPassword } from '../helpers/accounts';
import { samplePdf, sampleHtml } from '../helpers/files';
import { createUpload, headUpload, patchUpload, uploadInChunks } from '../helpers/tus';
import { bucketKeys } from '../helpers/s3-store';
import { fakeRenderer, renditionOf, testWorker } from '../modules/uploads/video-fixtures';
import {
  chunk,
  hookTimeout,
  localFiles,
  pdfFile,
  pngFile,
  resultHeader,
  s3AppWorld,
  uploadThrough,
  webmOf,
} from './s3-app-world';

const { server, bucket, a, b, rowsOf, close } = await s3AppWorld();
afterAll(close, hookTimeout);

describe('files on S3, two instances', () => {
  it('seeds the demo pictures into the bucket, and the other instance serves them', async () => {
    const keys = await bucketKeys(server, bucket, 'public/');
    expect(keys).toContain('public/avatar-1.svg');
    const res = await b.app.inject({ method: 'GET', url: '/api/uploads/avatar-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
    expect(await localFiles(a)).toEqual([]);
  });

  it('serves through B a picture and a resume stored through A (concurrent uploads), with ranges and sized copies', async () => {
    const candidate = await createAccount(a, 'User');
    const [picture, resume] = await Promise.all([
      uploadThrough(a, candidate, 'resume-image', pngFile),
      uploadThrough(b, candidate, 'resume-image', pdfFile),
    ]);
    expect(picture.statusCode).toBe(201);
    expect(resume.statusCode).toBe(201);
    const picturePath = picture.json().data.path as string;
    const resumePath = resume.json().data.path as string;
    expect(await bucketKeys(server, bucket, 'public/')).toContain(`public/${picturePath}`);
    expect(await bucketKeys(server, bucket, 'private/')).toContain(`private/${resumePath}`);

    const throughA = await a.app.inject({ method: 'GET', url: `/api/uploads/${picturePath}` });
    const throughB = await b.app.inject({ method: 'GET', url: `/api/uploads/${picturePath}` });
    expect(throughB.statusCode).toBe(200);
    expect(throughB.rawPayload.equals(throughA.rawPayload)).toBe(true);
    const sized = await b.app.inject({ method: 'GET', url: `/api/uploads/${picturePath}?w=96` });
    expect(sized.statusCode).toBe(200);
    expect(sized.headers['content-type']).toBe('image/webp');

    const whole = await a.app.inject({ method: 'GET', url: `/api/files/${resumePath}`, headers: candidate.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(samplePdf)).toBe(true);
    const range = await b.app.inject({
      method: 'GET',
      url: `/api/files/${resumePath}`,
      headers: { ...candidate.auth, range: 'bytes=4-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 4-9/${samplePdf.length}`);
    expect(range.rawPayload.equals(samplePdf.subarray(4, 10))).toBe(true);

    // Another account is told the private file does not exist, on either instance.
    const other = await createAccount(b, 'User');
    const refused = await b.app.inject({ method: 'GET', url: `/api/files/${resumePath}`, headers: other.auth });
    expect(refused.statusCode).toBe(404);
    expect(await localFiles(a)).toEqual([]);
    expect(await localFiles(b)).toEqual([]);
  });

  it('resumes through B an upload created and half sent through A, finishes it there, and A serves the same bytes', async () => {
    const candidate = await createAccount(a, 'User');
    const video = webmOf(1_300_000);
    const created = await createUpload(a, candidate, video.length, 'video');
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);
    const id = location.split('/').pop()!;
    const first = await patchUpload(a, candidate, location, 0, video.subarray(0, 2 * chunk));
    expect(first.statusCode).toBe(204);

    const head = await headUpload(b, candidate, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(2 * chunk));
    // Another account is told it does not exist, on B too.
    const stranger = await createAccount(b, 'User');
    expect((await headUpload(b, stranger, location)).statusCode).toBe(404);

    const last = await patchUpload(b, candidate, location, 2 * chunk, video.subarray(2 * chunk));
    expect(last.statusCode).toBe(204);
    const storedPath = last.headers[resultHeader] as string;
    expect(storedPath).toMatch(/^[0-9a-f-]{36}\.webm$/);
    const [row] = await rowsOf(candidate);
    expect(row).toMatchObject({ fileName: storedPath, kind: 'video', sizeBytes: video.length, visibility: 'private' });

    const download = await a.app.inject({ method: 'GET', url: `/api/files/${storedPath}`, headers: candidate.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(video)).toBe(true);
    // A later HEAD through A still learns where the file went; only the upload's info is left of it.
    const again = await headUpload(a, candidate, location);
    expect(again.headers[resultHeader]).toBe(storedPath);
    expect(await bucketKeys(server, bucket, `resumable/${id}`)).toEqual([`resumable/${id}.info`]);
    expect(await localFiles(a)).toEqual([]);
    expect(await localFiles(b)).toEqual([]);
  });

  it('refuses a file of the wrong type by its first bytes, even sent in two pieces through two instances, and keeps none of it', async () => {
    const candidate = await createAccount(a, 'User');
    const html = Buffer.concat([sampleHtml, Buffer.alloc(600_000, 32)]);
    const created = await createUpload(a, candidate, html.length, 'video');
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    expect((await patchUpload(a, candidate, location, 0, html.subarray(0, 40))).statusCode).toBe(204);
    const refused = await patchUpload(b, candidate, location, 40, html.subarray(40, chunk));
    expect(refused.statusCode).toBe(415);
    expect(await bucketKeys(server, bucket, `resumable/${id}`)).toEqual([]);
    expect(await rowsOf(candidate)).toEqual([]);
  });

  it('leaves none of an erased account’s objects in the bucket: pictures, files, finished and unfinished uploads', async () => {
    const candidate = await createAccount(a, 'User');
    const picture = (await uploadThrough(a, candidate, 'resume-image', pngFile)).json().data.path as string;
    const resume = (await uploadThrough(b, candidate, 'resume-image', pdfFile)).json().data.path as string;
    const { last } = await uploadInChunks(a, candidate, webmOf(700_000));
    const video = last.headers[resultHeader] as string;
    const unfinished = await createUpload(b, candidate, 900_000, 'video');
    const unfinishedId = (unfinished.headers.location as string).split('/').pop()!;
    await patchUpload(b, candidate, unfinished.headers.location as string, 0, webmOf(900_000).subarray(0, chunk));
    const theirs = [`public/${picture}`, `private/${resume}`, `private/${video}`];
    const before = await bucketKeys(server, bucket);
    for (const key of theirs) expect(before).toContain(key);
    expect(before.some((key) => key.startsWith(`resumable/${unfinishedId}`))).toBe(true);

    const erased = await b.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: candidate.auth,
      payload: { password: testPassword },
    });
    expect(erased.statusCode).toBe(200);
    const after = await bucketKeys(server, bucket);
    for (const key of theirs) expect(after).not.toContain(key);
    expect(after.filter((key) => key.startsWith(`resumable/${unfinishedId}`))).toEqual([]);
  });
});

describe('files on S3: video copies and housekeeping', () => {
  it('makes a video’s playable copy and poster on B from the bucket, puts them back, and A serves them', async () => {
    const candidate = await createAccount(a, 'User');
    const video = webmOf(200_000);
    const { last } = await uploadInChunks(a, candidate, video);
    const fileName = last.headers[resultHeader] as string;
    const [row] = await rowsOf(candidate);
    await queueRendition(a.app.db, row!.id);
    let seen: Buffer | undefined;
    const worker = testWorker(b, { render: fakeRenderer(async (input) => void (seen = await readFile(input))) });
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    // ffmpeg read a local copy of the stored original.
    expect(seen?.equals(video)).toBe(true);
    const copy = await renditionOf(a, row!.id);
    expect(copy).toMatchObject({ state: 'ready' });
    const keys = await bucketKeys(server, bucket, 'private/');
    expect(keys).toContain(`private/${copy!.fileName}`);
    expect(keys).toContain(`private/${copy!.posterFileName}`);
    const playable = await a.app.inject({
      method: 'GET',
      url: `/api/files/${fileName}?as=playable`,
      headers: { ...candidate.auth, range: 'bytes=0-99' },
    });
    expect(playable.statusCode).toBe(206);
    expect(playable.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    const poster = await a.app.inject({
      method: 'GET',
      url: `/api/files/${fileName}?as=poster`,
      headers: candidate.auth,
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // The temporary folder of the copy is gone.
    expect(await readdir(`${b.config.paths.privateUploads}/.incoming`).catch(() => [])).toEqual([]);
  });

  it('sweeps from the bucket the private files no row records and expired partial uploads, keeping recorded files', async () => {
    const candidate = await createAccount(a, 'User');
    const recorded = (await uploadThrough(a, candidate, 'resume-image', pdfFile)).json().data.path as string;
    const scratch = await mkdtemp(path.join(tmpdir(), 's3-sweep-'));
    await writeFile(path.join(scratch, 'orphan'), 'left by a crash');
    await b.app.storage.private.putFile(path.join(scratch, 'orphan'), 'orphan-file.pdf');
    await rm(scratch, { recursive: true, force: true });
    const partial = await createUpload(b, candidate, 900_000, 'video');
    const partialId = (partial.headers.location as string).split('/').pop()!;
    await patchUpload(b, candidate, partial.headers.location as string, 0, webmOf(900_000).subarray(0, chunk));

    const later = new Date(Date.now() + 60_000);
    expect(await sweepUnrecordedFiles(a.app, later)).toBeGreaterThanOrEqual(1);
    expect(await sweepResumableUploads(a.app, later)).toBeGreaterThanOrEqual(1);
    const keys = await bucketKeys(server, bucket);
    expect(keys).not.toContain('private/orphan-file.pdf');
    expect(keys).toContain(`private/${recorded}`);
    expect(keys.filter((key) => key.startsWith(`resumable/${partialId}`))).toEqual([]);
    expect(keys.filter((key) => key.startsWith('public/')).length).toBeGreaterThan(0);
  });
});
