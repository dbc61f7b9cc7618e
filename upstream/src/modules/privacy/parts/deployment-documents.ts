import { asc, eq, inArray } from 'drizzle-orm';
import { applicationDocuments, applications, deploymentDocumentTypes, uploads } from '../../../db/schema';
import type { PrivacyPart } from './part';

/**
 * The deployment documents the person sent for their offers: type, status, staff's reason, renewed
 * passport expiry and the file (the uploads part carries the file itself into the zip and off the disk).
 * Erased before the applications part lets go of the person, so their applications are still found.
 */
export const deploymentDocumentsPart: PrivacyPart = {
  name: 'deploymentDocuments',
  async collect(db, userId) {
    const rows = await db
      .select({
        document: applicationDocuments,
        type: deploymentDocumentTypes.name,
        file: { kind: uploads.kind, fileName: uploads.fileName },
      })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .innerJoin(deploymentDocumentTypes, eq(deploymentDocumentTypes.id, applicationDocuments.documentTypeId))
      .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(applicationDocuments.createdAt));
    return {
      data: rows.map(({ document: d, type, file }) => ({
        applicationId: d.applicationId,
        document: type,
        status: d.status,
        rejectionReason: d.rejectionReason,
        passportExpiry: d.passportExpiry,
        file: `files/${file.kind}/${file.fileName}`,
        uploadedAt: d.createdAt.toISOString(),
        reviewedAt: d.reviewedAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(db, userId) {
    const mine = db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
    const removed = await db
      .delete(applicationDocuments)
      .where(inArray(applicationDocuments.applicationId, mine))
      .returning({ id: applicationDocuments.id });
    return { count: removed.length };
  },
};
