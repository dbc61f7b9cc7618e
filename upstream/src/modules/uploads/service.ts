import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import type { Viewer } from '../../types';
import type { UploadRoute } from './file-kinds';
import { receiveFile } from './receive-file';
import { findUploadByName, insertUpload } from './repository';

/** Stores an upload and records who owns it; answers the path to send back in a later payload. */
export async function storeUpload(ctx: AppContext, request: FastifyRequest, route: UploadRoute, ownerId: string) {
  const file = await receiveFile(request, route, ctx.config.paths);
  try {
    await insertUpload(ctx.db, {
      fileName: file.fileName,
      ownerId,
      kind: file.kind,
      visibility: file.visibility,
      mimeType: file.mime,
      sizeBytes: file.sizeBytes,
      originalName: file.originalName,
    });
  } catch (err) {
    const dir = file.visibility === 'public' ? ctx.config.paths.publicUploads : ctx.config.paths.privateUploads;
    await unlink(path.join(dir, file.fileName)).catch(() => undefined);
    throw err;
  }
  return { data: { path: file.fileName } };
}

/** A private file for its owner or staff; anyone else is told it does not exist. */
export async function openPrivateFile(ctx: AppContext, fileName: string, viewer: Viewer) {
  const missing = notFound('File not found.');
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/.test(fileName)) throw missing;
  const upload = await findUploadByName(ctx.db, fileName);
  if (!upload || upload.visibility !== 'private') throw missing;
  if (upload.ownerId !== viewer.id && viewer.userType !== 'Admin') throw missing;
  const filePath = path.join(ctx.config.paths.privateUploads, upload.fileName);
  const info = await stat(filePath).catch(() => undefined);
  if (!info?.isFile()) throw missing;
  return { upload, size: info.size, filePath };
}

export function streamFile(filePath: string, range?: { start: number; end: number }) {
  return createReadStream(filePath, range);
}
