// Run with tsx by video-start.mjs: `node --import tsx scripts/bench/video-rendition.mjs <dir> <seconds>`.
// Makes a recording as the application form records (the recorder's settings, the fake camera's grain
// and motion; a live WebM, so no duration and no cues), then its copy through the upstream's own
// pipeline (modules/uploads/ffmpeg.ts, as the worker runs it). Prints one line of JSON.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { recorderSettings } from '../../lib/contracts/uploads/resumable.ts';
import { ffmpegRenderer } from '../../upstream/src/modules/uploads/ffmpeg.ts';
import { writeFakeCamera } from '../../e2e/support/fake-camera.mjs';

const run = promisify(execFile);
const [dir, seconds = '60'] = process.argv.slice(2);
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
const recording = path.join(dir, 'recording.webm');
const s = recorderSettings;
await run(ffmpeg, [
  ...['-nostdin', '-hide_banner', '-v', 'error', '-y', '-stream_loop', '-1', '-i', writeFakeCamera()],
  ...['-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`, '-t', seconds],
  ...['-vf', `scale=${s.width}:${s.height},fps=${s.frameRate}`],
  ...['-c:v', 'libvpx', '-b:v', String(s.videoBitsPerSecond), '-deadline', 'realtime', '-cpu-used', '8'],
  ...['-c:a', 'libopus', '-b:a', String(s.audioBitsPerSecond), '-ac', String(s.audioChannels)],
  ...['-f', 'webm', '-live', '1', recording],
]);
const started = Date.now();
const made = await ffmpegRenderer(ffmpeg)(recording, dir, new AbortController().signal);
console.log(JSON.stringify({ recording, ...made, ms: Date.now() - started }));
