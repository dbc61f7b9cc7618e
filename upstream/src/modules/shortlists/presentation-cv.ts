import type { FastifyRequest } from 'fastify';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { deleteUpload, isUploadUsed, receiveFile, recordUpload, storageFor, uploadRoutes } from '../uploads';
import { findCandidate, findStaffShortlist, setPresentationCv } from './repository';
import { getStaffShortlist } from './service';

/** 404 naming what is missing: the shortlist, or the candidate on it. */
async function candidateOrMissing(ctx: AppContext, id: string, candidateId: string) {
  if (await findCandidate(ctx.db, id, candidateId)) return;
  if (!(await findStaffShortlist(ctx.db, id))) throw notFound(shortlistMessages.missing);
  throw notFound(shortlistMessages.candidateMissing);
}

/**
 * Stores a CV the agency prepared (PDF, DOC, DOCX: the resume upload's rules) as a private upload of
 * the staff member, and shows it to the client in place of the candidate's resume. The CV it replaces
 * is removed unless something else uses it.
 */
export async function uploadPresentationCv(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  candidateId: string,
  staff: Viewer,
) {
  await candidateOrMissing(ctx, id, candidateId);
  const file = await receiveFile(ctx, request, uploadRoutes.presentationCv);
  const upload = await recordUpload(ctx, file, staff.id, { capUnused: false });
  const outcome = await ctx.db.transaction(async (tx) => {
    const set = await setPresentationCv(tx, id, candidateId, upload.id);
    if (!set.found) return { found: false as const, removed: await deleteUpload(tx, upload.id) };
    if (!set.old || (await isUploadUsed(tx, set.old))) return { found: true as const, removed: undefined };
    return { found: true as const, removed: await deleteUpload(tx, set.old) };
  });
  // After the commit: a failed delete leaves a file no row records, which the housekeeping sweep removes.
  if (outcome.removed) {
    await storageFor(ctx, outcome.removed.visibility)
      .delete(outcome.removed.fileName)
      .catch(() => undefined);
  }
  // Removed from the shortlist while the file arrived.
  if (!outcome.found) throw notFound(shortlistMessages.candidateMissing);
  return { data: await getStaffShortlist(ctx, id) };
}
