import { asc, eq, getTableColumns } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import { deletedRenditionFiles, renditionFilesOf } from '../../uploads';
import type { PersonalFile, PrivacyPart } from './part';

const fileOf = (row: typeof uploads.$inferSelect): PersonalFile => ({
  storage: row.visibility,
  name: row.fileName,
  zipPath: `files/${row.kind}/${row.fileName}`,
});

/** Every file the person uploaded (resumes, videos, pictures), in the zip and deleted from storage. */
export const uploadsPart: PrivacyPart = {
  name: 'uploads',
  async collect(db, userId) {
    const rows = await db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt));
    return {
      data: rows.map((row) => ({
        kind: row.kind,
        file: fileOf(row).zipPath,
        originalName: row.originalName,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        uploadedAt: row.createdAt.toISOString(),
      })),
      files: rows.map(fileOf),
    };
  },
  // Runs after the applications part has let go of its resumes and videos. A video's playable copy
  // and poster (video_renditions, deleted by the cascade) go with it.
  async erase(db, userId) {
    const rows = await db
      .delete(uploads)
      .where(eq(uploads.ownerId, userId))
      .returning({ ...getTableColumns(uploads), ...deletedRenditionFiles });
    const files = rows.flatMap((row) => [
      fileOf(row),
      ...renditionFilesOf(row).map((name) => ({
        storage: 'private' as const,
        name,
        zipPath: `files/video-copy/${name}`,
      })),
    ]);
    return { count: rows.length, files };
  },
};
