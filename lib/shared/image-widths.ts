// No zod here: the public pages' srcset helper (lib/client/image-srcset.ts) reaches client bundles.

/**
 * The widths (px) a public picture is served at, as `/uploads/{file}?w={width}`: WebP made on first
 * request and kept on disk. A fixed list, so the copies kept per picture are bounded (docs/decisions/0009).
 */
export const imageWidths = [96, 160, 320, 480, 640, 960, 1280, 1600, 2048] as const;

export type ImageWidth = (typeof imageWidths)[number];

export const isImageWidth = (n: number): n is ImageWidth => (imageWidths as readonly number[]).includes(n);

export const imageWidthMessage = `The width (w) must be one of ${imageWidths.join(', ')}.`;

/** Stored pictures the server can make narrower copies of; SVGs are vectors and are sent as they are. */
export const resizableImage = /\.(jpe?g|png|webp|gif|avif)$/i;
