import {
  applicationFields,
  applicationMessages,
  educationLabels,
  type ApplicationData,
} from '@contracts/applications/fields';
import { storedValuesOf } from '@contracts/core/define-fields';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import { findJobOpenings } from '../job-openings';
import { lookupExists, lookupTables } from '../lookups';
import { mails } from '../mail';
import { privacyTerms, recordConsent } from '../consents';
import { findOwnUpload } from '../uploads';
import { checkLocation, removeReleasedFiles, saveApplicationToProfile, touchProfile } from '../candidates';
import { insertApplication } from './candidate-repository';

/** A candidate applies to an opening (jobId) or generally (appliedFor); once per opening. */
export async function applyForJob(ctx: AppContext, userId: string, payload: ApplicationData) {
  const jobLabel = await checkReferences(ctx, userId, payload);
  const { retentionMonths } = await privacyTerms(ctx.db);

  try {
    const { id, released } = await ctx.db.transaction(async (tx) => {
      const resume = await findOwnUpload(tx, userId, payload.resume, 'resume');
      const video = await findOwnUpload(tx, userId, payload.video, 'video');
      if (!resume) throw badRequest('Please upload your resume again.', 'resume');
      if (!video) throw badRequest(applicationMessages.video, 'video');
      const files = { resumeUploadId: resume.id, videoUploadId: video.id };
      const application = await insertApplication(tx, {
        ...storedValuesOf(applicationFields, payload),
        userId,
        jobOpeningId: payload.jobId ?? null,
        ...files,
      });
      // The schema let only a ticked box through (payload.consent is true).
      await recordConsent(tx, { userId, kind: 'application', applicationId: application.id, retentionMonths });
      const released = payload.saveToProfile
        ? await saveApplicationToProfile(tx, userId, payload, files)
        : await touchProfile(tx, userId).then(() => []);
      // In the application's transaction: stored, its mails are sent even if the process dies right after.
      await announce(ctx, tx, payload, jobLabel);
      return { id: application.id, released };
    });
    await removeReleasedFiles(ctx, released);
    return { message: applicationMessages.success, data: { _id: id } };
  } catch (err) {
    // The unique index settles two simultaneous applications to one opening.
    if (isUniqueViolation(err)) throw conflict(applicationMessages.alreadyApplied);
    throw err;
  }
}

/** Checks the opening, position and location exist; answers how mails should name the job. */
async function checkReferences(ctx: AppContext, userId: string, payload: ApplicationData) {
  await checkLocation(ctx.db, payload.preferredLocation);
  if (payload.jobId) {
    const [job] = await findJobOpenings(ctx.db, { id: payload.jobId, activeOnly: true, viewerId: userId });
    if (!job) throw notFound('This job opening does not exist or has been removed.');
    if (job.isApplied) throw conflict(applicationMessages.alreadyApplied);
    return `${job.job.title} (${job.job.companyName})`;
  }
  if (payload.appliedFor) {
    if (!(await lookupExists(ctx.db, lookupTables.position, payload.appliedFor))) {
      throw badRequest('Please choose a valid position', 'appliedFor');
    }
  }
  return 'General application';
}

async function announce(ctx: AppContext, tx: Database, payload: ApplicationData, jobLabel: string) {
  await ctx.mailer.queueIn(tx, { to: payload.email, ...mails.applicationReceived(payload.name, jobLabel) });
  await ctx.mailer.queueIn(tx, {
    to: ctx.config.AGENCY_INBOX,
    ...mails.applicationForAgency(jobLabel, [
      ['Name', payload.name],
      ['Email', payload.email],
      ['Phone', payload.phone],
      ['Experience', `${payload.experienceInYears} years`],
      ['Education', educationLabels[payload.education]],
      ['English', payload.englishProficiency],
    ]),
  });
}
