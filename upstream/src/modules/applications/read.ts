import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { applications, jobOpenings, positions, preferredLocations, uploads } from '../../db/schema';

const resume = alias(uploads, 'resume');
const video = alias(uploads, 'video');

/** Each reference's looked-up name, by field, for the reads that join its table as this one does. */
export const referenceNames = { appliedFor: positions.name, preferredLocation: preferredLocations.name };

/**
 * An application with the names it points at, keyed as the payload keys them (applicationFields):
 * its job, its position and location, and its files. The staff list reads the first three the same way.
 */
export const applicationNames = {
  application: applications,
  job: { id: jobOpenings.id, title: jobOpenings.title, slug: jobOpenings.slug, companyName: jobOpenings.companyName },
  ...referenceNames,
};

const applicationFiles = {
  resume: { path: resume.fileName, mimeType: resume.mimeType, originalName: resume.originalName },
  video: { path: video.fileName, mimeType: video.mimeType, originalName: video.originalName },
};

/**
 * The one read of applications with their names and files: callers add their where and order (each
 * join is by primary key, so the where's own index decides the cost). `extra` adds computed columns.
 */
export function readApplications<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra?: Extra) {
  return db
    .select({ ...applicationNames, ...applicationFiles, ...(extra as Extra) })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, applications.appliedForId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId))
    .leftJoin(resume, eq(resume.id, applications.resumeUploadId))
    .leftJoin(video, eq(video.id, applications.videoUploadId));
}

export type ApplicationRead = Awaited<ReturnType<typeof readApplications>>[number];
