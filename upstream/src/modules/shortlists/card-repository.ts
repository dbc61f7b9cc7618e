import { applicationFields } from '@contracts/applications/fields';
import type { CardField } from '@contracts/core/field-places';
import { and, asc, count, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  applications,
  clientContacts,
  clients,
  deploymentDocumentTypes,
  jobOpenings,
  positions,
  preferredLocations,
  shortlistCandidates,
  shortlists,
  uploads,
  videoRenditions,
} from '../../db/schema';
import { declaredColumnsOf } from '../../lib/declared-columns';
import { effectivePassportExpirySql, missingRequiredSql, referenceNames } from '../applications';

const resume = alias(uploads, 'resume');
const video = alias(uploads, 'video');
const presentationCv = alias(uploads, 'presentation_cv');

/**
 * Employer-facing reads show neither an erased (anonymised) application nor one the candidate
 * withdrew: they no longer agree to be put forward.
 */
export const presentable = and(isNull(applications.anonymisedAt), ne(applications.stage, 'Withdrawn'));

/** A shortlist with its client's name and its job order's title. */
function shortlistWithNames(db: Database) {
  return db
    .select({
      id: shortlists.id,
      clientId: shortlists.clientId,
      clientName: clients.name,
      jobOpeningId: shortlists.jobOpeningId,
      jobTitle: jobOpenings.title,
      title: shortlists.title,
      status: shortlists.status,
      sentAt: shortlists.sentAt,
      createdBy: shortlists.createdBy,
    })
    .from(shortlists)
    .innerJoin(clients, eq(clients.id, shortlists.clientId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId));
}

/** The shortlist if this account is a contact of its client and it has been sent (a Draft is not theirs to see). */
export async function findContactShortlist(db: Database, userId: string, shortlistId: string) {
  const [row] = await shortlistWithNames(db)
    .innerJoin(clientContacts, and(eq(clientContacts.clientId, shortlists.clientId), eq(clientContacts.userId, userId)))
    .where(and(eq(shortlists.id, shortlistId), inArray(shortlists.status, ['Sent', 'Closed'])));
  return row;
}

export async function findShortlistById(db: Database, shortlistId: string) {
  const [row] = await shortlistWithNames(db).where(eq(shortlists.id, shortlistId));
  return row;
}

export type ShortlistWithNames = NonNullable<Awaited<ReturnType<typeof findShortlistById>>>;

/**
 * The card's declared facts (applicationFields' `employer`): their columns under `facts`, each
 * reference's name beside them, from the applications table's columns (a test's copy has more).
 */
export const cardFactColumnsOf = (
  declared: { card: CardField[] },
  columns: Record<string, PgColumn> = getTableColumns(applications),
) => {
  const { stored, joined } = declaredColumnsOf(declared.card, columns, referenceNames);
  return { facts: stored, ...joined };
};

/** What a card shows, read from the application and its video's playable copy; never contact details. */
const cardColumns = {
  id: shortlistCandidates.id,
  note: shortlistCandidates.note,
  hasPresentationCv: sql<boolean>`${shortlistCandidates.presentationCvUploadId} is not null`,
  applicationId: applications.id,
  name: applications.name,
  stage: applications.stage,
  jobOpeningId: applications.jobOpeningId,
  jobTitle: jobOpenings.title,
  appliedFor: positions.name,
  ...cardFactColumnsOf(applicationFields),
  // The passport's validity counts from the departure, else the start date.
  availableToStart: applications.availableToStart,
  plannedDepartureDate: applications.plannedDepartureDate,
  passportExpiry: effectivePassportExpirySql,
  missingDocuments: missingRequiredSql,
  hasResume: sql<boolean>`${applications.resumeUploadId} is not null`,
  hasVideo: sql<boolean>`${applications.videoUploadId} is not null`,
  renditionState: videoRenditions.state,
  durationMs: videoRenditions.durationMs,
  hasPoster: sql<boolean>`${videoRenditions.posterFileName} is not null`,
};

function cardQuery(db: Database) {
  return db
    .select(cardColumns)
    .from(shortlistCandidates)
    .innerJoin(applications, and(eq(applications.id, shortlistCandidates.applicationId), presentable))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId))
    .leftJoin(videoRenditions, eq(videoRenditions.uploadId, applications.videoUploadId));
}

/** The shortlist's candidates in their order, erased applications left out. */
export async function findCards(db: Database, shortlistId: string) {
  return cardQuery(db)
    .where(eq(shortlistCandidates.shortlistId, shortlistId))
    .orderBy(asc(shortlistCandidates.position), asc(shortlistCandidates.id));
}

/** One candidate of the shortlist (undefined when not on it, or erased). */
export async function findCard(db: Database, shortlistId: string, candidateId: string) {
  const [row] = await cardQuery(db).where(
    and(eq(shortlistCandidates.shortlistId, shortlistId), eq(shortlistCandidates.id, candidateId)),
  );
  return row;
}

export type CardRow = Awaited<ReturnType<typeof findCards>>[number];

/** Active required deployment document types: each card's "verified of required". */
export async function countRequiredDocuments(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(deploymentDocumentTypes)
    .where(and(eq(deploymentDocumentTypes.isActive, true), eq(deploymentDocumentTypes.isRequired, true)));
  return row?.n ?? 0;
}

/** The stored files a card may open: the video, its playable copy and poster, the resume and the agency's CV. */
export async function findCardFiles(db: Database, shortlistId: string, candidateId: string) {
  const [row] = await db
    .select({
      video: { fileName: video.fileName, mimeType: video.mimeType },
      rendition: {
        state: videoRenditions.state,
        fileName: videoRenditions.fileName,
        posterFileName: videoRenditions.posterFileName,
      },
      resume: { fileName: resume.fileName, mimeType: resume.mimeType },
      presentationCv: { fileName: presentationCv.fileName, mimeType: presentationCv.mimeType },
    })
    .from(shortlistCandidates)
    .innerJoin(applications, and(eq(applications.id, shortlistCandidates.applicationId), presentable))
    .leftJoin(video, eq(video.id, applications.videoUploadId))
    .leftJoin(resume, eq(resume.id, applications.resumeUploadId))
    .leftJoin(presentationCv, eq(presentationCv.id, shortlistCandidates.presentationCvUploadId))
    .leftJoin(videoRenditions, eq(videoRenditions.uploadId, applications.videoUploadId))
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), eq(shortlistCandidates.id, candidateId)));
  return row;
}
