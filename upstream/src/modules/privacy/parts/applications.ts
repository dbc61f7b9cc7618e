import type { ApplicationStage } from '@contracts/applications/staff';
import { candidateStatusOf } from '@contracts/applications/candidate-status';
import { applicationFields } from '@contracts/applications/fields';
import { erasedValuesOf } from '@contracts/core/define-fields';
import { asc, eq, inArray } from 'drizzle-orm';
import { applicationNotes, applicationStageChanges, applications } from '../../../db/schema';
import { exportedValuesOf } from '../../../lib/declared-values';
import { passportRevealsOf } from '../../access-records';
import { readApplications } from '../../applications';
import type { PrivacyPart } from './part';

/** A stage change as the candidate reads it (their statuses, as on My Applications). */
const stageWords = (from: ApplicationStage, to: ApplicationStage) =>
  `Your application moved from ${candidateStatusOf(from)} to ${candidateStatusOf(to)}.`;

/**
 * Every application with all its stored fields (applicationFields), its stage history, the agency's
 * notes on it and when staff revealed its passport number (from the record of access). Erasure keeps the application for
 * statistics (job, dates, stage and the fields not declared personal) and blanks the personal ones.
 */
export const applicationsPart: PrivacyPart = {
  name: 'applications',
  async collect(db, userId) {
    const rows = await readApplications(db).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt));
    const ids = rows.map((row) => row.application.id);
    const [history, notes, reveals] =
      ids.length === 0
        ? [[], [], []]
        : await Promise.all([
            db
              .select()
              .from(applicationStageChanges)
              .where(inArray(applicationStageChanges.applicationId, ids))
              .orderBy(asc(applicationStageChanges.createdAt)),
            db
              .select()
              .from(applicationNotes)
              .where(inArray(applicationNotes.applicationId, ids))
              .orderBy(asc(applicationNotes.createdAt)),
            passportRevealsOf(db, userId),
          ]);
    return {
      data: rows.map(({ application: a, job, ...joined }) => ({
        id: a.id,
        job: job ? { id: job.id, title: job.title, companyName: job.companyName } : null,
        ...exportedValuesOf(applicationFields, { row: a, joined }),
        plannedDepartureDate: a.plannedDepartureDate,
        stage: a.stage,
        // The deployment checklist's state the agency stored (ready, missing, expired), at Offered and Deployed.
        readiness: a.readiness,
        reapplyAllowed: a.reapplyAllowed,
        submittedAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
        statusHistory: history
          .filter((h) => h.applicationId === a.id)
          .map((h) => ({
            at: h.createdAt.toISOString(),
            from: h.fromStage,
            to: h.toStage,
            text: stageWords(h.fromStage, h.toStage),
            emailedToYou: h.candidateEmailed,
            byYou: h.byCandidate,
            reason: h.reason,
          })),
        agencyNotes: notes
          .filter((n) => n.applicationId === a.id)
          .map((n) => ({ at: n.createdAt.toISOString(), text: n.body })),
        passportNumberShownToStaffAt: reveals.filter((r) => r.applicationId === a.id).map((r) => r.at.toISOString()),
      })),
    };
  },
  async erase(db, userId) {
    const rows = await db
      .update(applications)
      .set({ userId: null, ...erasedValuesOf(applicationFields), anonymisedAt: new Date() })
      .where(eq(applications.userId, userId))
      .returning({ id: applications.id });
    const ids = rows.map((row) => row.id);
    // The agency's notes on the person go too; the stage history (dates and stages) stays for statistics.
    if (ids.length > 0) await db.delete(applicationNotes).where(inArray(applicationNotes.applicationId, ids));
    // A withdrawal's reason is the candidate's own words.
    if (ids.length > 0) {
      await db
        .update(applicationStageChanges)
        .set({ reason: '' })
        .where(inArray(applicationStageChanges.applicationId, ids));
    }
    return { count: rows.length };
  },
};
