import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { uploads, videoRenditions } from '../../../src/db/schema';
import { queueRendition } from '../../../src/modules/uploads/rendition-repository';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { sampleWebm } from '../../helpers/files';
import { recordedWebm, requireFfmpeg } from './video-fixtures';

/** Real ffmpeg runs at the lowest priority: on a busy machine (the suites run in parallel) it waits its turn. */
export const ffmpegTimeout = 120_000;

/**
 * The API (unseeded) with a candidate, a work folder holding a recording as a browser leaves it, and the
 * video tests' ways into the queue; `close` stops the API and removes the folder.
 */
export async function videoWorld() {
  await requireFfmpeg();
  const ctx = await buildTestApp({ seed: false });
  const candidate = await createAccount(ctx, 'User');
  const workDir = await mkdtemp(path.join(tmpdir(), 'renditions-'));
  const recorded = await recordedWebm(workDir);

  const storedPath = (name: string) => path.join(ctx.config.paths.privateUploads, name);

  /** A video upload row with its file, queued, without going through the route (many at once). */
  async function queuedVideo(content: Buffer = sampleWebm) {
    const fileName = `${randomUUID()}.webm`;
    await mkdir(ctx.config.paths.privateUploads, { recursive: true });
    await writeFile(storedPath(fileName), content);
    const [row] = await ctx.app.db
      .insert(uploads)
      .values({
        fileName,
        ownerId: candidate.id,
        kind: 'video',
        visibility: 'private',
        mimeType: 'video/webm',
        sizeBytes: content.length,
      })
      .returning({ id: uploads.id });
    await queueRendition(ctx.app.db, row!.id);
    return row!.id;
  }

  /** Sets every waiting rendition aside, so a test's drain sees only its own videos. */
  const clearQueue = () => ctx.app.db.delete(videoRenditions);

  const close = async () => {
    await ctx.close();
    await rm(workDir, { recursive: true, force: true });
  };
  return { ctx, candidate, workDir, recorded, storedPath, queuedVideo, clearQueue, close };
}

export type VideoWorld = Awaited<ReturnType<typeof videoWorld>>;
