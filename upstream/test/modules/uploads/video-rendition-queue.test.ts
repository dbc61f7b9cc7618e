import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { uploads, videoRenditions } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { uploadAs } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { fakeRenderer, renditionOf, testWorker } from './video-fixtures';
import { ffmpegTimeout, videoWorld } from './video-world';

const { ctx, recorded, queuedVideo, clearQueue, close } = await videoWorld();
afterAll(close);

describe('the queue', () => {
  it('never lets two workers on one database take the same video', async () => {
    await clearQueue();
    const ids = await Promise.all(Array.from({ length: 8 }, () => queuedVideo()));
    const taken = new Map<string, string[]>();
    // Each worker's first video waits until the other has taken one (or 5 s pass), so that on a loaded
    // machine the second worker's pool cannot connect only after the first has emptied the queue.
    let bothTook!: () => void;
    const bothTaking = new Promise<void>((resolve) => (bothTook = resolve));
    const worker = (name: string, db = ctx.app.db) =>
      testWorker(ctx, {
        db,
        render: fakeRenderer(async (input) => {
          taken.set(name, [...(taken.get(name) ?? []), input]);
          if (taken.size === 2) bothTook();
          await Promise.race([bothTaking, new Promise((resolve) => setTimeout(resolve, 5_000))]);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      });
    // On PostgreSQL the second worker has a connection pool of its own, as a second instance would.
    const counts = await Promise.all([worker('a').drain(), worker('b', ctx.testDb.reopen().db).drain()]);
    expect(counts[0] + counts[1]).toBe(ids.length);
    // Both worked at the same time, each on videos of its own.
    expect(counts.every((n) => n > 0)).toBe(true);
    const rows = await ctx.app.db.select().from(videoRenditions);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual(ids.map(() => ['ready', 1]));
  });

  it('takes again a video whose worker stopped mid-way, and gives up once it has had its 3 attempts', async () => {
    await clearQueue();
    const stopped = await queuedVideo();
    const spent = await queuedVideo();
    const longAgo = new Date(Date.now() - 3_600_000);
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'processing', claimedAt: longAgo, attempts: 1 })
      .where(eq(videoRenditions.uploadId, stopped));
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'processing', claimedAt: longAgo, attempts: 3 })
      .where(eq(videoRenditions.uploadId, spent));
    // A claim younger than the limit is still its worker's.
    const fresh = await queuedVideo();
    await ctx.app.db
      .update(videoRenditions)
      .set({ state: 'processing', claimedAt: new Date(), attempts: 1 })
      .where(eq(videoRenditions.uploadId, fresh));

    await testWorker(ctx, { render: fakeRenderer(), staleMs: 60_000 }).drain();
    expect(await renditionOf(ctx, stopped)).toMatchObject({ state: 'ready', attempts: 2 });
    expect(await renditionOf(ctx, spent)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'processing stopped before it finished',
    });
    expect(await renditionOf(ctx, fresh)).toMatchObject({ state: 'processing', attempts: 1 });
  });

  it('gives the video back to the queue, uncounted, when the worker is closed mid-way', async () => {
    await clearQueue();
    const id = await queuedVideo();
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const worker = testWorker(ctx, {
      render: (_input, _out, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    });
    const run = worker.drain();
    await rendering;
    await worker.close();
    expect(await run).toBe(1);
    expect(await renditionOf(ctx, id)).toMatchObject({ state: 'pending', attempts: 0, claimedAt: null });
  });

  it('leaves no copy behind when the upload is deleted while its copy is being made', async () => {
    await clearQueue();
    const id = await queuedVideo();
    const before = new Set(await readdirNames());
    await testWorker(ctx, {
      render: fakeRenderer(async () => {
        await ctx.app.db.delete(uploads).where(eq(uploads.id, id));
      }),
    }).drain();
    expect(await renditionOf(ctx, id)).toBeUndefined();
    expect((await readdirNames()).filter((name) => !before.has(name))).toEqual([]);
  });

  it(
    'answers an upload before its copy is made, the worker making it in the background',
    async () => {
      await clearQueue();
      const live = await buildTestApp({ seed: false, config: { VIDEO_WORKER: 'on' } });
      try {
        const account = await createAccount(live, 'User');
        const fileName = await uploadAs(live, account, 'resume-video', 'video', recorded);
        const [upload] = await live.app.db.select().from(uploads).where(eq(uploads.fileName, fileName));
        const stateNow = async () =>
          (await live.app.db.select().from(videoRenditions).where(eq(videoRenditions.uploadId, upload!.id)))[0]?.state;
        // The upload answered before its copy was made: it woke the worker, which works afterwards.
        expect(['pending', 'processing']).toContain(await stateNow());
        // ffmpeg runs at the lowest priority: on a busy machine it waits.
        const deadline = Date.now() + ffmpegTimeout - 10_000;
        while (Date.now() < deadline && (await stateNow()) !== 'ready') {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(await stateNow()).toBe('ready');
      } finally {
        await live.close();
      }
    },
    ffmpegTimeout,
  );
});

async function readdirNames() {
  const names: string[] = [];
  for await (const file of ctx.app.storage.private.list()) names.push(file.name);
  return names;
}
