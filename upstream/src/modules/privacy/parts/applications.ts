import type { ApplicationStage } from '@contracts/admin-applications';
import { candidateStatusOf } from '@contracts/candidate-status';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  applicationNotes,
  applicationStageChanges,
  applications,
  jobOpenings,
  passportReveals,
  positions,
  preferredLocations,
  uploads,
} from '../../../db/schema';
import type { PrivacyPart } from './part';

/** A stage change as the candidate reads it (their statuses, as on My Applications). */
const stageWords = (from: ApplicationStage, to: ApplicationStage) =>
  `Your application moved from ${candidateStatusOf(from)} to ${candidateStatusOf(to)}.`;

/**
 * Every application with all its fields, its stage history, the agency's notes on it and when staff
 * revealed its passport number. Erasure keeps the application for statistics (job, dates, stage,
 * experience, education, English level, location) and removes everything that names the person.
 */
export const applicationsPart: PrivacyPart = {
  name: 'applications',
  async collect(db, userId) {
    const resume = alias(uploads, 'resume');
    const video = alias(uploads, 'video');
    const rows = await db
      .select({
        application: applications,
        job: { title: jobOpenings.title, companyName: jobOpenings.companyName },
        appliedFor: positions.name,
        preferredLocation: preferredLocations.name,
        resume: resume.fileName,
        video: video.fileName,
      })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .leftJoin(positions, eq(positions.id, applications.appliedForId))
      .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId))
      .leftJoin(resume, eq(resume.id, applications.resumeUploadId))
      .leftJoin(video, eq(video.id, applications.videoUploadId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt));
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
            db
              .select()
              .from(passportReveals)
              .where(inArray(passportReveals.applicationId, ids))
              .orderBy(asc(passportReveals.createdAt)),
          ]);
    return {
      data: rows.map(({ application: a, ...joined }) => ({
        id: a.id,
        job: a.jobOpeningId ? { id: a.jobOpeningId, ...joined.job } : null,
        appliedFor: joined.appliedFor,
        name: a.name,
        email: a.email,
        phone: a.phone,
        englishProficiency: a.englishProficiency,
        experienceInYears: a.experienceInYears,
        previousJobTitle: a.previousJobTitle,
        education: a.education,
        passportNumber: a.passportNumber,
        passportExpiry: a.passportExpiry,
        preferredLocation: joined.preferredLocation,
        availableToStart: a.availableToStart,
        plannedDepartureDate: a.plannedDepartureDate,
        notes: a.notes,
        resume: joined.resume ? `files/resume/${joined.resume}` : null,
        video: joined.video ? `files/video/${joined.video}` : null,
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
        passportNumberShownToStaffAt: reveals
          .filter((r) => r.applicationId === a.id)
          .map((r) => r.createdAt.toISOString()),
      })),
    };
  },
  async erase(db, userId) {
    const rows = await db
      .update(applications)
      .set({
        userId: null,
        name: '',
        email: '',
        phone: '',
        passportNumber: '',
        passportExpiry: null,
        previousJobTitle: '',
        notes: '',
        resumeUploadId: null,
        videoUploadId: null,
        anonymisedAt: new Date(),
      })
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
