import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import type { NonceTemplate } from './nonce-template';

/** DEFLATE's window: a part may refer back this far. */
const windowBytes = 32 * 1024;
// A gzip member's header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// In zlib's thread pool: a 2 MB page takes ~100 ms to compress, which the event loop must not wait for.
const deflateRawAsync = promisify(deflateRaw);

/**
 * A page's gzip made once, with a gap at each nonce: per answer only the fresh nonce is written in,
 * as an uncompressed (stored) DEFLATE block, and the checksum is recomputed. Each part is compressed
 * byte-aligned (sync flush) with the page before it as its dictionary, nonces replaced by NUL bytes:
 * HTML holds no NUL, so no match can reach into a nonce, and the offsets stay right because every
 * fresh nonce has the render's length. The cost of an answer is a copy and a CRC, not a compression.
 */
export interface GzipTemplate {
  /** Raw DEFLATE of each part, all but the last ending byte-aligned (no final block). */
  segments: Buffer[];
}

export async function gzipTemplate(template: NonceTemplate, level = 9): Promise<GzipTemplate | undefined> {
  const { parts, nonceLength } = template;
  if (parts.some((part) => part.includes(0))) return undefined;
  const gap = Buffer.alloc(nonceLength);
  let history = Buffer.alloc(0);
  const segments = parts.map((part, i) => {
    const last = i === parts.length - 1;
    const dictionary = history.subarray(Math.max(0, history.length - windowBytes));
    if (!last) history = Buffer.concat([history.subarray(-windowBytes), part, gap]);
    return deflateRawAsync(part, {
      level,
      ...(dictionary.length > 0 ? { dictionary } : {}),
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
  });
  const compressed = await Promise.all(segments);
  // Each of zlib's answers is a view of its 16 KB output chunk, which it keeps alive: a page cut at 40
  // nonces held 672 KB for 6.7 KB of gzip (the test's page), and the page cache, which counts the
  // bytes, grew far past its size. Copied into one buffer of their exact total, the segments hold what they count.
  const whole = Buffer.concat(compressed);
  let offset = 0;
  return {
    segments: compressed.map((segment) => {
      offset += segment.length;
      return whole.subarray(offset - segment.length, offset);
    }),
  };
}

/** A DEFLATE stored block (not final) holding `data` (under 64 KB); it starts and ends byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip of `body` (the template filled with `nonce`), assembled from the precompressed parts. */
export function gzipWithNonce(gzip: GzipTemplate, nonce: string, body: Buffer): Buffer {
  const block = storedBlock(Buffer.from(nonce));
  const pieces: Buffer[] = [gzipHeader];
  gzip.segments.forEach((segment, i) => {
    if (i > 0) pieces.push(block);
    pieces.push(segment);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body) >>> 0, 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
