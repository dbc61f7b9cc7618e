import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resumableUpload } from '@contracts/uploads/resumable';
import { afterAll, describe, expect, it } from 'vitest';
import { uploads, videoRenditions } from '../../../src/db/schema';
import { systemProgramDirs } from '../../../src/lib/system-program';
import { ffmpegRenderer } from '../../../src/modules/uploads/ffmpeg';
import { createAccount } from '../../helpers/accounts';
import { uploadAs } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { samplePdf, sampleWebm } from '../../helpers/files';
import { uploadInChunks } from '../../helpers/tus';
import { fakeRenderer, probe, renditionOf, testWorker, topLevelBoxes } from './video-fixtures';
import { ffmpegTimeout, videoWorld } from './video-world';

const { ctx, candidate, workDir, recorded, storedPath, queuedVideo, clearQueue, close } = await videoWorld();
afterAll(close);

const uploadVideo = (content = recorded, account = candidate) =>
  uploadAs(ctx, account, 'resume-video', 'video', content);
const uploadIdOf = async (fileName: string) =>
  (await ctx.app.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.fileName, fileName)))[0]!.id;

describe('making a playable copy of an uploaded video', () => {
  it(
    'turns a recorded WebM (no duration, no cues) into a faststart H.264/AAC MP4 with its length, size and a poster',
    async () => {
      await clearQueue();
      const fileName = await uploadVideo();
      const uploadId = await uploadIdOf(fileName);
      expect((await renditionOf(ctx, uploadId))?.state).toBe('pending');

      expect(await ctx.app.videoRenditions.drain()).toBe(1);
      const row = (await renditionOf(ctx, uploadId))!;
      expect(row).toMatchObject({
        state: 'ready',
        width: 640,
        height: 480,
        attempts: 1,
        lastError: null,
        claimedAt: null,
      });
      expect(row.durationMs).toBeGreaterThanOrEqual(2900);
      expect(row.durationMs).toBeLessThanOrEqual(3200);
      expect(row.fileName).toMatch(/^[0-9a-f-]{36}\.mp4$/);
      expect(row.posterFileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);

      const copy = storedPath(row.fileName!);
      const info = await probe(copy);
      expect(info.format.format_name).toContain('mp4');
      expect(Number(info.format.duration)).toBeGreaterThan(2.9);
      expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({
        width: 640,
        height: 480,
        pix_fmt: 'yuv420p',
      });
      const boxes = await topLevelBoxes(copy);
      expect(boxes).toContain('mdat');
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      const poster = await readFile(storedPath(row.posterFileName!));
      expect(poster.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      expect((await probe(storedPath(row.posterFileName!))).streams[0]).toMatchObject({ width: 640, height: 480 });
      // The original stays as it was uploaded.
      expect((await readFile(storedPath(fileName))).equals(recorded)).toBe(true);
    },
    ffmpegTimeout,
  );

  it('queues a video finished through the resumable (tus) upload as well', async () => {
    await clearQueue();
    const { last } = await uploadInChunks(ctx, candidate, recorded);
    const fileName = last.headers[resumableUpload.resultHeader.toLowerCase()] as string;
    const uploadId = await uploadIdOf(fileName);
    expect((await renditionOf(ctx, uploadId))?.state).toBe('pending');
    await testWorker(ctx, { render: fakeRenderer() }).drain();
    expect((await renditionOf(ctx, uploadId))?.state).toBe('ready');
  });

  it('queues nothing for a resume or a picture', async () => {
    await clearQueue();
    await uploadAs(ctx, candidate, 'resume-image', 'image', samplePdf);
    expect(await ctx.app.db.select().from(videoRenditions)).toEqual([]);
  });

  it(
    'scales an upright 1080x1920 phone video down to 720x1280',
    async () => {
      const input = path.join(workDir, 'upright.mp4');
      const { execFile } = await import('node:child_process');
      await new Promise<void>((resolve, reject) =>
        execFile(
          'ffmpeg',
          [
            '-v',
            'error',
            '-y',
            '-f',
            'lavfi',
            '-i',
            'testsrc=size=1080x1920:rate=10:duration=0.5',
            '-c:v',
            'libx264',
            '-preset',
            'ultrafast',
            input,
          ],
          (err) => (err ? reject(err) : resolve()),
        ),
      );
      const out = await mkdtemp(path.join(workDir, 'upright-'));
      const made = await ffmpegRenderer('ffmpeg')(input, out, new AbortController().signal);
      expect(made).toMatchObject({ width: 720, height: 1280 });
      const video = (await probe(made.video)).streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ width: 720, height: 1280 });
    },
    ffmpegTimeout,
  );
});

describe('when ffmpeg is missing or the video is broken', () => {
  it(
    'marks videos unavailable without ffmpeg (FFMPEG_PATH=/nonexistent), logs that once, and requeues them once ffmpeg is found',
    async () => {
      await clearQueue();
      const noFfmpeg = await buildTestApp({ seed: false, config: { FFMPEG_PATH: '/nonexistent' } });
      try {
        const account = await createAccount(noFfmpeg, 'User');
        const first = await uploadAs(noFfmpeg, account, 'resume-video', 'video', recorded);
        await noFfmpeg.app.videoRenditions.drain();
        const [row] = await noFfmpeg.app.db.select().from(videoRenditions);
        expect(row).toMatchObject({ state: 'unavailable', attempts: 0, fileName: null });
        expect((await noFfmpeg.app.db.select().from(uploads).where(eq(uploads.fileName, first))).length).toBe(1);
      } finally {
        await noFfmpeg.close();
      }

      const warnings: string[] = [];
      const log = Object.assign(Object.create(ctx.app.log) as typeof ctx.app.log, {
        warn: (message: unknown) => void warnings.push(String(message)),
      });
      const missing = testWorker(ctx, { ffmpegPath: '/nonexistent', log });
      const ids = [await queuedVideo(recorded), await queuedVideo(recorded)];
      await missing.drain();
      await queuedVideo(recorded);
      await missing.drain();
      expect(warnings).toEqual([expect.stringContaining('ffmpeg was not found at "/nonexistent"')]);
      for (const id of ids) expect((await renditionOf(ctx, id))?.state).toBe('unavailable');

      expect(await testWorker(ctx, { render: fakeRenderer() }).drain()).toBe(3);
      for (const id of ids) expect((await renditionOf(ctx, id))?.state).toBe('ready');
    },
    ffmpegTimeout,
  );

  it('logs the ffmpeg it runs by its absolute path, and where it looked when none was found', async () => {
    await clearQueue();
    const watched = (ffmpegPath: string | undefined) => {
      const lines: string[] = [];
      const record = (message: unknown) => void lines.push(String(message));
      const log = Object.assign(Object.create(ctx.app.log) as typeof ctx.app.log, { info: record, warn: record });
      return { lines, worker: testWorker(ctx, { ffmpegPath, log }) };
    };
    const found = watched(ctx.config.FFMPEG_PATH);
    await found.worker.drain();
    expect(path.isAbsolute(ctx.config.FFMPEG_PATH ?? '')).toBe(true);
    expect(found.lines).toEqual([`video processing: ffmpeg ${ctx.config.FFMPEG_PATH}`]);
    const none = watched(undefined);
    await none.worker.drain();
    expect(none.lines).toEqual([
      `video processing: ffmpeg was not found in ${systemProgramDirs.join(', ')} (FFMPEG_PATH); videos are served as uploaded`,
    ]);
  });

  it(
    'gives up on a file ffmpeg cannot read after 3 attempts, keeping the last error',
    async () => {
      await clearQueue();
      const fileName = await uploadVideo(sampleWebm);
      const uploadId = await uploadIdOf(fileName);

      // With the default delay a failed attempt waits (a minute) before the next one.
      await testWorker(ctx, { retryDelayMs: 60_000 }).drain();
      expect(await renditionOf(ctx, uploadId)).toMatchObject({ state: 'pending', attempts: 1 });

      expect(await testWorker(ctx).drain()).toBe(2);
      const row = await renditionOf(ctx, uploadId);
      expect(row).toMatchObject({ state: 'failed', attempts: 3, fileName: null, posterFileName: null });
      expect(row?.lastError).toMatch(/^the video could not be converted: /);
      expect(await testWorker(ctx).drain()).toBe(0);
    },
    ffmpegTimeout,
  );
});
