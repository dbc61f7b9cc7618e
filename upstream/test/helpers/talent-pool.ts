import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  applicationDocuments,
  applications,
  candidateProfiles,
  deploymentDocumentTypes,
  uploads,
  users,
} from '../../src/db/schema';
import type { Database } from '../../src/db/client';

type ProfileValues = Partial<typeof candidateProfiles.$inferInsert>;

/** A candidate account with a profile holding details, written straight to the tables (the pool only reads them). */
export async function insertPoolCandidate(db: Database, name: string, values: ProfileValues = {}) {
  const [user] = await db
    .insert(users)
    .values({
      userType: 'User',
      name,
      email: `pool-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+63 917 000 0000',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: users.id });
  await saveProfile(db, user!.id, values);
  return user!.id;
}

/** Creates or overwrites the candidate's profile, with complete details unless told otherwise. */
export async function saveProfile(db: Database, userId: string, values: ProfileValues = {}) {
  const row = {
    userId,
    experienceInYears: 3,
    previousJobTitle: 'Waiter',
    education: 'college' as const,
    englishProficiency: 'intermediate' as const,
    passportNumber: 'P1234567',
    passportExpiry: '2031-01-01',
    availableToStart: '2027-01-01',
    positionNames: '',
    lastActiveAt: new Date('2026-06-01T00:00:00Z'),
    ...values,
  };
  await db.insert(candidateProfiles).values(row).onConflictDoUpdate({ target: candidateProfiles.userId, set: row });
}

/** A general application of the candidate's with one deployment document that staff verified. */
export async function insertVerifiedDocument(db: Database, userId: string) {
  const [application] = await db
    .insert(applications)
    .values({
      userId,
      name: 'Verified Candidate',
      email: 'verified@example.com',
      phone: '+63 917 000 0001',
      englishProficiency: 'basic',
      experienceInYears: 2,
      education: 'college',
      passportNumber: 'P7654321',
      passportExpiry: '2031-01-01',
      availableToStart: '2027-01-01',
      stage: 'Offered',
    })
    .returning({ id: applications.id });
  const [type] = await db.select({ id: deploymentDocumentTypes.id }).from(deploymentDocumentTypes).limit(1);
  const [upload] = await db
    .insert(uploads)
    .values({
      fileName: `${randomUUID()}.pdf`,
      ownerId: userId,
      kind: 'document',
      visibility: 'private',
      mimeType: 'application/pdf',
      sizeBytes: 100,
    })
    .returning({ id: uploads.id });
  await db.insert(applicationDocuments).values({
    applicationId: application!.id,
    documentTypeId: type!.id,
    uploadId: upload!.id,
    status: 'Verified',
    reviewedAt: sql`now()`,
  });
  return application!.id;
}
