// A fake camera for Chromium (--use-file-for-fake-video-capture): a 1280x720 Y4M clip of about a
// second, which Chromium loops. It has grain and motion, so an encoder spends on it what it spends on
// a real phone camera; a flat test pattern would make any bitrate look small. Shared by the journeys
// (e2e/candidate-video.spec.ts) and the bench (scripts/bench/phone-video.mjs); written at run time.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the clip is written unless told otherwise: a temp folder, never the repository. */
export const defaultFakeCameraFile = path.join(os.tmpdir(), 'gulf-fake-camera', 'camera-1280x720.y4m');

/** Writes the clip (once: an existing file of the right size is kept) and answers its path. */
export function writeFakeCamera(
  file = defaultFakeCameraFile,
  { width = 1280, height = 720, fps = 30, frames = 30 } = {},
) {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = Buffer.from('FRAME\n');
  const lumaBytes = width * height;
  const chromaBytes = (width / 2) * (height / 2);
  const frameBytes = frameHeader.length + lumaBytes + 2 * chromaBytes;
  const size = header.length + frames * frameBytes;
  if (existsSync(file) && statSync(file).size === size) return file;

  const out = Buffer.alloc(size);
  header.copy(out, 0);
  let seed = 0x2545f491;
  const random = () => {
    // xorshift32: fast and repeatable, so every run records the same clip.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  for (let f = 0; f < frames; f++) {
    let at = header.length + f * frameBytes;
    frameHeader.copy(out, at);
    at += frameHeader.length;
    const phase = (f / frames) * Math.PI * 2;
    // A "face" that sways, over a background that pans: motion a camera in a hand would see.
    const cx = width / 2 + Math.sin(phase) * width * 0.12;
    const cy = height * 0.45 + Math.cos(phase) * height * 0.05;
    const radius = height * 0.22;
    const pan = f * 6;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const dx = x - cx;
        const dy = y - cy;
        const inFace = dx * dx + dy * dy < radius * radius;
        const stripes = 40 * Math.sin((x + pan) / 23) * Math.cos(y / 31);
        const base = inFace ? 170 + 20 * Math.sin(dy / 9) : 90 + stripes + (y / height) * 40;
        const grain = (random() - 0.5) * 18;
        out[at + y * width + x] = Math.max(16, Math.min(235, base + grain));
      }
    }
    at += lumaBytes;
    for (let plane = 0; plane < 2; plane++) {
      for (let y = 0; y < height / 2; y++) {
        for (let x = 0; x < width / 2; x++) {
          const tint = plane === 0 ? 120 + ((x + pan / 2) % 64) / 8 : 136 + (y % 48) / 8;
          out[at + y * (width / 2) + x] = tint + (random() - 0.5) * 6;
        }
      }
      at += chromaBytes;
    }
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then renamed: a browser started meanwhile never reads half a clip.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, out);
  renameSync(partial, file);
  return file;
}
