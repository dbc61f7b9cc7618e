import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError, notFound } from '../../http-error';

/** A served file name is one plain segment: no slashes, no leading dot, no `..`. */
const safeName = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

const publicTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export async function openPublicFile(dir: string, fileName: string) {
  if (!safeName.test(fileName)) throw new HttpError(400, 'This file name is not valid.');
  const type = publicTypes[path.extname(fileName).toLowerCase()];
  if (!type) throw notFound('File not found.');
  const filePath = path.join(dir, fileName);
  const info = await stat(filePath).catch(() => undefined);
  if (!info?.isFile()) throw notFound('File not found.');
  return { stream: createReadStream(filePath), type, size: info.size, modified: info.mtime };
}
