import type { Readable } from 'node:stream';
import { readFile, rename, stat, unlink } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../../http-error';
import type { AcceptedType } from './file-kinds';
import { jpegHasEnd } from './jpeg-end';

// libvips keeps the results of its last operations (up to 50 MB by default) to reuse them: every
// picture here is decoded and encoded once, so nothing would ever be reused, and the memory stayed held.
sharp.cache(false);

/** 50 MP: every phone's photo fits (48 MP modes included); a decompression bomb does not. */
export const maxInputPixels = 50_000_000;
/** The long side of a stored picture: twice the widest box a page shows one in (a full-width hero). */
export const maxStoredSide = 2048;
/** Quality 75 at effort 4: a 3 MB, 12 MP phone photo becomes about 300 KB at 2048 px in under a second (decision 0009). */
const webpOptions = { quality: 75, effort: 4 } as const;

const tooManyPixels = `The picture is too large (at most ${maxInputPixels / 1_000_000} megapixels).`;
const unreadable = 'The picture could not be read: the file is damaged, cut short or not really a picture.';

/** An error sharp or the HEIC decoder threw, said as a 400 on the upload's field. */
function refusal(err: unknown, field: string) {
  const message = err instanceof Error && /pixel limit/i.test(err.message) ? tooManyPixels : unreadable;
  return badRequest(message, field);
}

/**
 * HEIC from phones is HEVC-coded, which sharp's prebuilt libvips cannot decode: libheif compiled to
 * wasm (heic-decode) gives the first image's pixels (its rotation already applied), checked for size
 * before they are decoded. The decoder is imported on the first HEIC photo, not at start: importing it
 * instantiates libheif's wasm, about 24 MB of memory that most days' uploads never use.
 */
async function heicPixels(file: string, field: string): Promise<Sharp> {
  const buffer = await readFile(file);
  const { default: decodeHeic } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer });
  } catch (err) {
    throw refusal(err, field);
  }
  try {
    const first = images[0]!;
    if (first.width * first.height > maxInputPixels) throw badRequest(tooManyPixels, field);
    const { width, height, data } = await first.decode().catch((err: unknown) => {
      throw refusal(err, field);
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

const decodeOptions = { limitInputPixels: maxInputPixels, failOn: 'truncated', sequentialRead: true } as const;

/** A decoder for a stored or arriving picture: pixel limit, truncated files refused, first frame only. */
const openPicture = (file: string) => sharp(file, decodeOptions).autoOrient();

/**
 * Re-encodes an uploaded picture into `output` as WebP: EXIF orientation applied, every piece of
 * metadata dropped (EXIF with GPS, XMP, IPTC; colours converted to sRGB), the long side at most
 * 2048 px (never enlarged), an animation's first frame only. Throws a 400 naming `field` when the
 * picture cannot be decoded; `output` is then not left behind.
 */
export async function reencodePicture(
  input: string,
  output: string,
  decoder: NonNullable<AcceptedType['decoder']>,
  field: string,
) {
  // A JPEG cut short is refused here too: libvips does not always say so (jpeg-end.ts).
  if (decoder === 'sharp' && !(await jpegHasEnd(input))) throw badRequest(unreadable, field);
  const source = decoder === 'heic' ? await heicPixels(input, field) : openPicture(input);
  try {
    const info = await source
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp(webpOptions)
      .toFile(output);
    return { width: info.width, height: info.height, sizeBytes: info.size };
  } catch (err) {
    await unlink(output).catch(() => undefined);
    throw refusal(err, field);
  }
}

/**
 * Writes a narrower WebP copy of a public picture to `output` (through a temporary file renamed into
 * place, so a reader never sees half of it). Orientation applied and metadata dropped, as on upload:
 * files stored before the pipeline existed get the same treatment.
 */
export async function writeVariant(source: Readable, output: string, width: number) {
  const partial = `${output}.${process.pid}.${Date.now()}.part`;
  const decoder = sharp(decodeOptions).autoOrient();
  source.on('error', (err) => decoder.destroy(err));
  source.pipe(decoder);
  try {
    await decoder.resize({ width, withoutEnlargement: true }).toColourspace('srgb').webp(webpOptions).toFile(partial);
    await rename(partial, output);
  } finally {
    await unlink(partial).catch(() => undefined);
  }
  return stat(output);
}
