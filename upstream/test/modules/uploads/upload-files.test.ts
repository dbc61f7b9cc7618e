import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@contracts/uploads/upload';
import { eq } from 'drizzle-orm';
import { uploads, videoRenditions } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import {
  multipart,
  sampleDocx,
  sampleHtml,
  sampleGif,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  sampleWebm,
} from '../../helpers/files';

let ctx: TestContext;
let candidate: TestAccount;
let otherCandidate: TestAccount;
let staff: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp();
  [candidate, otherCandidate, staff] = await Promise.all([
    createAccount(ctx, 'User'),
    createAccount(ctx, 'User'),
    createAccount(ctx, 'Admin'),
  ]);
});
afterAll(() => ctx.close());

const upload = (
  route: 'resume-image' | 'resume-video',
  field: string,
  name: string,
  type: string,
  content: Buffer,
  auth = candidate.auth,
) => {
  const body = multipart(field, name, type, content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${route}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
};

const filesIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));

describe('uploads: accepted files', () => {
  it.each([
    ['a PDF resume', 'cv.pdf', 'application/pdf', samplePdf, /\.pdf$/],
    ['a DOCX resume', 'cv.docx', 'application/octet-stream', sampleDocx(), /\.docx$/],
  ])('stores %s privately under a random name', async (_label, name, type, content, ext) => {
    const res = await upload('resume-image', 'image', name, type, content);
    expect(res.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(res.json());
    expect(data.path).toMatch(/^[0-9a-f-]{36}\./);
    expect(data.path).toMatch(ext);
    expect(await filesIn(ctx.config.paths.privateUploads)).toContain(data.path);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/uploads/${data.path}` })).statusCode).toBe(404);
  });

  it.each([
    ['PNG', samplePng, /\.webp$/],
    ['JPEG', sampleJpeg, /\.webp$/],
    ['GIF', sampleGif, /\.webp$/],
  ])('stores a %s profile picture publicly, as WebP', async (_label, content, ext) => {
    const res = await upload('resume-image', 'image', 'me.bin', 'application/octet-stream', content);
    expect(res.statusCode).toBe(201);
    const { path: name } = res.json().data;
    expect(name).toMatch(ext);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    expect(served.statusCode).toBe(200);
  });

  it.each([
    ['WebM', sampleWebm, /\.webm$/],
    ['MP4', sampleMp4, /\.mp4$/],
  ])('stores a %s video introduction privately', async (_label, content, ext) => {
    const res = await upload('resume-video', 'video', 'recording.mp4', 'video/mp4', content);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.path).toMatch(ext);
  });
});

describe('uploads: refused files', () => {
  it('refuses a PDF renamed .mp4 on the video route (415) and keeps nothing', async () => {
    const before = await filesIn(ctx.config.paths.privateUploads);
    const res = await upload('resume-video', 'video', 'recording.mp4', 'video/mp4', samplePdf);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only MP4 or WebM videos are allowed');
    expect(await filesIn(ctx.config.paths.privateUploads)).toEqual(before);
    expect(await filesIn(path.join(ctx.config.paths.privateUploads, '.incoming'))).toEqual([]);
  });

  it('refuses an HTML file named .pdf (415)', async () => {
    const res = await upload('resume-image', 'image', 'resume.pdf', 'application/pdf', sampleHtml);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB on the resume route (413)', async () => {
    const big = Buffer.concat([samplePdf, Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const res = await upload('resume-image', 'image', 'cv.pdf', 'application/pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 5 MB');
  });

  it('refuses a file in the wrong field, an empty file and a JSON body', async () => {
    expect((await upload('resume-image', 'resume', 'cv.pdf', 'application/pdf', samplePdf)).statusCode).toBe(400);
    expect((await upload('resume-image', 'image', 'cv.pdf', 'application/pdf', Buffer.alloc(0))).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/resume-image',
      payload: {},
      headers: candidate.auth,
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses anonymous uploads (401)', async () => {
    const res = await upload('resume-image', 'image', 'cv.pdf', 'application/pdf', samplePdf, {} as never);
    expect(res.statusCode).toBe(401);
  });
});

describe('uploads: private files', () => {
  it('serves a resume to its owner and to staff as a download, and to nobody else', async () => {
    const name = (await upload('resume-image', 'image', 'cv.pdf', 'application/pdf', samplePdf)).json().data.path;
    const get = (auth: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: auth });

    const own = await get(candidate.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(samplePdf)).toBe(true);

    expect((await get(staff.auth)).statusCode).toBe(200);
    expect((await get(otherCandidate.auth)).statusCode).toBe(404);
    // A resume has no poster.
    const poster = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${name}?as=poster`,
      headers: candidate.auth,
    });
    expect(poster.statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
  });

  it('serves byte ranges of a video so a player can seek', async () => {
    const name = (await upload('resume-video', 'video', 'recording.mp4', 'video/mp4', sampleWebm)).json().data.path;
    const get = (range: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: { ...candidate.auth, range } });
    const part = await get('bytes=0-9');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${sampleWebm.length}`);
    expect(part.rawPayload.equals(sampleWebm.subarray(0, 10))).toBe(true);
    const tail = await get('bytes=-4');
    expect(tail.rawPayload.equals(sampleWebm.subarray(-4))).toBe(true);
    expect((await get(`bytes=${sampleWebm.length + 5}-`)).statusCode).toBe(416);
  });

  it("serves a video's playable copy and poster to its owner and staff once made, the recording until then", async () => {
    // An account of its own: the others' uploads count against the hourly limit.
    const owner = await createAccount(ctx, 'User');
    const name = (await upload('resume-video', 'video', 'recording.webm', 'video/webm', sampleWebm, owner.auth)).json()
      .data.path;
    const get = (as: string, auth: Record<string, string> = owner.auth) =>
      ctx.app.inject({ method: 'GET', url: `/api/files/${name}?as=${as}`, headers: auth });
    // Not made yet (the worker is off in tests): the recording plays, and there is no poster.
    expect((await get('playable')).headers['content-type']).toBe('video/webm');
    expect((await get('poster')).statusCode).toBe(404);

    const [mp4, jpeg] = [`${randomUUID()}.mp4`, `${randomUUID()}.jpg`];
    const dir = await mkdtemp(path.join(tmpdir(), 'copy-'));
    await writeFile(path.join(dir, 'v'), sampleMp4);
    await writeFile(path.join(dir, 'p'), sampleJpeg);
    await ctx.app.storage.private.putFile(path.join(dir, 'v'), mp4);
    await ctx.app.storage.private.putFile(path.join(dir, 'p'), jpeg);
    const [row] = await ctx.app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, name));
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'ready', fileName: mp4, posterFileName: jpeg, durationMs: 2_000 })
      .where(eq(videoRenditions.uploadId, row!.id));

    const playable = await get('playable');
    expect(playable.headers['content-type']).toBe('video/mp4');
    expect(playable.headers['content-disposition']).toBe('inline');
    expect(playable.headers['cache-control']).toBe('private, no-store');
    expect(playable.rawPayload.equals(sampleMp4)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${name}?as=playable`,
      headers: { ...staff.auth, range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${sampleMp4.length}`);
    expect((await get('poster', staff.auth)).headers['content-type']).toBe('image/jpeg');
    // The download stays the recording as sent; nobody else reaches either copy.
    const recording = await ctx.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: owner.auth });
    expect(recording.headers['content-type']).toBe('video/webm');
    expect(recording.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get('playable', otherCandidate.auth)).statusCode).toBe(404);
    expect((await get('poster', otherCandidate.auth)).statusCode).toBe(404);
    expect((await get('poster', {})).statusCode).toBe(401);
    expect((await get('original')).statusCode).toBe(400);
  });

  it.each(['..%2F..%2Fjwt-secret', '..%2Fpublic%2Flogo-header.svg', 'logo-header.svg'])('refuses %s', async (name) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${name}`, headers: staff.auth });
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('uploads: memory', () => {
  it('rejects a 60 MB body on a 5 MB route with 413 without holding it in memory', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const boundary = '----memtest';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 65);
    const totalChunks = (60 * 1024 * 1024) / chunk.length;

    // Live memory only: garbage from streamed chunks is collected before each reading.
    const gc = globalThis.gc;
    expect(gc, 'vitest runs with --expose-gc').toBeTypeOf('function');
    gc!();
    const baseline = process.memoryUsage();
    let peak = 0;
    // Every 100 ms: a buffered body would be held far longer, and a full collection every 20 ms made
    // the 60 MB take over 30 s on a loaded machine (the upload, not the limit, is what took the time).
    const sampler = setInterval(() => {
      gc!();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers - (baseline.heapUsed + baseline.arrayBuffers));
    }, 100);

    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload/resume-image',
          headers: { ...candidate.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(samplePdf);
      let sent = 0;
      const pump = () => {
        while (sent < totalChunks) {
          sent++;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    clearInterval(sampler);
    expect(address).toMatch(/^http:/);
    expect(status).toBe(413);
    // Buffering the body would cost 60 MB or more; streaming keeps it to a few chunks.
    expect(peak).toBeLessThan(30 * 1024 * 1024);
  }, 90_000);
});
