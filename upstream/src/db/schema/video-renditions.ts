import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { uploads } from './uploads';

/**
 * pending: waiting for the video worker; processing: claimed by a worker (claimedAt);
 * ready: the playable copy and poster exist; failed: gave up after the attempts;
 * unavailable: no ffmpeg on this machine, so the original is served as recorded.
 */
export const videoRenditionStates = ['pending', 'processing', 'ready', 'failed', 'unavailable'] as const;
export const videoRenditionStateEnum = pgEnum('video_rendition_state', videoRenditionStates);

/**
 * A recorded or uploaded video made playable everywhere: a MediaRecorder WebM has no duration or cues
 * (no seek bar), and Safari plays MP4 best; the worker makes a faststart MP4 and a poster frame.
 * The files live in private storage and are deleted with the upload.
 */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    uploadId: uuid('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    state: videoRenditionStateEnum('state').notNull().default('pending'),
    /** The playable copy (video/mp4) in private storage. */
    fileName: text('file_name').unique(),
    /** The poster frame (image/jpeg) in private storage. */
    posterFileName: text('poster_file_name').unique(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The worker's queue: the oldest waiting first.
  (t) => [index('video_renditions_state_idx').on(t.state, t.createdAt)],
);
