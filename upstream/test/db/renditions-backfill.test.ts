import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, uploads, videoRenditions } from '../../src/db/schema';
import { createAccount } from '../helpers/accounts';
import { uploadAs, validApplication } from '../helpers/application';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { sampleWebm } from '../helpers/files';

const migration = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations/0012_renditions-for-earlier-videos.sql',
);

let ctx: TestContext;

beforeAll(async () => {
  // No worker: the rows stay as the migration leaves them.
  ctx = await buildTestApp({ config: { VIDEO_WORKER: 'off' } });
});
afterAll(() => ctx.close());

const uploadIdOf = async (fileName: string) =>
  (await ctx.app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, fileName)))[0]!.id;

/** Applies as a new candidate; answers the application's id and its video's upload id. */
async function applied() {
  const candidate = await createAccount(ctx, 'User');
  const body = await validApplication(ctx, candidate);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload: body, headers: candidate.auth });
  expect(res.statusCode).toBe(201);
  return { applicationId: res.json().data._id as string, videoId: await uploadIdOf(body.video) };
}

describe('migration 0012: playable copies for videos uploaded before the worker', () => {
  it('queues the videos that can still be shown, and only those', async () => {
    const shown = await applied();
    const withdrawn = await applied();
    await ctx.app.db
      .update(applications)
      .set({ stage: 'Withdrawn' })
      .where(eq(applications.id, withdrawn.applicationId));
    const erased = await applied();
    await ctx.app.db
      .update(applications)
      .set({ anonymisedAt: new Date() })
      .where(eq(applications.id, erased.applicationId));
    const loose = await uploadIdOf(
      await uploadAs(ctx, await createAccount(ctx, 'User'), 'resume-video', 'video', sampleWebm),
    );
    // A video kept only in a candidate's profile.
    const keeper = await createAccount(ctx, 'User');
    const savedName = await uploadAs(ctx, keeper, 'resume-video', 'video', sampleWebm);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/candidate-profile/files',
      payload: { video: savedName },
      headers: keeper.auth,
    });
    expect(saved.statusCode).toBe(200);
    const savedId = await uploadIdOf(savedName);
    // As before the worker existed: no row for any video.
    await ctx.app.db.delete(videoRenditions);

    await ctx.app.db.execute(sql.raw(await readFile(migration, 'utf8')));

    const queued = await ctx.app.db.select().from(videoRenditions);
    expect(queued.map((r) => r.uploadId).sort()).toEqual([shown.videoId, savedId].sort());
    expect(queued.every((r) => r.state === 'pending')).toBe(true);
    expect(queued.map((r) => r.uploadId)).not.toContain(loose);

    // Run again (a copy already queued): nothing is added twice.
    await ctx.app.db.execute(sql.raw(await readFile(migration, 'utf8')));
    expect(await ctx.app.db.select().from(videoRenditions)).toHaveLength(2);
  });
});
