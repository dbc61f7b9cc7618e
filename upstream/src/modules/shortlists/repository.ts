import { and, asc, count, desc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import type { StaffScope } from '../../lib/staff-scope';
import { shortlistScopeWhere } from './scope';
import {
  applications,
  clients,
  employerInquiries,
  jobOpenings,
  positions,
  shortlistCandidates,
  shortlists,
  users,
  videoRenditions,
} from '../../db/schema';

const openedBy = alias(users, 'opened_by');

/** Candidates staff see on a shortlist: erased applications are left out, as everywhere in the back office. */
const listedCount = (extra: SQL = sql`true`) =>
  sql<number>`(select count(*)::int from ${shortlistCandidates} sc join ${applications} a on a.id = sc.application_id
    where sc.shortlist_id = ${qualified(shortlists.id)} and a.anonymised_at is null and ${extra})`;

/** A page of shortlists, newest first (id breaks ties), of a client or a status, and how many match. */
export async function listShortlists(
  db: Database,
  filter: {
    clientId?: string;
    status?: (typeof shortlists.$inferSelect)['status'];
    limit: number;
    offset: number;
    scope: StaffScope;
  },
) {
  const where = and(
    shortlistScopeWhere(filter.scope),
    filter.clientId ? eq(shortlists.clientId, filter.clientId) : undefined,
    filter.status ? eq(shortlists.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shortlists.id,
        title: shortlists.title,
        status: shortlists.status,
        client: { id: clients.id, name: clients.name },
        jobTitle: jobOpenings.title,
        candidates: listedCount(),
        awaiting: listedCount(sql`sc.decision is null`),
        sentAt: shortlists.sentAt,
        createdAt: shortlists.createdAt,
      })
      .from(shortlists)
      .innerJoin(clients, eq(clients.id, shortlists.clientId))
      .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId))
      .where(where)
      .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(shortlists).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the job order is this client's. */
export async function isClientsJobOrder(db: Database, jobId: string, clientId: string) {
  const rows = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.id, jobId), eq(jobOpenings.clientId, clientId)));
  return rows.length > 0;
}

/** Whether the inquiry is this client's. */
export async function isClientsInquiry(db: Database, inquiryId: string, clientId: string) {
  const rows = await db
    .select({ id: employerInquiries.id })
    .from(employerInquiries)
    .where(and(eq(employerInquiries.id, inquiryId), eq(employerInquiries.clientId, clientId)));
  return rows.length > 0;
}

export async function insertShortlist(db: Database, values: typeof shortlists.$inferInsert) {
  const [row] = await db.insert(shortlists).values(values).returning({ id: shortlists.id });
  return row!;
}

/** The shortlist as staff see it, with its client and job order. */
export async function findStaffShortlist(db: Database, id: string) {
  const [row] = await db
    .select({
      id: shortlists.id,
      title: shortlists.title,
      status: shortlists.status,
      client: { id: clients.id, name: clients.name },
      job: { id: jobOpenings.id, title: jobOpenings.title },
      jobOpeningId: shortlists.jobOpeningId,
      inquiryId: shortlists.inquiryId,
      sentAt: shortlists.sentAt,
      remindedAt: shortlists.remindedAt,
      createdAt: shortlists.createdAt,
    })
    .from(shortlists)
    .innerJoin(clients, eq(clients.id, shortlists.clientId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId))
    .where(eq(shortlists.id, id));
  return row;
}

/** The shortlist's candidates in order: who they are, what they applied for, and what the client did. */
export async function findStaffCandidates(db: Database, shortlistId: string) {
  return db
    .select({
      id: shortlistCandidates.id,
      applicationId: applications.id,
      position: shortlistCandidates.position,
      name: applications.name,
      jobTitle: jobOpenings.title,
      appliedFor: positions.name,
      stage: applications.stage,
      note: shortlistCandidates.note,
      presentationCvUploadId: shortlistCandidates.presentationCvUploadId,
      firstOpenedAt: shortlistCandidates.firstOpenedAt,
      firstOpenedBy: openedBy.name,
      videoPlayedAt: shortlistCandidates.videoPlayedAt,
      videoWatchedSeconds: shortlistCandidates.videoWatchedSeconds,
      durationMs: videoRenditions.durationMs,
    })
    .from(shortlistCandidates)
    .innerJoin(
      applications,
      and(eq(applications.id, shortlistCandidates.applicationId), isNull(applications.anonymisedAt)),
    )
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .leftJoin(openedBy, eq(openedBy.id, shortlistCandidates.firstOpenedBy))
    .leftJoin(videoRenditions, eq(videoRenditions.uploadId, applications.videoUploadId))
    .where(eq(shortlistCandidates.shortlistId, shortlistId))
    .orderBy(asc(shortlistCandidates.position), asc(shortlistCandidates.id));
}

/** The shortlist's row locked until the transaction ends: additions, moves and sending one at a time. */
export async function lockShortlist(db: Database, id: string) {
  const [row] = await db
    .select({
      id: shortlists.id,
      clientId: shortlists.clientId,
      jobOpeningId: shortlists.jobOpeningId,
      status: shortlists.status,
      title: shortlists.title,
    })
    .from(shortlists)
    .where(eq(shortlists.id, id))
    .for('update');
  return row;
}

export type LockedShortlist = NonNullable<Awaited<ReturnType<typeof lockShortlist>>>;

/** Adds the application at the end of the shortlist (its row is locked by the caller, so places never repeat). */
export async function insertCandidate(
  db: Database,
  values: { shortlistId: string; applicationId: string; note: string },
) {
  const [last] = await db
    .select({ position: max(shortlistCandidates.position) })
    .from(shortlistCandidates)
    .where(eq(shortlistCandidates.shortlistId, values.shortlistId));
  await db.insert(shortlistCandidates).values({ ...values, position: (last?.position ?? 0) + 1 });
}

export async function findCandidate(db: Database, shortlistId: string, candidateId: string) {
  const [row] = await db
    .select()
    .from(shortlistCandidates)
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), eq(shortlistCandidates.id, candidateId)));
  return row;
}

export async function countCandidates(db: Database, shortlistId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(shortlistCandidates)
    .where(eq(shortlistCandidates.shortlistId, shortlistId));
  return row?.n ?? 0;
}

export async function setCandidateNote(db: Database, candidateId: string, note: string) {
  await db.update(shortlistCandidates).set({ note }).where(eq(shortlistCandidates.id, candidateId));
}

/** Moves an entry from place `from` to `to`; those between shift by one to make room. */
export async function moveCandidate(db: Database, shortlistId: string, candidateId: string, from: number, to: number) {
  if (from === to) return;
  const between =
    to < from
      ? sql`${shortlistCandidates.position} >= ${to} and ${shortlistCandidates.position} < ${from}`
      : sql`${shortlistCandidates.position} > ${from} and ${shortlistCandidates.position} <= ${to}`;
  await db
    .update(shortlistCandidates)
    .set({ position: sql`${shortlistCandidates.position} + ${to < from ? 1 : -1}` })
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), between));
  await db.update(shortlistCandidates).set({ position: to }).where(eq(shortlistCandidates.id, candidateId));
}

/** Removes an entry and closes the gap it leaves. */
export async function deleteCandidate(db: Database, shortlistId: string, candidateId: string, position: number) {
  await db.delete(shortlistCandidates).where(eq(shortlistCandidates.id, candidateId));
  await db
    .update(shortlistCandidates)
    .set({ position: sql`${shortlistCandidates.position} - 1` })
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), sql`${shortlistCandidates.position} > ${position}`));
}

/** Points the entry at the agency's CV; answers the upload it replaced, if any. */
export async function setPresentationCv(db: Database, shortlistId: string, candidateId: string, uploadId: string) {
  const [before] = await db
    .select({ old: shortlistCandidates.presentationCvUploadId })
    .from(shortlistCandidates)
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), eq(shortlistCandidates.id, candidateId)))
    .for('update');
  if (!before) return { found: false as const };
  await db
    .update(shortlistCandidates)
    .set({ presentationCvUploadId: uploadId })
    .where(eq(shortlistCandidates.id, candidateId));
  return { found: true as const, old: before.old };
}

/** Sent now (the first sending's date is kept). */
export async function markSent(db: Database, id: string) {
  await db
    .update(shortlists)
    .set({ status: 'Sent', sentAt: sql`coalesce(${shortlists.sentAt}, now())`, updatedAt: new Date() })
    .where(eq(shortlists.id, id));
}

export async function markClosed(db: Database, id: string) {
  await db.update(shortlists).set({ status: 'Closed', updatedAt: new Date() }).where(eq(shortlists.id, id));
}

/** The listed applications of the shortlist still at stage New (sending moves them to Screening). */
export async function findNewApplicationIds(db: Database, shortlistId: string) {
  const rows = await db
    .select({ id: applications.id })
    .from(shortlistCandidates)
    .innerJoin(applications, eq(applications.id, shortlistCandidates.applicationId))
    .where(
      and(
        eq(shortlistCandidates.shortlistId, shortlistId),
        eq(applications.stage, 'New'),
        isNull(applications.anonymisedAt),
      ),
    );
  return rows.map((r) => r.id);
}
