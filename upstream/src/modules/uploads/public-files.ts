import path from 'node:path';
import { HttpError, notFound } from '../../http-error';
import { storedNamePattern, type FileStorage } from '../../storage/file-storage';

const publicTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export async function openPublicFile(storage: FileStorage, fileName: string) {
  if (!storedNamePattern.test(fileName)) throw new HttpError(400, 'This file name is not valid.');
  const type = publicTypes[path.extname(fileName).toLowerCase()];
  if (!type) throw notFound('File not found.');
  const info = await storage.stat(fileName);
  if (!info) throw notFound('File not found.');
  return { stream: storage.openRead(fileName), type, size: info.size, modified: info.modified };
}
