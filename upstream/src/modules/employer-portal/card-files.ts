import type { FastifyReply, FastifyRequest } from 'fastify';
import { shortlistMessages } from '@contracts/shortlists';
import type { cardFileKinds } from '@contracts/shortlists';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http-error';
import { parseByteRange } from '../../lib/byte-range';
import { findCardFiles } from './cards-repository';

export type CardFileKind = (typeof cardFileKinds)[number];

interface ChosenFile {
  name: string;
  mimeType: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The stored file a card shows: the video's playable copy once ready (else the video as recorded),
 * its poster, the agency's presentation CV in place of the resume. 404 when the candidate is not on
 * the shortlist (or erased) or has no such file.
 */
export async function openCardFile(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  shortlistId: string,
  candidateId: string,
  kind: CardFileKind,
) {
  const files = await findCardFiles(ctx.db, shortlistId, candidateId);
  if (!files) throw notFound(shortlistMessages.candidateMissing);
  const ready = files.rendition?.state === 'ready' ? files.rendition : null;
  const chosen: Record<CardFileKind, ChosenFile | null> = {
    video: ready?.fileName ? { name: ready.fileName, mimeType: 'video/mp4' } : toChosen(files.video),
    poster: ready?.posterFileName ? { name: ready.posterFileName, mimeType: 'image/jpeg' } : null,
    resume: toChosen(files.presentationCv) ?? toChosen(files.resume),
  };
  const file = chosen[kind];
  const info = file ? await ctx.storage.private.stat(file.name) : undefined;
  if (!file || !info) throw notFound(shortlistMessages.noFile);
  return { ...file, kind, size: info.size };
}

const toChosen = (upload: { fileName: string; mimeType: string } | null) =>
  upload ? { name: upload.fileName, mimeType: upload.mimeType } : null;

/**
 * Sends a card's file inline under a neutral name (never the candidate's own), private and never
 * stored by a cache, with byte ranges so a video player can seek.
 */
export function sendCardFile(
  ctx: Pick<AppContext, 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  file: Awaited<ReturnType<typeof openCardFile>>,
) {
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'This range is not in the file.', undefined, { 'Content-Range': `bytes */${file.size}` });
  }
  reply
    .header('Content-Type', file.mimeType)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', `inline; filename="candidate-${file.kind}.${extensionOf(file.name)}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (range) {
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(ctx.storage.private.openRead(file.name, range));
  }
  return reply.header('Content-Length', file.size).send(ctx.storage.private.openRead(file.name));
}
