import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, sampleGif, samplePdf, samplePng } from '../../helpers/files';

let ctx: TestContext;
let staff: TestAccount;
let candidate: TestAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  candidate = await createAccount(ctx, 'User');
});
afterAll(() => ctx.close());

const upload = (content: Buffer, auth: object = staff.auth, field = 'image') => {
  const body = multipart(field, 'picture.bin', 'application/octet-stream', content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads/image',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
};

describe('POST /api/admin/uploads/image', () => {
  it('answers 401 to a visitor and 403 to a candidate', async () => {
    expect((await upload(samplePng, {})).statusCode).toBe(401);
    const res = await upload(samplePng, candidate.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This area is for agency staff only.' });
  });

  it('stores a staff picture as a public WebP image that the public pages can show', async () => {
    const res = await upload(samplePng);
    expect(res.statusCode).toBe(201);
    const { path } = res.json().data;
    expect(path).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  it('stores a GIF picture as a WebP of its first frame', async () => {
    const res = await upload(sampleGif);
    expect(res.statusCode).toBe(201);
    const { path } = res.json().data;
    expect(path).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${path}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a document with 415 and a clear message', async () => {
    const res = await upload(samplePdf);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG, WebP, GIF, AVIF or HEIC pictures are allowed.');
  });

  it('answers 400 when the picture is not in the image field', async () => {
    const res = await upload(samplePng, staff.auth, 'file');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please attach the file in the "image" field.');
  });
});
