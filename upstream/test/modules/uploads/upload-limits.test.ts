import { eq, inArray } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../src/db/schema';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { createAccount, setProfilePicture, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, samplePdf, samplePng, sampleWebm } from '../../helpers/files';

const filesIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
const stagingIn = (ctx: TestContext) =>
  readdir(path.join(ctx.config.paths.privateUploads, '.incoming')).catch(() => []);

function upload(ctx: TestContext, account: TestAccount, content: Buffer, route = '/api/upload/resume-image') {
  const body = multipart(route.endsWith('video') ? 'video' : 'image', 'file.bin', 'application/octet-stream', content);
  return ctx.app.inject({
    method: 'POST',
    url: route,
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
}

describe('uploads per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('accepts at most 10 unused of 30 uploads of 4 MB sent at once, refuses the rest with 429, and leaves no partial file', async () => {
    const candidate = await createAccount(ctx, 'User');
    const resume = Buffer.concat([samplePdf, Buffer.alloc(4 * 1024 * 1024 - samplePdf.length, 0x20)]);
    const results = await Promise.all(Array.from({ length: 30 }, () => upload(ctx, candidate, resume)));

    const accepted = results.filter((res) => res.statusCode === 201);
    const refused = results.filter((res) => res.statusCode !== 201);
    expect(accepted.length).toBeLessThanOrEqual(10);
    expect(accepted.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(
        /^You have (uploaded 20 files in the last hour|10 uploaded files that are not used yet)/,
      );
    }
    const rows = await ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, candidate.id));
    expect(rows).toHaveLength(accepted.length);
    expect((await filesIn(ctx.config.paths.privateUploads)).sort()).toEqual(rows.map((r) => r.fileName).sort());
    expect(await stagingIn(ctx)).toEqual([]);
    const messages = refused.map((res) => res.json().message as string);
    expect(messages.some((m) => m.includes('not used yet. Please use them in an application or your profile'))).toBe(
      true,
    );
  });

  it('counts an account’s uploads per hour, pictures and videos together, and not another account’s', async () => {
    const local = await buildTestApp({ seed: false, config: { UPLOADS_PER_HOUR: '3', UPLOADS_UNUSED_MAX: '100' } });
    try {
      const first = await createAccount(local, 'User');
      const second = await createAccount(local, 'User');
      expect((await upload(local, first, samplePng)).statusCode).toBe(201);
      expect((await upload(local, first, sampleWebm, '/api/upload/resume-video')).statusCode).toBe(201);
      expect((await upload(local, first, samplePdf)).statusCode).toBe(201);
      const limited = await upload(local, first, samplePdf);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^You have uploaded 3 files in the last hour\. Please try again in \d+ minutes\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await upload(local, second, samplePng)).statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });
});

describe('sweeping unused uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const ageBy = (fileNames: string[], hours: number) =>
    ctx.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
      .where(inArray(uploads.fileName, fileNames));
  const pathOf = async (res: { json(): { data: { path: string } } }) => res.json().data.path;

  it('deletes uploads nothing used after 24 hours, rows and files, and keeps every used or recent one', async () => {
    const candidate = await createAccount(ctx, 'User');
    const staff = await createAccount(ctx, 'Admin');
    const application = await validApplication(ctx, candidate);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload: application, headers: candidate.auth }))
        .statusCode,
    ).toBe(201);
    const picture = await pathOf(await upload(ctx, candidate, samplePng));
    await setProfilePicture(ctx, candidate, picture);
    const contentImage = await pathOf(await upload(ctx, staff, samplePng, '/api/admin/uploads/image'));
    // Stored as every save stores a document: with the files it names (uploads/named-files.ts).
    await upsertContentDocument(ctx.app.db, 'sweep-test', { slides: [{ image: contentImage }] });
    const forgottenResume = await pathOf(await upload(ctx, candidate, samplePdf));
    const forgottenPicture = await pathOf(await upload(ctx, candidate, samplePng));
    const forgottenStaffImage = await pathOf(await upload(ctx, staff, samplePng, '/api/admin/uploads/image'));
    const recent = await pathOf(await upload(ctx, candidate, samplePdf));
    // A narrower copy of the forgotten picture goes with it.
    const copy = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${forgottenStaffImage}?w=96` });
    expect(copy.statusCode).toBe(200);
    expect(await readdir(path.join(ctx.config.paths.imageVariants, forgottenStaffImage))).toEqual(['96.webp']);

    const used = [application.resume, application.video, picture, contentImage];
    const forgotten = [forgottenResume, forgottenPicture, forgottenStaffImage];
    await ageBy([...used, ...forgotten], 25);
    await ageBy([recent], 23);
    await ctx.app.housekeeping();

    const left = (await ctx.app.db.select({ name: uploads.fileName }).from(uploads)).map((r) => r.name);
    expect(left.sort()).toEqual([...used, recent].sort());
    const files = [
      ...(await filesIn(ctx.config.paths.privateUploads)),
      ...(await filesIn(ctx.config.paths.publicUploads)),
    ];
    for (const name of [...used, recent]) expect(files).toContain(name);
    for (const name of forgotten) expect(files).not.toContain(name);
    expect(await readdir(ctx.config.paths.imageVariants)).toEqual([]);
  });
});

describe('start-up', () => {
  it('removes uploads left unfinished in .incoming by an earlier run', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upstream-incoming-'));
    const incoming = path.join(dataDir, 'uploads', 'private', '.incoming');
    await mkdir(incoming, { recursive: true });
    await writeFile(path.join(incoming, 'a1b2c3'), Buffer.alloc(1024));
    await writeFile(path.join(incoming, 'd4e5f6'), Buffer.alloc(10));
    const ctx = await buildTestApp({ seed: false, config: { DATA_DIR: dataDir } });
    try {
      expect(await readdir(incoming)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
