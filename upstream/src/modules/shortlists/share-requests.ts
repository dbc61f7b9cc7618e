import { shareRequestTexts, type ShareRequest } from '@contracts/shortlists/share-requests';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, conflict, notFound } from '../../http-error';
import { appendCandidate, screenNewApplications } from './service';
import { privacyTerms, recordConsent } from '../consents';
import { answerRequest, findRequest, findRequestsOf, type NamedShareRequest } from './share-request-repository';

const questionOf = (r: NamedShareRequest): ShareRequest => ({
  _id: r.id,
  client: r.client,
  position: r.position,
  status: r.status,
  askedAt: r.askedAt.toISOString(),
});

/** The candidate's questions not answered yet, newest first. */
export async function listMyShareRequests(ctx: AppContext, userId: string) {
  return { data: (await findRequestsOf(ctx.db, userId, { open: true })).map(questionOf) };
}

/**
 * In the answer's transaction: the application joins the end of the shortlist, through the shortlist's
 * own add path (its consent now covers it). Not added, and the Yes still kept, when that path refuses
 * (the shortlist closed, the application withdrawn or already listed): a savepoint undoes only the try.
 * Answers whether it was added to a shortlist already sent.
 */
async function addOnYes(tx: Database, request: NamedShareRequest) {
  try {
    return await tx.transaction((savepoint) =>
      appendCandidate(savepoint, request.shortlistId, request.applicationId, ''),
    );
  } catch (err) {
    if (err instanceof HttpError || isUniqueViolation(err, 'shortlist_candidates_unique')) return false;
    throw err;
  }
}

/**
 * Yes or No, once (409 after; 404 for another candidate's request). Yes records the candidate's consent
 * to this share and adds the application to the shortlist; No is recorded and nothing is shared.
 */
export async function answerShareRequest(ctx: AppContext, userId: string, id: string, answer: 'Yes' | 'No') {
  const request = await findRequest(ctx.db, id, userId);
  if (!request) throw notFound(shareRequestTexts.missing);
  const { retentionMonths } = await privacyTerms(ctx.db);
  const sent = await ctx.db.transaction(async (tx) => {
    if (!(await answerRequest(tx, id, userId, answer))) throw conflict(shareRequestTexts.alreadyAnswered);
    if (answer === 'No') return false;
    await recordConsent(tx, { userId, kind: 'share', applicationId: request.applicationId, retentionMonths });
    return addOnYes(tx, request);
  });
  // As staff adding it would: on a shortlist already sent, a New application moves to Screening.
  if (sent && request.askedBy) await screenNewApplications(ctx, [request.applicationId], { id: request.askedBy });
  const message =
    answer === 'Yes' ? shareRequestTexts.answeredYes(request.client) : shareRequestTexts.answeredNo(request.client);
  return { message, data: { ...questionOf(request), status: answer } };
}
