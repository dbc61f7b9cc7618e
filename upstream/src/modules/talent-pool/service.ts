import { applicationFields } from '@contracts/applications/fields';
import type { ProfileShape } from '@contracts/core/field-places';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { talentPoolMessages, type TalentPoolCandidate, type TalentPoolRow } from '@contracts/candidates/talent-pool';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { answerValuesOf } from '../../lib/declared-values';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import {
  addCandidate,
  findRequest,
  findRequestFor,
  findRequestsOf,
  findStaffShortlist,
  insertRequest,
} from '../shortlists';
import { readCandidateProfile } from '../candidates';
import { shareRequestMails } from '../mail';
import { listPool, type PoolQuery, type PoolRow } from './staff-list';
import { findApplicationsOf, findCandidate, findShareableApplication } from './repository';

const missing = () => notFound(talentPoolMessages.missing);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type PoolDetails = z.infer<z.ZodObject<ProfileShape<typeof applicationFields.fields>>>;

function rowOf(r: PoolRow): TalentPoolRow {
  return {
    _id: r.id,
    name: r.name,
    positions: r.positionNames.split('\n').filter(Boolean),
    // The pool holds only profiles with details, saved all together (the list's condition).
    ...(answerValuesOf(applicationFields.profileSeen, { row: r.details, joined: r }) as PoolDetails),
    hasVideo: r.hasVideo,
    applications: r.counts[0],
    documentsVerified: r.counts[1],
    lastActiveAt: r.lastActiveAt.toISOString(),
  };
}

/** A page of the pool, filtered and sorted as asked. */
export async function listPoolPage(ctx: AppContext, query: PoolQuery) {
  const { rows, total, totalCapped } = await listPool(ctx.db, query);
  return { data: rows.map(rowOf), total, totalCapped, page: query.page, pageSize: query.pageSize };
}

/** One candidate to staff: contact, profile, applications and what they were asked (404 for any other account). */
export async function getPoolCandidate(ctx: AppContext, id: string): Promise<TalentPoolCandidate> {
  const candidate = await findCandidate(ctx.db, id);
  if (!candidate) throw missing();
  const [profile, applications, requests] = await Promise.all([
    readCandidateProfile(ctx.db, id),
    findApplicationsOf(ctx.db, id),
    findRequestsOf(ctx.db, id, { open: false }),
  ]);
  return {
    _id: candidate.id,
    name: candidate.name,
    email: candidate.email,
    phone: candidate.phone,
    lastActiveAt: (candidate.lastActiveAt ?? candidate.lastLoginAt ?? candidate.createdAt).toISOString(),
    profile,
    applications: applications.map((a) => ({
      _id: a.id,
      job: a.job ? { _id: a.job.id, title: a.job.title } : null,
      appliedFor: a.appliedFor,
      stage: a.stage,
      createdAt: a.createdAt.toISOString(),
    })),
    shareRequests: requests.map((r) => ({
      _id: r.id,
      shortlist: { _id: r.shortlistId, title: r.shortlistTitle },
      client: r.client,
      status: r.status,
      askedAt: r.askedAt.toISOString(),
      answeredAt: iso(r.answeredAt),
    })),
  };
}

/**
 * Puts the candidate forward on a shortlist: added now (through the shortlist's own add path) when the
 * consent of one of their applications covers its client; otherwise they are asked, once, by mail and
 * on My Applications, about their newest application.
 */
export async function putForward(ctx: AppContext, id: string, shortlistId: string, staff: Viewer) {
  const candidate = await findCandidate(ctx.db, id);
  if (!candidate) throw missing();
  const shortlist = await findStaffShortlist(ctx.db, shortlistId);
  if (!shortlist) throw badRequest(shortlistMessages.missing, 'shortlistId');
  if (shortlist.status === 'Closed') throw conflict(shortlistMessages.closed);
  const scope = { id: shortlist.id, clientId: shortlist.client.id, jobOpeningId: shortlist.jobOpeningId };
  const covered = await findShareableApplication(ctx.db, id, scope);
  if (covered) {
    await addCandidate(ctx, shortlist.id, { applicationId: covered, note: '' }, staff);
    return { message: talentPoolMessages.added, data: { outcome: 'added' as const } };
  }
  const applicationId = await findShareableApplication(ctx.db, id);
  if (!applicationId) throw new HttpError(422, talentPoolMessages.noApplication);
  // The question and its mail in one transaction: asked means mailed, even if the process dies next.
  const asked = await ctx.db.transaction(async (tx) => {
    const row = await insertRequest(tx, { shortlistId, userId: id, applicationId, askedBy: staff.id });
    if (!row) return false;
    const question = (await findRequest(tx, row.id, id))!;
    await ctx.mailer.queueIn(tx, {
      to: candidate.email,
      ...shareRequestMails.asked(
        candidate.name,
        question.client,
        question.position,
        new URL('/my-applications', ctx.config.PUBLIC_URL).toString(),
      ),
    });
    return true;
  });
  if (!asked) {
    const earlier = await findRequestFor(ctx.db, shortlistId, id);
    throw conflict(earlier?.status === 'No' ? talentPoolMessages.declined : talentPoolMessages.alreadyAsked);
  }
  return { message: talentPoolMessages.asked, data: { outcome: 'asked' as const } };
}
