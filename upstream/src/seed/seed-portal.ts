import { randomUUID } from 'node:crypto';
import { copyFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { LookupKind } from '@contracts/lookups/lookup';
import type { DataPaths } from '../config';
import type { Database } from '../db/client';
import {
  applications,
  candidateProfiles,
  clientContacts,
  clients,
  jobOpenings,
  shortlistCandidates,
  shortlists,
  uploads,
  videoRenditions,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { recordStageChange } from '../modules/applications/repository';
import { recordConsent } from '../modules/consents/repository';
import { privacyTerms } from '../modules/consents/privacy-terms';
import { makeStagingFolder } from '../modules/uploads/receive-file';
import { insertUser } from '../modules/users/repository';
import { generatePassword } from '../modules/users/staff';
import type { FileStorage } from '../storage/file-storage';
import { demoResumePdf } from './demo-resume-pdf';
import { demoCandidates, demoClient, demoEmployer, demoShortlist, demoVideo, type DemoCandidate } from './portal';

const videosDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'videos');
const day = 24 * 60 * 60 * 1000;

/** A demo candidate's stored files: the uploaded video, its ready copy and poster, the resume. */
interface StoredFiles {
  video: { name: string; size: number };
  copy: string;
  poster: string;
  resume: { name: string; size: number };
}

/**
 * Puts each demo candidate's files into private storage under fresh names, before any row names
 * them (a seed that fails afterwards leaves files the housekeeping sweeps, never rows without files).
 * The committed video is already a faststart MP4, so its "copy" is the same bytes, stored apart.
 */
export async function storePortalFiles(paths: DataPaths, storage: FileStorage): Promise<StoredFiles[]> {
  const staging = await makeStagingFolder(paths, 'seed-');
  const put = async (from: string | Buffer, ext: string) => {
    const name = `${randomUUID()}.${ext}`;
    const local = path.join(staging, name);
    if (typeof from === 'string') await copyFile(from, local);
    else await writeFile(local, from);
    const { size } = await stat(local);
    await storage.putFile(local, name);
    return { name, size };
  };
  try {
    const stored: StoredFiles[] = [];
    for (const candidate of demoCandidates) {
      const mp4 = path.join(videosDir, `${candidate.video}.mp4`);
      stored.push({
        video: await put(mp4, 'mp4'),
        copy: (await put(mp4, 'mp4')).name,
        poster: (await put(path.join(videosDir, `${candidate.video}.jpg`), 'jpg')).name,
        resume: await put(demoResumePdf(resumeLines(candidate)), 'pdf'),
      });
    }
    return stored;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const fullName = (candidate: DemoCandidate) => `${candidate.firstName} Demo`;
const emailOf = (candidate: DemoCandidate) => `${candidate.firstName.toLowerCase()}.demo@example.com`;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function resumeLines(candidate: DemoCandidate) {
  return [
    `${fullName(candidate)} - demo resume`,
    'This is a demo document: the person is made up.',
    `Position sought: ${candidate.position}`,
    `Experience: ${candidate.experienceInYears} years, last as ${candidate.previousJobTitle}`,
    `Email: ${emailOf(candidate)}`,
  ];
}

/** The id of one of the seed's job orders (jobs.ts). */
async function jobOrderId(tx: Database, jobOrderNumber: string) {
  const [job] = await tx
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(eq(jobOpenings.jobOrderNumber, jobOrderNumber));
  if (!job) throw new Error(`demo data names an unknown job order: ${jobOrderNumber}`);
  return job.id;
}

export interface PortalSeedOptions {
  idOf: (kind: LookupKind, name: string) => string;
  /** The demo staff account: it built and sent the shortlist. */
  staffId: string;
  files: StoredFiles[];
  employerPassword: string;
  scryptCost: number;
  now: number;
}

/**
 * The employer portal's demo rows, in the seed's transaction: the client and its job order, the
 * contact's account, the candidates' accounts, applications (consents recorded as a real sign-up and
 * application record them) and profiles, their videos with ready copies, and the Sent shortlist (its
 * candidates moved from New to Screening by the staff account, as sending does).
 */
export async function seedPortal(tx: Database, options: PortalSeedOptions) {
  const { idOf, now } = options;
  const { retentionMonths } = await privacyTerms(tx);
  const [client] = await tx
    .insert(clients)
    .values({
      name: demoClient.name,
      businessTypeId: idOf('business-type', demoClient.businessType),
      locationId: idOf('preffered-location', demoClient.location),
      notes: demoClient.notes,
      // Owned by the demo staff account: a Manager hands it to a recruiter with the client page's select.
      ownerId: options.staffId,
    })
    .returning({ id: clients.id });
  const [job] = await tx
    .update(jobOpenings)
    .set({ clientId: client!.id })
    .where(eq(jobOpenings.jobOrderNumber, demoClient.jobOrderNumber))
    .returning({ id: jobOpenings.id });
  if (!job) throw new Error(`demo data names an unknown job order: ${demoClient.jobOrderNumber}`);

  const employer = await insertUser(tx, {
    userType: 'Employer',
    ...demoEmployer,
    businessTypeId: idOf('business-type', demoClient.businessType),
    passwordHash: await hashPassword(options.employerPassword, options.scryptCost),
    emailVerifiedAt: new Date(now),
  });
  await recordConsent(tx, { userId: employer.id, kind: 'signup', retentionMonths });
  await tx.insert(clientContacts).values({ clientId: client!.id, userId: employer.id });

  const sentAt = new Date(now - demoShortlist.sentDaysAgo * day);
  const [shortlist] = await tx
    .insert(shortlists)
    .values({
      clientId: client!.id,
      jobOpeningId: job.id,
      title: demoShortlist.title,
      status: 'Sent',
      sentAt,
      createdBy: options.staffId,
      createdAt: new Date(sentAt.getTime() - day),
    })
    .returning({ id: shortlists.id });

  for (const [index, candidate] of demoCandidates.entries()) {
    const files = options.files[index]!;
    const appliedAt = new Date(now - (5 + index) * day);
    const account = await insertUser(tx, {
      userType: 'User',
      name: fullName(candidate),
      email: emailOf(candidate),
      phone: `+63 900 000 000${index + 1}`,
      country: 'Philippines',
      // Nobody signs in as a demo candidate: a password no one knows.
      passwordHash: await hashPassword(generatePassword(), options.scryptCost),
      emailVerifiedAt: appliedAt,
      createdAt: appliedAt,
    });
    await recordConsent(tx, { userId: account.id, kind: 'signup', retentionMonths });
    const upload = (kind: 'video' | 'resume', file: { name: string; size: number }, mimeType: string) => ({
      fileName: file.name,
      ownerId: account.id,
      kind,
      visibility: 'private' as const,
      mimeType,
      sizeBytes: file.size,
      originalName: `${candidate.firstName.toLowerCase()}-demo-${kind}.${file.name.split('.').pop()}`,
      createdAt: appliedAt,
    });
    const [video, resume] = await tx
      .insert(uploads)
      .values([upload('video', files.video, 'video/mp4'), upload('resume', files.resume, 'application/pdf')])
      .returning({ id: uploads.id });
    // Seeded as already made, so the demo plays the same with or without ffmpeg.
    await tx.insert(videoRenditions).values({
      uploadId: video!.id,
      state: 'ready',
      fileName: files.copy,
      posterFileName: files.poster,
      ...demoVideo,
      attempts: 1,
    });
    const appliedTo = candidate.appliedTo ? await jobOrderId(tx, candidate.appliedTo) : null;
    const details = {
      englishProficiency: candidate.englishProficiency,
      experienceInYears: candidate.experienceInYears,
      previousJobTitle: candidate.previousJobTitle,
      education: candidate.education,
      passportNumber: `DEMO0000${index + 1}`,
      passportExpiry: isoDay(now + 3 * 365 * day),
      preferredLocationId: idOf('preffered-location', candidate.location),
      availableToStart: isoDay(now + 30 * day),
    };
    const [application] = await tx
      .insert(applications)
      .values({
        userId: account.id,
        jobOpeningId: appliedTo,
        appliedForId: appliedTo ? null : idOf('position', candidate.position),
        name: fullName(candidate),
        email: emailOf(candidate),
        phone: `+63 900 000 000${index + 1}`,
        resumeUploadId: resume!.id,
        videoUploadId: video!.id,
        ...details,
        notes: candidate.notes,
        createdAt: appliedAt,
        updatedAt: appliedAt,
      })
      .returning({ id: applications.id });
    await recordConsent(tx, {
      userId: account.id,
      kind: 'application',
      applicationId: application!.id,
      retentionMonths,
    });
    // Saved to their profile when applying (the form's box is ticked by default): the talent pool.
    await tx.insert(candidateProfiles).values({
      userId: account.id,
      ...details,
      resumeUploadId: resume!.id,
      videoUploadId: video!.id,
      positionNames: candidate.position,
      lastActiveAt: appliedAt,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    });

    if (candidate.shortlistNote === null) continue;
    await tx.insert(shortlistCandidates).values({
      shortlistId: shortlist!.id,
      applicationId: application!.id,
      position: index + 1,
      note: candidate.shortlistNote,
    });
    await recordStageChange(tx, {
      applicationId: application!.id,
      fromStage: 'New',
      toStage: 'Screening',
      changedBy: options.staffId,
      createdAt: sentAt,
    });
  }
}
