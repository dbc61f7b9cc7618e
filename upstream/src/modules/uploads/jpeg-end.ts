import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

const marker = { start: 0xd8, end: 0xd9, scan: 0xda } as const;
/** Markers that stand alone, without a length: TEM and the restart markers RST0-RST7. */
const standalone = (code: number) => code === 0x01 || (code >= 0xd0 && code <= 0xd7);

/**
 * Whether a JPEG file holds the end of its image (the EOI marker) after the image's first scan. libvips
 * does not always report a JPEG cut short as one (libvips/libvips#3293: `failOn` ignored for some
 * truncated files; a 2 KB header followed by garbage passed once in a full CI run), so the upload
 * checks it itself. The marker segments are walked by their lengths from the start to the first scan,
 * which skips an EXIF thumbnail's own end marker inside APP1; in the scan data a 0xFF byte is always
 * followed by 00 or a restart marker, so FF D9 there is the end. Bytes after it (the trailers some
 * phones append) are allowed. Anything that is not a JPEG, or whose segments cannot be walked, answers
 * true: this only adds a refusal, and libvips decides the rest.
 */
export async function jpegHasEnd(file: string): Promise<boolean> {
  const scanStart = await firstScanData(file);
  if (scanStart === 'not-jpeg') return true;
  if (scanStart === 'cut-short') return false;
  let previous = 0;
  for await (const chunk of createReadStream(file, { start: scanStart }) as AsyncIterable<Buffer>) {
    if (previous === 0xff && chunk[0] === marker.end) return true;
    for (let at = chunk.indexOf(0xff); at !== -1 && at < chunk.length - 1; at = chunk.indexOf(0xff, at + 1)) {
      if (chunk[at + 1] === marker.end) return true;
    }
    previous = chunk[chunk.length - 1] ?? 0;
  }
  return false;
}

/** Where the first scan's entropy-coded data starts; 'cut-short' when the file ends before it. */
async function firstScanData(file: string): Promise<number | 'not-jpeg' | 'cut-short'> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.alloc(4);
    const read = async (offset: number) => (await handle.read(bytes, 0, 4, offset)).bytesRead;
    if ((await read(0)) < 2 || bytes.readUInt16BE(0) !== (0xff00 | marker.start)) return 'not-jpeg';
    let offset = 2;
    while (offset < size) {
      const got = await read(offset);
      if (got < 2) return 'cut-short';
      if (bytes.readUInt8(0) !== 0xff) return 'not-jpeg';
      const code = bytes.readUInt8(1);
      if (code === 0xff)
        offset += 1; // a fill byte before the marker
      else if (standalone(code)) offset += 2;
      else if (code === marker.end)
        return 'not-jpeg'; // an end before any scan: no image to speak of
      else {
        if (got < 4) return 'cut-short';
        const next = offset + 2 + bytes.readUInt16BE(2);
        if (code === marker.scan) return next <= size ? next : 'cut-short';
        offset = next;
      }
    }
    return 'cut-short';
  } finally {
    await handle.close();
  }
}
