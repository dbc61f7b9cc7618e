import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

/** What one run of ffmpeg made: the playable copy, its poster frame, and what the copy measures. */
export interface Rendition {
  video: string;
  poster: string;
  durationMs: number;
  width: number;
  height: number;
}

/** Makes a rendition of `input` inside `outDir`; `signal` stops ffmpeg (the process is closing). */
export type Renderer = (input: string, outDir: string, signal: AbortSignal) => Promise<Rendition>;

/** A video ffmpeg could not make a copy of, or that took too long: worth another attempt at most. */
export class RenderError extends Error {}

/** ffmpeg was not found (or cannot run) at the configured path, or none was found (no path). */
export class FfmpegMissing extends Error {}

/** One video's copy must not run for ever: a 100 MB upload takes a few minutes on a small machine. */
export const renderTimeoutMs = 15 * 60_000;
/** Below every request: the copies wait while the machine is busy. */
const lowPriority = 19;
/** The end of ffmpeg's error output kept for last_error. */
const keptOutput = 2000;

/**
 * The playable copy: H.264/AAC in an MP4 whose index comes first (starts before it is all loaded),
 * at most 1280x720 (720x1280 upright), 30 frames a second, a key frame every 2 s so seeking is quick,
 * the bitrate capped so a 10 Mbit/s line plays it at once. Phones' rotation is applied by ffmpeg.
 */
export function renditionArgs(input: string, output: string) {
  const fit =
    "scale=w='if(gte(iw,ih),min(1280,iw),min(720,iw))':h='if(gte(iw,ih),min(720,ih),min(1280,ih))'" +
    ':force_original_aspect_ratio=decrease:force_divisible_by=2,format=yuv420p';
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', fit, '-fpsmax', '30'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-maxrate', '2M', '-bufsize', '4M'],
    ...['-force_key_frames', 'expr:gte(t,n_forced*2)'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ac', '1'],
    ...['-movflags', '+faststart', '-f', 'mp4', output],
  ];
}

/** The poster: one frame `atSeconds` in, as a JPEG the size of the copy. */
export function posterArgs(video: string, atSeconds: number, output: string) {
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-ss', atSeconds.toFixed(3), '-i', video],
    ...['-frames:v', '1', '-q:v', '4', '-f', 'image2', output],
  ];
}

/** Runs ffmpeg at low priority; answers its error output (the end of it). */
function run(ffmpegPath: string | undefined, args: string[], signal?: AbortSignal, timeoutMs = renderTimeoutMs) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    if (!ffmpegPath) return reject(new FfmpegMissing('no ffmpeg was found'));
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'ignore', 'pipe'], signal, timeout: timeoutMs });
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (output = (output + chunk).slice(-8 * keptOutput)));
    child.once('spawn', () => {
      try {
        if (child.pid) setPriority(child.pid, lowPriority);
      } catch {
        // Not allowed here: it still runs one at a time.
      }
    });
    child.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EACCES') reject(new FfmpegMissing(`${ffmpegPath}: ${err.code}`));
      else reject(err);
    });
    child.once('close', (code, signalName) => {
      if (signalName === 'SIGTERM' && !signal?.aborted) {
        return reject(new RenderError(`ffmpeg took longer than ${Math.round(timeoutMs / 60_000)} minutes`));
      }
      resolve({ code, output });
    });
  });
}

/** True when ffmpeg runs at this path. */
export async function ffmpegRuns(ffmpegPath: string | undefined) {
  try {
    return (await run(ffmpegPath, ['-hide_banner', '-version'], undefined, 30_000)).code === 0;
  } catch (err) {
    if (err instanceof FfmpegMissing) return false;
    throw err;
  }
}

/** Reads what ffmpeg prints about an input: its duration and the first video stream's size. */
export function parseMediaInfo(output: string) {
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(output);
  const size = /Stream #.*Video: .*?, (\d{2,5})x(\d{2,5})[ ,\n]/.exec(output);
  if (!duration || !size) return undefined;
  const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  return { durationMs: Math.round(seconds * 1000), width: Number(size[1]), height: Number(size[2]) };
}

const failure = (what: string, output: string) =>
  new RenderError(`${what}: ${output.trim().slice(-keptOutput) || 'ffmpeg failed without a message'}`);

/** The renderer with ffmpeg at `ffmpegPath`: the copy, what it measures, then its poster. */
export function ffmpegRenderer(ffmpegPath: string | undefined): Renderer {
  return async (input, outDir, signal) => {
    const video = path.join(outDir, 'rendition.mp4');
    const poster = path.join(outDir, 'poster.jpg');
    const made = await run(ffmpegPath, renditionArgs(input, video), signal);
    if (made.code !== 0) throw failure('the video could not be converted', made.output);
    // With no output named ffmpeg exits 1 after printing the input's description, which is all we want.
    const described = await run(ffmpegPath, ['-hide_banner', '-nostdin', '-i', video], signal, 60_000);
    const info = parseMediaInfo(described.output);
    if (!info || info.durationMs <= 0)
      throw failure('the converted video has no picture or no length', described.output);
    const at = Math.min(1, info.durationMs / 2000);
    const framed = await run(ffmpegPath, posterArgs(video, at, poster), signal, 60_000);
    if (framed.code !== 0) throw failure('the poster frame could not be made', framed.output);
    return { video, poster, ...info };
  };
}
