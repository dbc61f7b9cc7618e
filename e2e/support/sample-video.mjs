// A video introduction as a phone's MediaRecorder sends it: a WebM (VP8 and Opus) written live, so it
// carries neither a duration nor cues, and a player cannot seek in it until the server has fixed it.
// Made with ffmpeg (Debian's package, which the server's video processing uses too), once, in a temp
// folder. Shared by the journeys (e2e/staff-employer-portal-client.spec.ts) and the bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const folder = path.join(os.tmpdir(), 'gulf-sample-video');

/** The clip's bytes (`seconds` long, 640x360), as an upload's multipart file. */
export function recorderLikeVideo(seconds = 12) {
  const file = path.join(folder, `recorder-like-${seconds}s.webm`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    execFileSync(
      process.env.FFMPEG_PATH || 'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-y'],
        ['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`],
        ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
        ['-c:v', 'libvpx', '-b:v', '400k', '-deadline', 'realtime', '-cpu-used', '8'],
        ['-c:a', 'libopus', '-b:a', '48k'],
        // Live: no duration, no cues, as MediaRecorder writes it.
        ['-f', 'webm', '-live', '1', partial],
      ].flat(),
    );
    renameSync(partial, file);
  }
  return { name: 'intro.webm', mimeType: 'video/webm', buffer: readFileSync(file) };
}
