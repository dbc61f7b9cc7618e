import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  applications,
  clients,
  jobOpenings,
  shortlistCandidates,
  shortlistDecisions,
  shortlists,
  uploads,
} from '../../../db/schema';
import type { Database } from '../../../db/client';
import type { PersonalFile, PrivacyPart } from './part';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The person's applications' entries on shortlists (with the agency's CV, if any). */
async function entriesOf(db: Database, userId: string) {
  return db
    .select({
      id: shortlistCandidates.id,
      applicationId: shortlistCandidates.applicationId,
      client: clients.name,
      shortlist: shortlists.title,
      status: shortlists.status,
      job: jobOpenings.title,
      sentAt: shortlists.sentAt,
      note: shortlistCandidates.note,
      cv: { fileName: uploads.fileName, visibility: uploads.visibility },
      firstOpenedAt: shortlistCandidates.firstOpenedAt,
      videoPlayedAt: shortlistCandidates.videoPlayedAt,
      videoWatchedSeconds: shortlistCandidates.videoWatchedSeconds,
      addedAt: shortlistCandidates.createdAt,
    })
    .from(shortlistCandidates)
    .innerJoin(applications, eq(applications.id, shortlistCandidates.applicationId))
    .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
    .innerJoin(clients, eq(clients.id, shortlists.clientId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId))
    .leftJoin(uploads, eq(uploads.id, shortlistCandidates.presentationCvUploadId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(shortlistCandidates.createdAt));
}

const cvFile = (cv: { fileName: string; visibility: 'public' | 'private' }): PersonalFile => ({
  storage: cv.visibility,
  name: cv.fileName,
  zipPath: `files/presentation-cv/${cv.fileName}`,
});

/**
 * The candidate's side: to which clients (and shortlists) each application was presented, what the
 * agency wrote of them, when the client looked, and the client's decisions with reason and scores.
 * The employer's free-text comments are left out: the portal promises the client they stay with the
 * agency, and they may name their writer; who decided is another person's data and is left out too.
 * Erasure keeps the entries (the statistics of shortlists and decisions) but empties the agency's
 * note and the comments, and deletes the agency's CV; the application itself is anonymised by the
 * applications part, and every employer-facing read leaves anonymised applications out.
 */
export const presentedToEmployersPart: PrivacyPart = {
  name: 'presentedToEmployers',
  async collect(db, userId) {
    const entries = await entriesOf(db, userId);
    const decisions = entries.length
      ? await db
          .select()
          .from(shortlistDecisions)
          .where(
            inArray(
              shortlistDecisions.shortlistCandidateId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(asc(shortlistDecisions.createdAt))
      : [];
    return {
      data: entries.map((e) => ({
        applicationId: e.applicationId,
        client: e.client,
        shortlist: e.shortlist,
        jobOrder: e.job,
        // A Draft was prepared by the agency but not yet shown to the client.
        shortlistStatus: e.status,
        presentedAt: iso(e.sentAt),
        addedAt: e.addedAt.toISOString(),
        agencyNote: e.note,
        presentationCv: e.cv ? cvFile(e.cv).zipPath : null,
        firstOpenedByTheClientAt: iso(e.firstOpenedAt),
        videoPlayedAt: iso(e.videoPlayedAt),
        videoWatchedSeconds: e.videoWatchedSeconds,
        decisions: decisions
          .filter((d) => d.shortlistCandidateId === e.id)
          .map((d) => {
            const scorecard = d.scorecard as Record<string, unknown> | null;
            return {
              decision: d.decision,
              reason: d.reason,
              scores: scorecard
                ? { english: scorecard.english, experience: scorecard.experience, presentation: scorecard.presentation }
                : null,
              at: d.createdAt.toISOString(),
            };
          }),
      })),
      files: entries.flatMap((e) => (e.cv ? [cvFile(e.cv)] : [])),
    };
  },
  // Runs before the applications part, which lets go of the person (user_id) as it anonymises.
  async erase(db, userId) {
    const entries = await entriesOf(db, userId);
    if (entries.length === 0) return { count: 0 };
    const ids = entries.map((e) => e.id);
    await db.update(shortlistCandidates).set({ note: '' }).where(inArray(shortlistCandidates.id, ids));
    await db
      .update(shortlistDecisions)
      .set({
        comment: '',
        scorecard: sql`case when ${shortlistDecisions.scorecard} is null then null
          else ${shortlistDecisions.scorecard} || '{"comment":""}'::jsonb end`,
      })
      .where(inArray(shortlistDecisions.shortlistCandidateId, ids));
    const cvs = entries.flatMap((e) => (e.cv ? [e.cv.fileName] : []));
    // The entries' CV columns are set null by the uploads' foreign key.
    if (cvs.length > 0) await db.delete(uploads).where(inArray(uploads.fileName, cvs));
    return { count: entries.length, files: entries.flatMap((e) => (e.cv ? [cvFile(e.cv)] : [])) };
  },
};
