import type { ApplicationStage } from '@contracts/applications/staff';
import { candidateStatusOf, canReplaceFiles, canWithdraw } from '@contracts/applications/candidate-status';
import { myApplicationMessages, type MyApplication } from '@contracts/applications/candidate';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http-error';
import { recordStageChange } from './repository';
import { lockAccount } from '../users';
import { deleteUpload, findOwnUpload, isUploadUsed, removeUploadFiles } from '../uploads';
import {
  findOwnApplication,
  findEmployerReviews,
  findOwnApplications,
  findStatusChanges,
  setApplicationUpload,
  type OwnApplicationRow,
} from './candidate-repository';

const missing = () => notFound('No such application.');

/** In the candidate's words only: the status of each stage, never the stage, a note or who changed it. */
function present(
  { application: a, job, appliedFor, resume }: OwnApplicationRow,
  changes: { toStage: ApplicationStage; createdAt: Date }[],
  review: { interview: boolean; reviewing: boolean } | undefined,
): MyApplication {
  return {
    _id: a.id,
    job: job ? { _id: job.id, title: job.title, slug: job.slug } : null,
    appliedFor,
    appliedAt: a.createdAt.toISOString(),
    status: candidateStatusOf(a.stage),
    timeline: [
      { status: 'Received', at: a.createdAt.toISOString() },
      ...changes.map((c) => ({ status: candidateStatusOf(c.toStage), at: c.createdAt.toISOString() })),
    ],
    // A candidate's own application always has its resume (only erasure removes it, with the account).
    resumeName: resume?.originalName ?? '',
    employerReview: employerReviewOf(a.stage, review),
  };
}

/** Stages while an employer's review is news to the candidate; after an outcome, the status says it all. */
const underReview = new Set<ApplicationStage>(['New', 'Screening', 'Interview']);

/** What the candidate is told of the employers' review (employerReviewTexts), never their words or name. */
function employerReviewOf(stage: ApplicationStage, review: { interview: boolean; reviewing: boolean } | undefined) {
  if (!review || !underReview.has(stage)) return null;
  if (review.interview) return 'interview' as const;
  return review.reviewing ? ('reviewing' as const) : null;
}

/** Every application of the candidate (or the one with `id`), newest first. */
export async function listMyApplications(ctx: AppContext, userId: string, id?: string) {
  const rows = await findOwnApplications(ctx.db, userId, id);
  const ids = rows.map((r) => r.application.id);
  const [changes, reviews] = await Promise.all([findStatusChanges(ctx.db, ids), findEmployerReviews(ctx.db, ids)]);
  return rows.map((row) =>
    present(
      row,
      changes.filter((c) => c.applicationId === row.application.id),
      reviews.find((r) => r.applicationId === row.application.id),
    ),
  );
}

async function myApplication(ctx: AppContext, userId: string, id: string) {
  const [one] = await listMyApplications(ctx, userId, id);
  if (!one) throw missing();
  return one;
}

/**
 * The candidate withdraws an undecided application. The move is conditional on the stage read, so of
 * two simultaneous withdrawals (or a withdrawal and a staff move) one wins and the other answers 409.
 */
export async function withdrawApplication(ctx: AppContext, userId: string, id: string, reason: string) {
  const row = await findOwnApplication(ctx.db, userId, id);
  if (!row) throw missing();
  if (!canWithdraw(candidateStatusOf(row.stage))) throw conflict(myApplicationMessages.cannotWithdraw);
  const moved = await ctx.db.transaction((tx) =>
    recordStageChange(tx, {
      applicationId: id,
      fromStage: row.stage,
      toStage: 'Withdrawn',
      changedBy: userId,
      byCandidate: true,
      reason,
    }),
  );
  if (!moved) throw conflict(myApplicationMessages.cannotWithdraw);
  return { message: myApplicationMessages.withdrawn, data: await myApplication(ctx, userId, id) };
}

const replaceable = {
  resume: {
    column: 'resumeUploadId',
    message: myApplicationMessages.notYourResume,
    done: myApplicationMessages.resumeReplaced,
  },
  video: {
    column: 'videoUploadId',
    message: myApplicationMessages.notYourVideo,
    done: myApplicationMessages.videoReplaced,
  },
} as const;

/**
 * Points a still 'Received' application at the candidate's new, unused upload of that kind, then
 * removes the old upload (row and file) unless something else still uses it.
 */
export async function replaceApplicationFile(
  ctx: AppContext,
  userId: string,
  id: string,
  kind: keyof typeof replaceable,
  fileName: string,
) {
  const rules = replaceable[kind];
  const removed = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const row = await findOwnApplication(tx, userId, id);
    if (!row) throw missing();
    if (!canReplaceFiles(candidateStatusOf(row.stage))) throw conflict(myApplicationMessages.cannotReplace);
    const upload = await findOwnUpload(tx, userId, fileName, kind);
    if (!upload || (await isUploadUsed(tx, upload.id))) throw badRequest(rules.message, kind);
    if (!(await setApplicationUpload(tx, id, rules.column, upload.id, row.stage))) {
      throw conflict(myApplicationMessages.cannotReplace);
    }
    const oldId = row[rules.column];
    if (!oldId || (await isUploadUsed(tx, oldId))) return undefined;
    return deleteUpload(tx, oldId);
  });
  // After the commit: a failed delete leaves a file no row records, which the housekeeping sweep removes.
  if (removed) await removeUploadFiles(ctx, removed);
  return { message: rules.done, data: await myApplication(ctx, userId, id) };
}
