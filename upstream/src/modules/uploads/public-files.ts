import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resizableImage } from '@contracts/image-widths';
import type { DataPaths } from '../../config';
import { HttpError, notFound } from '../../http-error';
import { writeVariant } from './image-pipeline';

/** A served file name is one plain segment: no slashes, no leading dot, no `..`. */
const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

const publicTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

/** Variants being made in this process, by their path: concurrent requests for one wait for one encode. */
const inFlight = new Map<string, Promise<unknown>>();

/** The folder of a picture's narrower copies. */
export const variantDir = (paths: DataPaths, fileName: string) => path.join(paths.imageVariants, fileName);

/** A strong validator from the file's size and time: files are never rewritten in place. */
const etagOf = (info: { size: number; mtimeMs: number }) =>
  `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;

/**
 * A public file to send: the stored file, or with `width` a WebP copy at most that wide (made on the
 * first request, then read from disk; other processes racing on the same copy each rename a whole
 * file into place). SVGs and PDFs are sent as stored whatever the width.
 */
export async function openPublicFile(paths: DataPaths, fileName: string, width?: number) {
  if (!safeName.test(fileName)) throw new HttpError(400, 'This file name is not valid.');
  const type = publicTypes[path.extname(fileName).toLowerCase()];
  if (!type) throw notFound('File not found.');
  const filePath = path.join(paths.publicUploads, fileName);
  const info = await stat(filePath).catch(() => undefined);
  if (!info?.isFile()) throw notFound('File not found.');
  if (width === undefined || !resizableImage.test(fileName)) {
    return { filePath, type, size: info.size, etag: etagOf(info), modified: info.mtime, variant: false };
  }

  const variantPath = path.join(variantDir(paths, fileName), `${width}.webp`);
  let variant = await stat(variantPath).catch(() => undefined);
  if (!variant) {
    let making = inFlight.get(variantPath);
    if (!making) {
      making = mkdir(path.dirname(variantPath), { recursive: true })
        .then(() => writeVariant(filePath, variantPath, width))
        .finally(() => inFlight.delete(variantPath));
      inFlight.set(variantPath, making);
    }
    await making.catch(() => {
      throw new HttpError(422, 'This picture could not be resized.');
    });
    variant = await stat(variantPath);
  }
  return {
    filePath: variantPath,
    type: 'image/webp',
    size: variant.size,
    etag: etagOf(variant),
    modified: variant.mtime,
    variant: true,
  };
}

export const streamPublicFile = (filePath: string) => createReadStream(filePath);

/** Removes a picture's narrower copies (when the picture itself is removed). */
export const removeVariants = (paths: DataPaths, fileName: string) =>
  rm(variantDir(paths, fileName), { recursive: true, force: true });
