import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { DataPaths } from '../../config';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http-error';
import type { AcceptedType, UploadRoute } from './file-kinds';
import { reencodePicture } from './image-pipeline';

export interface ReceivedFile extends AcceptedType {
  fileName: string;
  sizeBytes: number;
  originalName: string;
}

/** The storage a stored upload lives in: pictures may be public, resumes and videos never are. */
export const storageFor = (ctx: Pick<AppContext, 'storage'>, visibility: AcceptedType['visibility']) =>
  visibility === 'public' ? ctx.storage.public : ctx.storage.private;

/** The multipart text fields that came before the file, by name (a repeated name keeps its first value). */
function textFields(fields: MultipartFile['fields']): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  return values;
}

/** The name the sender gave a file, kept for staff: control characters dropped, 200 characters at most. */
export const cleanOriginalName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);

/** Where files are written while they arrive; anything left here was cut short. */
export const stagingDir = (paths: DataPaths) => path.join(paths.privateUploads, '.incoming');

/** A new folder in the staging folder for local work on files (seeding, video copies); the caller removes it. */
export async function makeStagingFolder(paths: DataPaths, prefix: string) {
  await mkdir(stagingDir(paths), { recursive: true });
  return mkdtemp(path.join(stagingDir(paths), prefix));
}

/**
 * Streams one multipart file to a temporary file (constant memory; the size limit is enforced while
 * streaming), decides its type from its magic bytes, and only then puts it into public or private
 * storage under a random name. Pictures are re-encoded (image-pipeline.ts) and the copy, not
 * what was sent, is stored. Anything refused leaves no file behind.
 */
export async function receiveFile(
  ctx: Pick<AppContext, 'config' | 'storage'>,
  request: FastifyRequest,
  route: UploadRoute,
  vetFields?: (fields: Record<string, string>) => Promise<void>,
): Promise<ReceivedFile> {
  const paths = ctx.config.paths;
  const part = await request.file({ limits: { fileSize: route.maxBytes, files: 1, fields: 5, parts: 6 } });
  if (!part) throw badRequest(`Please attach a file in the "${route.field}" field.`, route.field);
  if (part.fieldname !== route.field) {
    part.file.resume();
    throw badRequest(`Please attach the file in the "${route.field}" field.`, route.field);
  }
  if (vetFields) {
    // The text fields sent before the file, checked before a byte of it is stored.
    await vetFields(textFields(part.fields)).catch((err: unknown) => {
      part.file.resume();
      throw err;
    });
  }

  await mkdir(stagingDir(paths), { recursive: true });
  const staging = path.join(stagingDir(paths), randomUUID());
  let encoded: string | undefined;
  try {
    let sizeBytes = 0;
    part.file.on('data', (chunk: Buffer) => (sizeBytes += chunk.length));
    await pipeline(part.file, createWriteStream(staging, { mode: 0o600 }));
    if (part.file.truncated) throw new HttpError(413, route.sizeMessage, { [route.field]: route.sizeMessage });
    if (sizeBytes === 0) throw badRequest('The file is empty.', route.field);

    const detected = await fileTypeFromFile(staging);
    const accepted = detected ? route.types[detected.mime] : undefined;
    if (!accepted) throw new HttpError(415, route.typeMessage, { [route.field]: route.typeMessage });

    const fileName = `${randomUUID()}.${accepted.ext}`;
    if (accepted.decoder) {
      encoded = `${staging}.${accepted.ext}`;
      sizeBytes = (await reencodePicture(staging, encoded, accepted.decoder, route.field)).sizeBytes;
      await unlink(staging);
      await storageFor(ctx, accepted.visibility).putFile(encoded, fileName);
    } else {
      await storageFor(ctx, accepted.visibility).putFile(staging, fileName);
    }
    return {
      ...accepted,
      fileName,
      sizeBytes,
      originalName: cleanOriginalName(part.filename),
    };
  } catch (err) {
    await unlink(staging).catch(() => undefined);
    // A re-encoded picture the store did not take (it was down).
    if (encoded) await unlink(encoded).catch(() => undefined);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, route.sizeMessage, { [route.field]: route.sizeMessage });
    }
    throw err;
  }
}
