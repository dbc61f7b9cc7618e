import { imageWidths, resizableImage } from '@/lib/contracts/image-widths';
import { uploadUrl } from './upload-url';

/** What an <img> of an uploaded picture needs: `src`, and for photos a `srcSet` and its `sizes`. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The sources of an uploaded picture shown at most `maxWidth` CSS px wide, in a box `sizes`
 * describes: the listed widths up to twice `maxWidth` (and the first at or above it, so a 2x screen
 * is covered), from which the browser picks by its own screen. SVGs are vectors: one URL, any size.
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
    sizes,
  };
}
