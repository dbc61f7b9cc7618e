import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegHasEnd } from '../../../src/modules/uploads/jpeg-end';
import { samplePng } from '../../helpers/files';
import { phonePhoto } from '../../helpers/phone-photo.mjs';

let dir: string;
let photo: Buffer;
let named = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'jpeg-end-'));
  // Small, so that the header's end and the scan data fall in the first read's chunk and past it alike.
  photo = await phonePhoto(800, 600);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const hasEnd = async (content: Buffer) => {
  const file = path.join(dir, `${(named += 1)}.jpg`);
  await writeFile(file, content);
  return jpegHasEnd(file);
};
/** An APP1 segment whose payload holds an end marker, as an EXIF thumbnail's own JPEG does. */
const app1WithThumbnailEnd = () => {
  const payload = Buffer.from([0x45, 0x78, 0x69, 0x66, 0, 0, 0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
};
const withApp1 = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), app1WithThumbnailEnd(), jpeg.subarray(2)]);

describe('whether a JPEG holds the end of its image (uploads/jpeg-end.ts)', () => {
  it('finds the end of a whole photo, also with a thumbnail in its EXIF and a trailer after its end', async () => {
    expect(await hasEnd(photo)).toBe(true);
    expect(await hasEnd(withApp1(photo))).toBe(true);
    expect(
      await hasEnd(Buffer.concat([photo, Buffer.from('SEFHtrailer of a phone maker'), Buffer.alloc(70_000, 1)])),
    ).toBe(true);
    // A progressive JPEG: several scans, tables between them.
    expect(await hasEnd(await sharp(photo).jpeg({ progressive: true }).toBuffer())).toBe(true);
  });

  it('finds none in a photo cut short, a header followed by garbage, or a thumbnail’s end before a cut scan', async () => {
    expect(await hasEnd(photo.subarray(0, photo.length - 2))).toBe(false);
    expect(await hasEnd(photo.subarray(0, photo.length / 2))).toBe(false);
    expect(await hasEnd(Buffer.concat([photo.subarray(0, 2048), Buffer.alloc(4096, 7)]))).toBe(false);
    expect(await hasEnd(withApp1(photo.subarray(0, photo.length / 2)))).toBe(false);
    // Cut inside the header, before the scan starts.
    expect(await hasEnd(photo.subarray(0, 300))).toBe(false);
  });

  it('has no opinion on what is not a JPEG (the decoder decides)', async () => {
    expect(await hasEnd(samplePng)).toBe(true);
    expect(await hasEnd(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(true);
  });
});
