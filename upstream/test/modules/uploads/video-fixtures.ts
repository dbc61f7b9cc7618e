import { execFile } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { videoRenditions } from '../../../src/db/schema';
import type { Renderer } from '../../../src/modules/uploads/ffmpeg';
import { VideoRenditionWorker, type VideoWorkerOptions } from '../../../src/modules/uploads/rendition-worker';
import type { TestContext } from '../../helpers/build-test-app';
import { sampleJpeg } from '../../helpers/files';

const run = promisify(execFile);

/**
 * Fails loudly when ffmpeg or ffprobe is missing: .ci/run installs Debian's ffmpeg, so a machine
 * without it is set up wrong, and skipping would hide that.
 */
export async function requireFfmpeg() {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    await run(tool, ['-hide_banner', '-version']).catch(() => {
      throw new Error(`${tool} is not installed: the video tests need it (apt-get install ffmpeg, as .ci/run does)`);
    });
  }
}

/**
 * A recording as Chromium's MediaRecorder leaves it: VP8 and Opus in a WebM written as a live stream,
 * so it has no duration and no cues (no seek bar as it is).
 */
export async function recordedWebm(dir: string, seconds = 3) {
  const file = path.join(dir, 'recorded.webm');
  await run('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x480:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '400k', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
    ...['-f', 'webm', '-live', '1', file],
  ]);
  return readFile(file);
}

/** What ffprobe reads of a file: its format's duration and each stream's codec and size. */
export async function probe(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration?: string; format_name: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  };
  return info;
}

/** The order of an MP4's top-level boxes (moov before mdat: it starts playing before it is all loaded). */
export async function topLevelBoxes(file: string) {
  const bytes = await readFile(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** A renderer that needs no ffmpeg: copies the input as the "copy" and writes a small JPEG poster. */
export const fakeRenderer =
  (onRender?: (input: string) => Promise<void>): Renderer =>
  async (input, outDir) => {
    await onRender?.(input);
    const video = path.join(outDir, 'rendition.mp4');
    const poster = path.join(outDir, 'poster.jpg');
    await copyFile(input, video);
    await writeFile(poster, sampleJpeg);
    return { video, poster, durationMs: 3000, width: 640, height: 480 };
  };

/** A worker on the test app's database and storage; options override (a fake renderer, no retry delay). */
export function testWorker(ctx: TestContext, options: Partial<VideoWorkerOptions> = {}) {
  return new VideoRenditionWorker({
    db: ctx.app.db,
    storage: ctx.app.storage.private,
    paths: ctx.config.paths,
    log: ctx.app.log,
    ffmpegPath: ctx.config.FFMPEG_PATH,
    enabled: false,
    retryDelayMs: 0,
    ...options,
  });
}

export async function renditionOf(ctx: TestContext, uploadId: string) {
  const [row] = await ctx.app.db.select().from(videoRenditions).where(eq(videoRenditions.uploadId, uploadId));
  return row;
}
