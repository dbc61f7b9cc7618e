import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWidthMessage } from '@shared/image-widths';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, sampleHtml, samplePdf, samplePng } from '../../helpers/files';
import { gpsExif, phonePhoto } from '../../helpers/phone-photo.mjs';

let ctx: TestContext;
let candidate: TestAccount;
let staff: TestAccount;
let photo: Buffer;

beforeAll(async () => {
  ctx = await buildTestApp();
  [candidate, staff] = await Promise.all([createAccount(ctx, 'User'), createAccount(ctx, 'Admin')]);
  photo = await phonePhoto();
}, 60_000);
afterAll(() => ctx.close());

const upload = (content: Buffer, name = 'IMG_2041.jpg', url = '/api/upload/resume-image', auth = candidate.auth) => {
  const body = multipart('image', name, 'image/jpeg', content);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
};
const staffUpload = (content: Buffer) => upload(content, 'photo.jpg', '/api/admin/uploads/image', staff.auth);
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/uploads/${url}`, headers });

/** Every stored file, public and private, and what is being received. */
const stored = async () =>
  (
    await Promise.all(
      [
        ctx.config.paths.publicUploads,
        ctx.config.paths.privateUploads,
        path.join(ctx.config.paths.privateUploads, '.incoming'),
      ].map((dir) => readdir(dir).catch(() => [] as string[])),
    )
  )
    .flat()
    .sort();

/** A PNG whose header claims `width`×`height` pixels (the pixels themselves are never there). */
function pngClaiming(width: number, height: number) {
  const png = Buffer.from(samplePng);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('a phone photo uploaded as a profile picture', () => {
  it('is stored as WebP, turned upright, at most 2048 px, with no EXIF, GPS or other metadata', async () => {
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(201);
    const { path: name } = res.json().data;
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const bytes = await readFile(path.join(ctx.config.paths.publicUploads, name));
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // 4000×3000 held sideways: upright it is 3000×4000, so 1536×2048.
    expect([meta.width, meta.height]).toEqual([1536, 2048]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(gpsExif.IFD0.Make)).toBe(false);
    expect(bytes.length).toBeLessThan(photo.length / 5);

    const served = await get(name);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  }, 30_000);

  it('accepts an HEIC photo (HEVC, as iPhones take them) and stores it as WebP', async () => {
    const heic = await readFile(path.join(import.meta.dirname, '../../fixtures/phone-96x64.heic'));
    const res = await upload(heic, 'IMG_0001.HEIC');
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp(path.join(ctx.config.paths.publicUploads, res.json().data.path)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 64 });
  });

  it('keeps only the first frame of an animation', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await upload(gif, 'dance.gif');
    expect(res.statusCode, res.body).toBe(201);
    const meta = await sharp(path.join(ctx.config.paths.publicUploads, res.json().data.path)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8, height: 8 });
    expect(meta.pages ?? 1).toBe(1);
  });

  it('leaves resumes as they were sent', async () => {
    const res = await upload(samplePdf, 'cv.pdf');
    expect(res.statusCode).toBe(201);
    const name = res.json().data.path;
    expect(name).toMatch(/\.pdf$/);
    expect((await readFile(path.join(ctx.config.paths.privateUploads, name))).equals(samplePdf)).toBe(true);
  });
});

describe('hostile pictures are refused with a message, and nothing is stored', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
  it.each([
    [
      'an SVG named .jpg',
      () => svg,
      415,
      'Only PDF, DOC or DOCX resumes and JPEG, PNG, WebP, GIF, AVIF or HEIC pictures are allowed.',
    ],
    ['an HTML page named .jpg', () => sampleHtml, 415, expect.stringContaining('JPEG, PNG')],
    ['a photo cut short', () => photo.subarray(0, photo.length / 2), 400, expect.stringContaining('cut short')],
    [
      'a JPEG header followed by garbage',
      () => Buffer.concat([photo.subarray(0, 2048), Buffer.alloc(4096, 7)]),
      400,
      expect.stringContaining('could not be read'),
    ],
    [
      'a PNG claiming 20000×20000 pixels',
      () => pngClaiming(20000, 20000),
      400,
      'The picture is too large (at most 50 megapixels).',
    ],
  ])('%s', async (_label, content, status, message) => {
    const before = await stored();
    const res = await upload(content());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(message);
    expect(await stored()).toEqual(before);
  });

  it('says the same on the back office route', async () => {
    const before = await stored();
    const res = await staffUpload(photo.subarray(0, 100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ image: expect.stringContaining('cut short') });
    expect(await stored()).toEqual(before);
  });
});

describe('GET /api/uploads/:file?w= (narrower copies)', () => {
  let name: string;
  beforeAll(async () => {
    name = (await staffUpload(photo)).json().data.path;
  }, 30_000);

  it('answers a smaller WebP at a listed width, cached for good and with an ETag', async () => {
    const whole = await get(name);
    const res = await get(`${name}?w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(res.rawPayload.length).toBeLessThan(whole.rawPayload.length / 3);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 853]);
    expect(meta.exif).toBeUndefined();

    const again = await get(`${name}?w=640`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('makes a copy once when many ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${name}?w=320`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const copies = await readdir(path.join(ctx.config.paths.imageVariants, name));
    expect(copies.sort()).toEqual(['320.webp', '640.webp']);
  });

  it.each(['500', '0', '99999', 'abc', '640&w=320'])('answers 400 to the width %s', async (w) => {
    const res = await get(`${name}?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(imageWidthMessage);
  });

  it('answers 404 for an unknown file, and for a private file of that name', async () => {
    expect((await get(`0f8fad5b-d9cb-469f-a165-70867728950e.webp?w=640`)).statusCode).toBe(404);
    const resume = (await upload(samplePdf, 'cv.pdf')).json().data.path;
    expect((await get(`${resume}?w=640`)).statusCode).toBe(404);
    const asPicture = resume.replace(/\.pdf$/, '.webp');
    expect((await get(`${asPicture}?w=640`)).statusCode).toBe(404);
  });

  it('sends a seeded SVG as it is at any listed width', async () => {
    const res = await get('hero-dubai-skyline.svg?w=960');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('makes copies of pictures stored before the pipeline existed, without their EXIF', async () => {
    await writeFile(path.join(ctx.config.paths.publicUploads, 'legacy-upload.jpg'), photo);
    const res = await get('legacy-upload.jpg?w=480');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges a picture narrower than the width asked', async () => {
    const res = await staffUpload(samplePng);
    expect(res.statusCode, res.body).toBe(201);
    const small = res.json().data.path;
    const meta = await sharp((await get(`${small}?w=2048`)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });
});
