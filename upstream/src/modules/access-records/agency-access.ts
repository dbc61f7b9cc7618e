import { accessKindLabels, firstNameOf, type AgencyAccess } from '@contracts/access-records/record';
import type { Database } from '../../db/client';
import { accessRecordsAbout } from './repository';

/**
 * Who at the agency opened a person's data and when, for their data export: each reader by role and
 * first name only (issue 42), and what they opened. A list's read (the CSV, a search) names no one person.
 */
export async function agencyAccessOf(db: Database, userId: string): Promise<AgencyAccess[]> {
  const entries = await accessRecordsAbout(db, userId);
  return entries.map((entry) => ({
    at: entry.at.toISOString(),
    staffFirstName: firstNameOf(entry.staffName),
    staffRoles: entry.staffRoles,
    what: entry.kind === 'file' ? `${accessKindLabels.file}: ${entry.fields.join(', ')}` : accessKindLabels[entry.kind],
  }));
}

/** When staff were shown the passport number of each of a person's applications, by application id. */
export async function passportRevealsOf(db: Database, userId: string) {
  const entries = await accessRecordsAbout(db, userId);
  return entries.flatMap((entry) =>
    entry.kind === 'passport' && entry.recordId ? [{ applicationId: entry.recordId, at: entry.at }] : [],
  );
}
