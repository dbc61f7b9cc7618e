import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationDocuments, applications, deploymentDocumentTypes, uploads } from '../../db/schema';
import { readApplications } from '../applications';

export type DocumentTypeRow = typeof deploymentDocumentTypes.$inferSelect;

/** The six documents agencies collect for UAE hospitality deployment, in checklist order. */
export const defaultDocumentTypes: Omit<typeof deploymentDocumentTypes.$inferInsert, 'sortingOrder'>[] = [
  {
    name: 'Passport',
    description: 'The photo page of your passport. If you renewed it, upload the new one and give its expiry date.',
    isPassport: true,
  },
  { name: 'NBI clearance', description: 'A valid NBI clearance for travel abroad.' },
  {
    name: 'Medical certificate',
    description: 'From a DOH-accredited clinic (pre-employment medical examination).',
  },
  { name: 'PSA birth certificate', description: 'Your birth certificate on PSA security paper.' },
  { name: 'Diploma or TESDA certificate', description: 'Your diploma, or the TESDA certificate of your trade.' },
  { name: 'Photo (2x2, white background)', description: 'A recent 2x2 photo on a plain white background.' },
];

/** Inserts the six default document types into an empty list (every start; a no-op once staff have a list). */
export async function ensureDefaultDocumentTypes(db: Database) {
  const [existing] = await db.select({ id: deploymentDocumentTypes.id }).from(deploymentDocumentTypes).limit(1);
  if (existing) return 0;
  const rows = await db
    .insert(deploymentDocumentTypes)
    .values(defaultDocumentTypes.map((type, i) => ({ ...type, sortingOrder: i + 1 })))
    .onConflictDoNothing()
    .returning({ id: deploymentDocumentTypes.id });
  return rows.length;
}

export async function listDocumentTypes(db: Database, { activeOnly }: { activeOnly: boolean }) {
  return db
    .select()
    .from(deploymentDocumentTypes)
    .where(activeOnly ? eq(deploymentDocumentTypes.isActive, true) : undefined)
    .orderBy(asc(deploymentDocumentTypes.sortingOrder), asc(deploymentDocumentTypes.name));
}

export async function findDocumentType(db: Database, id: string) {
  const [row] = await db.select().from(deploymentDocumentTypes).where(eq(deploymentDocumentTypes.id, id));
  return row;
}

export async function insertDocumentType(db: Database, values: typeof deploymentDocumentTypes.$inferInsert) {
  const [row] = await db.insert(deploymentDocumentTypes).values(values).returning();
  return row!;
}

export async function updateDocumentType(
  db: Database,
  id: string,
  values: Partial<typeof deploymentDocumentTypes.$inferInsert>,
) {
  const [row] = await db
    .update(deploymentDocumentTypes)
    .set(values)
    .where(eq(deploymentDocumentTypes.id, id))
    .returning();
  return row;
}

/** The application with what the checklist shows of it. */
export async function findApplicationForDocuments(db: Database, id: string) {
  const [row] = await readApplications(db).where(eq(applications.id, id));
  const passportExpiry = row?.application.passportExpiry;
  // Only an erased (anonymised) application has no passport expiry: it has no documents either.
  if (!row || passportExpiry == null) return undefined;
  return { ...row.application, passportExpiry, jobTitle: row.job?.title ?? null, appliedFor: row.appliedFor };
}

export type DocumentsApplication = NonNullable<Awaited<ReturnType<typeof findApplicationForDocuments>>>;

/** The application's stored documents with their current files. */
export async function listApplicationDocuments(db: Database, applicationId: string) {
  return db
    .select({
      document: applicationDocuments,
      file: {
        path: uploads.fileName,
        mimeType: uploads.mimeType,
        originalName: uploads.originalName,
        uploadedAt: uploads.createdAt,
      },
    })
    .from(applicationDocuments)
    .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
    .where(eq(applicationDocuments.applicationId, applicationId));
}

/**
 * Makes `uploadId` the application's current file of a document type, waiting for review, and deletes
 * the upload it replaces (its row here; the caller removes its file once committed). Run in a
 * transaction: concurrent uploads of one document meet at the unique (application, type) index, and the
 * later one replaces the earlier, so one file stays current and none is left without a row.
 */
export async function replaceDocumentFile(
  tx: Database,
  values: { applicationId: string; documentTypeId: string; uploadId: string; passportExpiry: string | null },
) {
  const [inserted] = await tx
    .insert(applicationDocuments)
    .values(values)
    .onConflictDoNothing({ target: [applicationDocuments.applicationId, applicationDocuments.documentTypeId] })
    .returning({ id: applicationDocuments.id });
  if (inserted) return undefined;
  const where = and(
    eq(applicationDocuments.applicationId, values.applicationId),
    eq(applicationDocuments.documentTypeId, values.documentTypeId),
  );
  const [current] = await tx
    .select({ uploadId: applicationDocuments.uploadId })
    .from(applicationDocuments)
    .where(where)
    .for('update');
  await tx
    .update(applicationDocuments)
    .set({
      uploadId: values.uploadId,
      passportExpiry: values.passportExpiry,
      status: 'Uploaded',
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: new Date(),
    })
    .where(where);
  if (!current) return undefined;
  const [old] = await tx
    .delete(uploads)
    .where(eq(uploads.id, current.uploadId))
    .returning({ fileName: uploads.fileName });
  return old?.fileName;
}

/**
 * Staff's verdict on the file they looked at (`fileName`): answers false when the document's current
 * file is another one (the candidate uploaded again since) or there is none.
 */
export async function reviewDocument(
  db: Database,
  key: { applicationId: string; documentTypeId: string; fileName: string },
  verdict: { status: 'Verified' | 'Rejected'; rejectionReason: string | null; reviewedBy: string },
) {
  const fileMatches: SQL = sql`${applicationDocuments.uploadId} = (select ${uploads.id} from ${uploads} where ${uploads.fileName} = ${key.fileName})`;
  const rows = await db
    .update(applicationDocuments)
    .set({ ...verdict, reviewedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(applicationDocuments.applicationId, key.applicationId),
        eq(applicationDocuments.documentTypeId, key.documentTypeId),
        fileMatches,
      ),
    )
    .returning({ id: applicationDocuments.id });
  return rows.length > 0;
}

export async function setPlannedDepartureDate(db: Database, id: string, date: string | null) {
  await db
    .update(applications)
    .set({ plannedDepartureDate: date, updatedAt: new Date() })
    .where(eq(applications.id, id));
}
