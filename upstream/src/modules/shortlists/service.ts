import { clientMessages } from '@contracts/clients/client';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import {
  type StaffShortlist,
  type addShortlistCandidateSchema,
  type eligibleQuerySchema,
  type shortlistInputSchema,
  type shortlistListQuerySchema,
  type updateShortlistCandidateSchema,
} from '@contracts/shortlists/staff';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import type { StaffScope } from '../../lib/staff-scope';
import { findApplication, moveApplicationStage } from '../applications';
import { clientExists } from '../clients';
import { findDecisionHistory, historyByCandidate } from './decision-repository';
import { findApplicationConsent, type ConsentScope } from './consent';
import { findEligible } from './eligible-repository';
import {
  countCandidates,
  deleteCandidate,
  findCandidate,
  findStaffCandidates,
  findStaffShortlist,
  insertCandidate,
  insertShortlist,
  isClientsInquiry,
  isClientsJobOrder,
  listShortlists,
  lockShortlist,
  moveCandidate,
  setCandidateNote,
} from './repository';
import { findLinks } from './link-repository';

const missing = () => notFound(shortlistMessages.missing);
const candidateMissing = () => notFound(shortlistMessages.candidateMissing);
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
/** A rule of the shortlist refused what staff asked (the request was well-formed). */
const unprocessable = (message: string, field?: string) =>
  new HttpError(422, message, field ? { [field]: message } : undefined);

export async function listShortlistsPage(
  ctx: AppContext,
  query: z.output<typeof shortlistListQuerySchema>,
  scope: StaffScope,
) {
  const { page, pageSize, clientId, status } = query;
  const { rows, total } = await listShortlists(ctx.db, {
    clientId,
    status,
    scope,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    data: rows.map(({ id, ...r }) => ({
      ...r,
      _id: id,
      client: { _id: r.client.id, name: r.client.name },
      sentAt: iso(r.sentAt),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** A Draft shortlist for one of the client's job orders or inquiries (each must be the client's: 422). */
export async function createShortlist(ctx: AppContext, input: z.output<typeof shortlistInputSchema>, staff: Viewer) {
  if (!(await clientExists(ctx.db, input.clientId))) throw badRequest(clientMessages.missing, 'clientId');
  if (input.jobOpeningId && !(await isClientsJobOrder(ctx.db, input.jobOpeningId, input.clientId))) {
    throw unprocessable(shortlistMessages.jobNotClients, 'jobOpeningId');
  }
  if (input.inquiryId && !(await isClientsInquiry(ctx.db, input.inquiryId, input.clientId))) {
    throw unprocessable(shortlistMessages.inquiryNotClients, 'inquiryId');
  }
  const { id } = await insertShortlist(ctx.db, { ...input, createdBy: staff.id });
  return { data: await getStaffShortlist(ctx, id) };
}

/** The shortlist with each candidate's facts, what the client did (views, plays, decisions) and its links. */
export async function getStaffShortlist(ctx: Pick<AppContext, 'db'>, id: string): Promise<StaffShortlist> {
  const shortlist = await findStaffShortlist(ctx.db, id);
  if (!shortlist) throw missing();
  const [candidates, links] = await Promise.all([findStaffCandidates(ctx.db, id), findLinks(ctx.db, id)]);
  const history = historyByCandidate(
    await findDecisionHistory(
      ctx.db,
      candidates.map((c) => c.id),
    ),
  );
  return {
    _id: shortlist.id,
    title: shortlist.title,
    status: shortlist.status,
    client: { _id: shortlist.client.id, name: shortlist.client.name },
    job: shortlist.job ? { _id: shortlist.job.id, title: shortlist.job.title } : null,
    inquiryId: shortlist.inquiryId,
    sentAt: iso(shortlist.sentAt),
    remindedAt: iso(shortlist.remindedAt),
    createdAt: shortlist.createdAt.toISOString(),
    candidates: candidates.map((c) => {
      const decisions = history.get(c.id) ?? [];
      return {
        _id: c.id,
        applicationId: c.applicationId,
        position: c.position,
        name: c.name,
        appliedFor: c.jobTitle ?? c.appliedFor ?? 'General application',
        stage: c.stage,
        note: c.note,
        hasPresentationCv: c.presentationCvUploadId !== null,
        firstOpenedAt: iso(c.firstOpenedAt),
        firstOpenedBy: c.firstOpenedBy,
        videoPlayedAt: iso(c.videoPlayedAt),
        videoWatchedSeconds: c.videoWatchedSeconds,
        videoDurationSeconds: c.durationMs === null ? null : c.durationMs / 1000,
        decision: decisions[0] ?? null,
        history: decisions,
      };
    }),
    links: links.map((l) => ({
      _id: l.id,
      createdAt: l.createdAt.toISOString(),
      expiresAt: l.expiresAt.toISOString(),
      revokedAt: iso(l.revokedAt),
      opens: l.opens,
      lastOpenedAt: iso(l.lastOpenedAt),
    })),
  };
}

const detail = async (ctx: AppContext, id: string) => ({ data: await getStaffShortlist(ctx, id) });

/** Applications staff may add: consent covers the client, newest first, searched by name or position. */
export async function listEligible(ctx: AppContext, id: string, query: z.output<typeof eligibleQuerySchema>) {
  const shortlist = await findStaffShortlist(ctx.db, id);
  if (!shortlist) throw missing();
  const { page, pageSize, q } = query;
  const { rows, total } = await findEligible(
    ctx.db,
    { id, clientId: shortlist.client.id, jobOpeningId: shortlist.jobOpeningId },
    { q, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    data: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      position: r.jobTitle ?? r.appliedFor ?? 'General application',
      stage: r.stage,
      experienceInYears: r.experienceInYears,
      consent: r.consent ?? 'general',
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** Locks the shortlist for a change; 404 when unknown, 409 once closed. */
export async function lockOpenShortlist(db: Database, id: string) {
  const shortlist = await lockShortlist(db, id);
  if (!shortlist) throw missing();
  if (shortlist.status === 'Closed') throw conflict(shortlistMessages.closed);
  return shortlist;
}

/** Refuses (422) an application whose consent does not cover this client, and erased or withdrawn ones. */
async function checkConsent(db: Database, shortlist: ConsentScope, applicationId: string) {
  const application = await findApplicationConsent(db, shortlist, applicationId);
  if (!application) throw badRequest(shortlistMessages.applicationMissing, 'applicationId');
  if (application.anonymisedAt) throw unprocessable(shortlistMessages.anonymised, 'applicationId');
  if (application.stage === 'Withdrawn') throw unprocessable(shortlistMessages.withdrawn, 'applicationId');
  if (!application.consent) throw unprocessable(shortlistMessages.notConsented, 'applicationId');
}

/**
 * In the caller's transaction: appends the application to the open shortlist after the same checks
 * as staff adding it (404, 409 closed, 422 consent). Answers whether the shortlist was already sent.
 */
export async function appendCandidate(db: Database, id: string, applicationId: string, note: string) {
  const shortlist = await lockOpenShortlist(db, id);
  await checkConsent(db, shortlist, applicationId);
  await insertCandidate(db, { shortlistId: id, applicationId, note });
  return shortlist.status === 'Sent';
}

/**
 * Adds the application at the end (409 when it is on the shortlist already). On a shortlist already
 * sent, a New application moves to Screening as sending would have moved it.
 */
export async function addCandidate(
  ctx: AppContext,
  id: string,
  input: z.output<typeof addShortlistCandidateSchema>,
  staff: Pick<Viewer, 'id'>,
) {
  let sent: boolean;
  try {
    sent = await ctx.db.transaction((tx) => appendCandidate(tx, id, input.applicationId, input.note));
  } catch (err) {
    if (isUniqueViolation(err, 'shortlist_candidates_unique')) throw conflict(shortlistMessages.alreadyListed);
    throw err;
  }
  if (sent) await screenNewApplications(ctx, [input.applicationId], staff);
  return detail(ctx, id);
}

/** The agency's note, and the entry's place (1-based; the others move to make room). */
export async function updateCandidate(
  ctx: AppContext,
  id: string,
  candidateId: string,
  input: z.output<typeof updateShortlistCandidateSchema>,
) {
  await ctx.db.transaction(async (tx) => {
    await lockOpenShortlist(tx, id);
    const candidate = await findCandidate(tx, id, candidateId);
    if (!candidate) throw candidateMissing();
    if (input.note !== undefined) await setCandidateNote(tx, candidateId, input.note);
    if (input.position !== undefined) {
      const to = Math.min(input.position, await countCandidates(tx, id));
      await moveCandidate(tx, id, candidateId, candidate.position, to);
    }
  });
  return detail(ctx, id);
}

export async function removeCandidate(ctx: AppContext, id: string, candidateId: string) {
  await ctx.db.transaction(async (tx) => {
    await lockOpenShortlist(tx, id);
    const candidate = await findCandidate(tx, id, candidateId);
    if (!candidate) throw candidateMissing();
    await deleteCandidate(tx, id, candidateId, candidate.position);
  });
  return detail(ctx, id);
}

/**
 * Moves the applications still at New to Screening, as a stage change by the staff member (history
 * kept, the candidate not mailed: My Applications tells them an employer is reviewing their profile).
 */
export async function screenNewApplications(ctx: AppContext, applicationIds: string[], staff: Pick<Viewer, 'id'>) {
  for (const applicationId of applicationIds) {
    const row = await findApplication(ctx.db, applicationId);
    if (row?.application.stage !== 'New') continue;
    await moveApplicationStage(ctx, row, { changedBy: staff.id, stage: 'Screening', notifyCandidate: false });
  }
}
