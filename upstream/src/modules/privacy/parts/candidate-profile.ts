import { eq } from 'drizzle-orm';
import { preferredLocations } from '../../../db/schema';
import { deleteProfile, findProfile, profileDetailsOf } from '../../candidates';
import type { PrivacyPart } from './part';

const zipPath = (kind: 'resume' | 'video', file: { fileName: string } | null) =>
  file ? `files/${kind}/${file.fileName}` : null;

/**
 * The application profile: the details kept for the next application, the saved resume and video (their
 * files are in the zip with the other uploads, and deleted with them), the positions applied for.
 */
export const candidateProfilePart: PrivacyPart = {
  name: 'applicationProfile',
  async collect(db, userId) {
    const row = await findProfile(db, userId);
    if (!row) return { data: null };
    const { profile: p } = row;
    const [location] = p.preferredLocationId
      ? await db
          .select({ name: preferredLocations.name })
          .from(preferredLocations)
          .where(eq(preferredLocations.id, p.preferredLocationId))
      : [];
    return {
      data: {
        ...profileDetailsOf(p),
        preferredLocation: location?.name ?? null,
        savedResume: zipPath('resume', row.resume),
        savedVideo: zipPath('video', row.video),
        positionsAppliedFor: p.positionNames ? p.positionNames.split('\n') : [],
        lastActiveAt: p.lastActiveAt.toISOString(),
        savedAt: p.updatedAt.toISOString(),
      },
    };
  },
  // Before the uploads part, which deletes the saved files with the person's other uploads.
  async erase(db, userId) {
    return { count: await deleteProfile(db, userId) };
  },
};
