import { eq } from 'drizzle-orm';
import { mkdir, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUpload } from '@contracts/uploads/resumable';
import { buildApp } from '../../../src/app';
import { uploads } from '../../../src/db/schema';
import { initDatabase } from '../../../src/db/prepare';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, testConfig, type TestContext } from '../../helpers/build-test-app';
import { sampleWebm } from '../../helpers/files';
import { createTestDatabase } from '../../helpers/test-database';
import { createUpload, patchUpload, uploadInChunks } from '../../helpers/tus';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const listDir = (dir: string) => readdir(dir).catch(() => [] as string[]);
const privateFiles = async (ctx: TestContext) =>
  (await listDir(ctx.config.paths.privateUploads)).filter((name) => !name.startsWith('.'));

/** Moves an upload's creation back in time, as if it had been begun `hours` ago. */
async function backdateUpload(dir: string, id: string, hours: number) {
  const infoPath = path.join(dir, `${id}.json`);
  const info = JSON.parse(await readFile(infoPath, 'utf8'));
  await writeFile(infoPath, JSON.stringify({ ...info, creation_date: hoursAgo(hours).toISOString() }));
}

/** Leftovers of a crash: a data file whose info was never written, and a stored file no row records. */
async function writeLeftovers(ctx: Pick<TestContext, 'config'>, hours: number) {
  const { resumableUploads, privateUploads } = ctx.config.paths;
  await mkdir(resumableUploads, { recursive: true });
  await mkdir(privateUploads, { recursive: true });
  const partial = path.join(resumableUploads, 'f'.repeat(32));
  const stored = path.join(privateUploads, '00000000-0000-4000-8000-000000000000.webm');
  for (const file of [partial, stored]) {
    await writeFile(file, sampleWebm);
    await utimes(file, hoursAgo(hours), hoursAgo(hours));
  }
}

describe('housekeeping of resumable uploads', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('removes expired partial and unattached finished uploads, files and rows, and leaves fresh ones', async () => {
    const candidate = await createAccount(ctx, 'User');
    const dir = ctx.config.paths.resumableUploads;
    const video = Buffer.concat([sampleWebm, Buffer.alloc(700_000, 1)]);

    const expiredPartial = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    await patchUpload(ctx, candidate, expiredPartial, 0, video.subarray(0, resumableUpload.chunkBytes));
    const expiredFinished = await uploadInChunks(ctx, candidate, video);
    const freshPartial = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    const idOf = (location: string) => location.split('/').pop()!;

    await backdateUpload(dir, idOf(expiredPartial), 25);
    await backdateUpload(dir, idOf(expiredFinished.location), 25);
    const storedPath = expiredFinished.last.headers[resumableUpload.resultHeader.toLowerCase()] as string;
    await ctx.app.db
      .update(uploads)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(uploads.fileName, storedPath));
    await writeLeftovers(ctx, 25);

    // Expired: no longer resumable, even before the sweep.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: expiredPartial,
      headers: { 'tus-resumable': '1.0.0', ...candidate.auth },
    });
    expect(head.statusCode).toBe(410);

    await ctx.app.housekeeping();
    expect((await listDir(dir)).sort()).toEqual([idOf(freshPartial), `${idOf(freshPartial)}.json`].sort());
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, candidate.id))).toEqual([]);
    expect(await privateFiles(ctx)).toEqual([]);
  });

  it('does the same in the first scheduled run after start-up, not before the app is ready', async () => {
    const config = await testConfig({ SEED: 'off' });
    await writeLeftovers({ config }, 30);
    const dir = config.paths.resumableUploads;
    const id = 'a'.repeat(32);
    await writeFile(path.join(dir, id), sampleWebm);
    await writeFile(
      path.join(dir, `${id}.json`),
      JSON.stringify({
        id,
        size: 5000,
        offset: 0,
        metadata: { kind: 'video' },
        creation_date: hoursAgo(30).toISOString(),
      }),
    );
    const testDb = await createTestDatabase();
    await initDatabase(testDb.handle, config, () => undefined);
    const app = await buildApp({ config, database: testDb.handle });
    try {
      await app.ready();
      expect((await listDir(dir)).length).toBeGreaterThan(0);
      expect((await app.scheduler.tick()).housekeeping).toBe('succeeded');
      expect(await listDir(dir)).toEqual([]);
      expect(await privateFiles({ config } as TestContext)).toEqual([]);
    } finally {
      await app.close();
      await testDb.drop();
      await rm(config.paths.dataDir, { recursive: true, force: true });
    }
  });
});
