import type { FastifyReply, FastifyRequest } from 'fastify';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import type { cardFileKinds } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { sendWithRanges } from '../../lib/send-with-ranges';
import { findCardFiles } from './card-repository';

export type CardFileKind = (typeof cardFileKinds)[number];

interface ChosenFile {
  name: string;
  mimeType: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The stored file a card shows: the video's playable copy once ready (else the video as recorded),
 * its poster, the agency's presentation CV in place of the resume; a file missing from storage gives
 * way to the next. 404 when the candidate is not on the shortlist (or erased) or has no such file.
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
  // In order of preference: the first one stored is served.
  const choices: Record<CardFileKind, (ChosenFile | null)[]> = {
    video: [ready?.fileName ? { name: ready.fileName, mimeType: 'video/mp4' } : null, toChosen(files.video)],
    poster: [ready?.posterFileName ? { name: ready.posterFileName, mimeType: 'image/jpeg' } : null],
    resume: [toChosen(files.presentationCv), toChosen(files.resume)],
  };
  for (const file of choices[kind]) {
    const info = file ? await ctx.storage.private.stat(file.name) : undefined;
    if (file && info) return { ...file, kind, size: info.size };
  }
  throw notFound(shortlistMessages.noFile);
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
  return sendWithRanges(request, reply, ctx.storage.private, {
    name: file.name,
    size: file.size,
    headers: {
      'Content-Type': file.mimeType,
      'Content-Disposition': `inline; filename="candidate-${file.kind}.${extensionOf(file.name)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
