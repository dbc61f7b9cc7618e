import { imageWidths, resizableImage } from '@/lib/shared/image-widths';
import { uploadUrl } from './upload-url';

/** What an <img> of an uploaded picture needs: `src`, and for photos a `srcSet` and its `sizes`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Screens denser than 2x are told the box is smaller by about 2/density, so they fetch about twice
 * the box's CSS width, not 2.6 or 3 times it: past 2x the eye sees no difference, the bytes double.
 */
const densityCaps = [
  { dppx: 3, factor: 0.667 },
  { dppx: 2.5, factor: 0.8 },
] as const;

/** A sizes list's entries, split at the commas outside parentheses. */
function sizeEntries(sizes: string) {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++;
    else if (sizes[i] === ')') depth--;
    else if (sizes[i] === ',' && depth === 0) {
      entries.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start).trim());
  return entries;
}

/** An entry's media condition (empty for the last, unconditional one) and its length: what follows the last space outside parentheses. */
function splitEntry(entry: string) {
  let depth = 0;
  for (let i = entry.length - 1; i >= 0; i--) {
    if (entry[i] === ')') depth++;
    else if (entry[i] === '(') depth--;
    else if (entry[i] === ' ' && depth === 0) return { media: entry.slice(0, i).trim(), length: entry.slice(i + 1) };
  }
  return { media: '', length: entry };
}

/** `sizes` with the density caps in front: the browser takes the first entry whose condition holds. */
export function densityCappedSizes(sizes: string) {
  const entries = sizeEntries(sizes).map(splitEntry);
  const capped = densityCaps.flatMap(({ dppx, factor }) =>
    entries.map(({ media, length }) => {
      const condition = media ? `(min-resolution: ${dppx}dppx) and ${media}` : `(min-resolution: ${dppx}dppx)`;
      return `${condition} calc(${length} * ${factor})`;
    }),
  );
  return [...capped, sizes].join(', ');
}

/**
 * The sources of an uploaded picture shown at most `maxWidth` CSS px wide, in a box `sizes`
 * describes: the listed widths up to twice `maxWidth` (and the first at or above it, so a 2x screen
 * is covered), from which the browser picks by its own screen, denser than 2x counted as about 2x.
 * SVGs are vectors: one URL, any size.
 */
export function uploadImageSources(
  file: string,
  { sizes, maxWidth }: { sizes: string; maxWidth: number },
): ImageSources {
  if (!resizableImage.test(file)) return { src: uploadUrl(file)! };
  const cap = imageWidths.findIndex((w) => w >= 2 * maxWidth);
  const widths = cap === -1 ? imageWidths : imageWidths.slice(0, cap + 1);
  // Browsers without srcset get the copy nearest a 1x screen.
  const fallback = widths.find((w) => w >= maxWidth) ?? widths[widths.length - 1]!;
  return {
    src: uploadUrl(file, fallback)!,
    srcSet: widths.map((w) => `${uploadUrl(file, w)} ${w}w`).join(', '),
    sizes: densityCappedSizes(sizes),
  };
}
