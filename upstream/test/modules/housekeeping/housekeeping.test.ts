import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { Database } from '../../../src/db/client';
import { initDatabase } from '../../../src/db/prepare';
import { taskRuns, uploads } from '../../../src/db/schema';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { createAccount, setProfilePicture, type TestAccount } from '../../helpers/accounts';
import { uploadAs, validApplication } from '../../helpers/application';
import { buildTestApp, testConfig, type TestContext } from '../../helpers/build-test-app';
import { multipart, samplePng } from '../../helpers/files';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';
import { createTestDatabase } from '../../helpers/test-database';

/** More than one of the sweep's batches (1,000 uploads a statement) holds, twice over. */
const manyUnused = 2_500;

/** Upload rows nothing uses, made `hours` ago (no files: the sweep deletes rows whether or not a file is left). */
async function insertUnusedUploads(db: Database, n: number, hours = 30) {
  await db.execute(sql`
    insert into ${uploads} (file_name, kind, visibility, mime_type, size_bytes, created_at)
    select gen_random_uuid() || '.pdf', 'resume', 'private', 'application/pdf', 1000, now() - make_interval(hours => ${hours})
    from generate_series(1, ${n})`);
}

const countUploads = async (db: Database) => (await db.select({ n: count() }).from(uploads))[0]!.n;

describe('the upload sweep', () => {
  let ctx: TestContext;
  let staff: TestAccount;
  let lookups: SeededLookups;
  beforeAll(async () => {
    ctx = await buildTestApp();
    staff = await createAccount(ctx, 'Admin');
    lookups = await readLookups(ctx);
  });
  afterAll(() => ctx.close());

  const staffImage = async () => {
    const body = multipart('image', 'photo.png', 'image/png', samplePng);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/image',
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.path as string;
  };
  const jobPayload = (description: string) => ({
    ...jobOrderFields(),
    title: 'Pastry Chef',
    companyName: 'Marina hotel',
    position: lookups.position[0]!._id,
    locations: [lookups['preffered-location'][0]!._id],
    salaryBudget: lookups['salary-budget'][0]!._id,
    description,
  });
  const saveJob = async (description: string, id?: string) => {
    const res = await ctx.app.inject({
      method: id ? 'PUT' : 'POST',
      url: `/api/admin/job-openings${id ? `/${id}` : ''}`,
      payload: jobPayload(description),
      headers: staff.auth,
    });
    expect(res.statusCode, res.body).toBe(id ? 200 : 201);
    return res.json().data._id as string;
  };
  const ageBy = (fileNames: string[], hours: number) =>
    ctx.app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
      .where(inArray(uploads.fileName, fileNames));
  const left = async (fileNames: string[]) =>
    (await ctx.app.db.select({ name: uploads.fileName }).from(uploads).where(inArray(uploads.fileName, fileNames)))
      .map((row) => row.name)
      .sort();
  const linkTo = (fileName: string) => `<p>Our kitchen: <a href="/api/uploads/${fileName}">photo</a></p>`;

  it('deletes more unused uploads than a batch holds, across batches, and keeps every used one, pictures named only in a job description or a content document too', async () => {
    const candidate = await createAccount(ctx, 'User');
    const application = await validApplication(ctx, candidate);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: application,
      headers: candidate.auth,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const picture = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePng);
    await setProfilePicture(ctx, candidate, picture);
    const inJob = await staffImage();
    await saveJob(linkTo(inJob));
    const inContent = await staffImage();
    await upsertContentDocument(ctx.app.db, 'sweep-volume', { gallery: [{ title: 'Team', image: inContent }] });
    const used = [application.resume, application.video, picture, inJob, inContent];
    await ageBy(used, 30);
    await insertUnusedUploads(ctx.app.db, manyUnused);
    const before = await countUploads(ctx.app.db);

    const report = await ctx.app.housekeeping();

    expect(report.unusedUploads).toBe(manyUnused);
    expect(await countUploads(ctx.app.db)).toBe(before - manyUnused);
    expect(await left(used)).toEqual([...used].sort());
  });

  it('follows edits: a picture dropped from a job opening or a content document is swept, one added is kept', async () => {
    const [dropped, added, droppedFromContent, addedToContent] = [
      await staffImage(),
      await staffImage(),
      await staffImage(),
      await staffImage(),
    ];
    const jobId = await saveJob(linkTo(dropped!));
    await saveJob(`<p>New photo: ${added}</p>`, jobId);
    await upsertContentDocument(ctx.app.db, 'sweep-edits', { slides: [{ image: droppedFromContent }] });
    await upsertContentDocument(ctx.app.db, 'sweep-edits', { slides: [{ image: addedToContent }] });
    const all = [dropped!, added!, droppedFromContent!, addedToContent!];
    await ageBy(all, 30);

    await ctx.app.housekeeping();

    expect(await left(all)).toEqual([added!, addedToContent!].sort());
  });
});

describe('start-up with a large uploads table', () => {
  it('is ready without sweeping it; the hourly scheduled task then does, once across instances', async () => {
    const config = await testConfig({ SEED: 'off' });
    const testDb = await createTestDatabase();
    await initDatabase(testDb.handle, config, () => undefined);
    const large = 20_000;
    await insertUnusedUploads(testDb.handle.db, large);
    const app = await buildApp({ config, database: testDb.handle });
    const second = await buildApp({ config, database: testDb.reopen() });
    try {
      await app.ready();
      await second.ready();
      expect(await countUploads(app.db)).toBe(large);
      expect(app.scheduler.tasks.find((task) => task.name === 'housekeeping')?.cadence).toEqual({ every: 'hour' });

      const now = new Date();
      let swept = false;
      const ticks = Promise.all([app.scheduler.tick(now), second.scheduler.tick(now)]).finally(() => (swept = true));
      // Served meanwhile: the sweep's batches leave the database (PGlite's one connection too) to requests between them.
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(swept).toBe(false);
      const [first, other] = await ticks;
      expect([first.housekeeping, other.housekeeping].sort()).toEqual(['succeeded', 'taken']);
      expect(await countUploads(app.db)).toBe(0);
      const runs = await app.db
        .select({ report: taskRuns.report })
        .from(taskRuns)
        .where(and(eq(taskRuns.task, 'housekeeping'), eq(taskRuns.status, 'succeeded')));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.report).toMatchObject({ unusedUploads: large });
    } finally {
      await second.close();
      await app.close();
      await testDb.drop();
      await rm(config.paths.dataDir, { recursive: true, force: true });
    }
  });
});
