import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DataPaths } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { makeStagingFolder } from './receive-file';
import { FfmpegMissing, ffmpegRenderer, ffmpegRuns, renderTimeoutMs, type Renderer } from './ffmpeg';
import { StorageUnavailable } from '../../storage/storage-unavailable';
import { systemProgramDirs } from '../../lib/system-program';
import {
  claimNext,
  markAttemptFailed,
  markReady,
  postponeClaim,
  releaseClaim,
  requeueUnavailable,
  type Claim,
} from './rendition-repository';

export interface VideoWorkerOptions {
  db: Database;
  /** Private storage: the originals are read from it and the copies and posters put into it. */
  storage: FileStorage;
  paths: DataPaths;
  log: FastifyBaseLogger;
  /** An absolute path (config's FFMPEG_PATH); undefined when none was found. */
  ffmpegPath: string | undefined;
  /** False: `wake()` does nothing (VIDEO_WORKER=off); `drain()` still runs the queue when called. */
  enabled: boolean;
  /** Tests put a fake in ffmpeg's place. */
  render?: Renderer;
  maxAttempts?: number;
  /** How long a failed attempt waits before the next. */
  retryDelayMs?: number;
  /** A claim older than this belongs to a process that stopped: past ffmpeg's own time limit. */
  staleMs?: number;
}

/** What happened to one claimed video. */
type Outcome = 'ready' | 'retry' | 'failed' | 'unavailable' | 'released' | 'lost' | 'postponed';

/**
 * Makes the playable copy and poster of each queued video (video_renditions), one at a time per
 * process, ffmpeg at low priority. `wake()` starts a run when there is none (an upload was queued);
 * a run claims rows until none waits. Without ffmpeg each video is marked 'unavailable' (logged once)
 * and the original is what is served.
 */
export class VideoRenditionWorker {
  private running?: Promise<number>;
  private again = false;
  private closing = false;
  private readonly stop = new AbortController();
  private ffmpeg?: Promise<boolean>;
  private readonly render: Renderer;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly staleMs: number;

  constructor(private readonly options: VideoWorkerOptions) {
    this.render = options.render ?? ffmpegRenderer(options.ffmpegPath);
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 60_000;
    this.staleMs = options.staleMs ?? 2 * renderTimeoutMs;
  }

  /** Starts a run in the background unless one is under way (which then looks again before it ends). */
  wake() {
    if (!this.options.enabled || this.closing) return;
    this.drain().catch((err: unknown) =>
      this.options.log.error({ err }, 'video processing: the queue could not be read'),
    );
  }

  /** Runs the queue until no video waits; answers how many this run took. */
  drain(): Promise<number> {
    this.again = true;
    this.running ??= this.loop().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops ffmpeg, gives a video being made back to the queue, and waits for the run to end. */
  async close() {
    this.closing = true;
    this.stop.abort();
    await this.running?.catch(() => undefined);
  }

  private async loop() {
    let taken = 0;
    // Asked first, so a worker that finds ffmpeg requeues what waited for it ('unavailable').
    await this.hasFfmpeg();
    while (this.again && !this.closing) {
      this.again = false;
      for (;;) {
        if (this.closing) break;
        const claim = await claimNext(this.options.db, { retryDelayMs: this.retryDelayMs, staleMs: this.staleMs });
        if (!claim) break;
        taken++;
        // The store is down: the other videos would fail the same way; the next wake tries again.
        if ((await this.process(claim)) === 'postponed') return taken;
      }
    }
    return taken;
  }

  /** Whether ffmpeg runs here: asked once per process (its path, or its absence, logged). */
  private hasFfmpeg() {
    const { ffmpegPath, log } = this.options;
    this.ffmpeg ??= ffmpegRuns(ffmpegPath).then(async (found) => {
      if (!found) {
        const where = ffmpegPath ? `at "${ffmpegPath}"` : `in ${systemProgramDirs.join(', ')}`;
        log.warn(`video processing: ffmpeg was not found ${where} (FFMPEG_PATH); videos are served as uploaded`);
      } else {
        log.info(`video processing: ffmpeg ${ffmpegPath}`);
        const requeued = await requeueUnavailable(this.options.db);
        if (requeued > 0) log.info({ requeued }, 'video processing: ffmpeg found; waiting videos requeued');
      }
      return found;
    });
    return this.ffmpeg;
  }

  private async process(claim: Claim): Promise<Outcome> {
    const { db, storage, log } = this.options;
    if (claim.attempts > this.maxAttempts) {
      // Claimed again after its process stopped mid-way, with no attempt left.
      await markAttemptFailed(db, claim, 'processing stopped before it finished', this.maxAttempts);
      return 'failed';
    }
    if (!(await this.hasFfmpeg())) {
      await releaseClaim(db, claim, 'unavailable');
      return 'unavailable';
    }
    const dir = await makeStagingFolder(this.options.paths, 'rendition-');
    const started = Date.now();
    try {
      const input = path.join(dir, 'original');
      // Through the storage interface (not the disk path), so an object store works the same.
      await pipeline(storage.openRead(claim.fileName), createWriteStream(input, { mode: 0o600 }));
      const made = await this.render(input, dir, this.stop.signal);
      const fileName = `${randomUUID()}.mp4`;
      const posterFileName = `${randomUUID()}.jpg`;
      await storage.putFile(made.video, fileName);
      await storage.putFile(made.poster, posterFileName);
      const { durationMs, width, height } = made;
      if (!(await markReady(db, claim, { fileName, posterFileName, durationMs, width, height }))) {
        // The upload was deleted (or the claim expired and another worker took it) meanwhile.
        await Promise.all([storage.delete(fileName), storage.delete(posterFileName)]);
        return 'lost';
      }
      log.info({ uploadId: claim.uploadId, durationMs, ms: Date.now() - started }, 'video processing: copy ready');
      return 'ready';
    } catch (err) {
      if (this.closing) {
        await releaseClaim(db, claim, 'pending');
        return 'released';
      }
      if (err instanceof StorageUnavailable) {
        await postponeClaim(db, claim);
        log.warn({ uploadId: claim.uploadId }, 'video processing: file storage is unavailable; the video waits');
        return 'postponed';
      }
      if (err instanceof FfmpegMissing) {
        // Removed or made unrunnable since it was found.
        this.ffmpeg = Promise.resolve(false);
        await releaseClaim(db, claim, 'unavailable');
        return 'unavailable';
      }
      const message = err instanceof Error ? err.message : String(err);
      const state = await markAttemptFailed(db, claim, message, this.maxAttempts);
      log.warn({ uploadId: claim.uploadId, attempt: claim.attempts, state }, `video processing failed: ${message}`);
      return state === 'failed' ? 'failed' : 'retry';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
