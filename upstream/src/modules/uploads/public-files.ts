import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { resizableImage } from '@shared/image-widths';
import type { DataPaths } from '../../config';
import { HttpError, notFound } from '../../http-error';
import { storedNamePattern, type FileStorage } from '../../storage/file-storage';
import { writeVariant } from './image-pipeline';

const publicTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Variants being made in this process, by their path: concurrent requests for one wait for one encode. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * The folder of a picture's narrower copies. They are a cache on local disk beside the server (made
 * again when missing), whatever storage holds the originals.
 */
export const variantDir = (paths: DataPaths, fileName: string) => path.join(paths.imageVariants, fileName);

/** A strong validator from the file's size and time: files are never rewritten in place. */
const etagOf = (info: { size: number; modified: Date }) =>
  `"${info.size.toString(36)}-${Math.floor(info.modified.getTime()).toString(36)}"`;

/**
 * A public file to send: the stored file, or with `width` a WebP copy at most that wide (made on the
 * first request, then read from disk; other processes racing on the same copy each rename a whole
 * file into place). SVGs and PDFs are sent as stored whatever the width.
 */
export async function openPublicFile(storage: FileStorage, paths: DataPaths, fileName: string, width?: number) {
  if (!storedNamePattern.test(fileName)) throw new HttpError(400, 'This file name is not valid.');
  const type = publicTypes[path.extname(fileName).toLowerCase()];
  if (!type) throw notFound('File not found.');
  const info = await storage.stat(fileName);
  if (!info) throw notFound('File not found.');
  if (width === undefined || !resizableImage.test(fileName)) {
    return {
      open: () => storage.openRead(fileName),
      type,
      size: info.size,
      etag: etagOf(info),
      modified: info.modified,
      variant: false,
    };
  }

  const variantPath = path.join(variantDir(paths, fileName), `${width}.webp`);
  let variant = await stat(variantPath).catch(() => undefined);
  if (!variant) {
    let making = inFlight.get(variantPath);
    if (!making) {
      making = mkdir(path.dirname(variantPath), { recursive: true })
        .then(() => writeVariant(storage.openRead(fileName), variantPath, width))
        .finally(() => inFlight.delete(variantPath));
      inFlight.set(variantPath, making);
    }
    await making.catch(() => {
      throw new HttpError(422, 'This picture could not be resized.');
    });
    variant = await stat(variantPath);
  }
  const made = { size: variant.size, modified: variant.mtime };
  return {
    open: () => createReadStream(variantPath),
    type: 'image/webp',
    size: made.size,
    etag: etagOf(made),
    modified: made.modified,
    variant: true,
  };
}

/** Removes a picture's narrower copies (when the picture itself is removed). */
export const removeVariants = (paths: DataPaths, fileName: string) =>
  rm(variantDir(paths, fileName), { recursive: true, force: true });
