import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { privacyParts, type PersonalFile } from './parts';

/** Everything the agency holds about the user: data.json's content and the files to put beside it. */
export async function collectPersonalData(ctx: Pick<AppContext, 'db'>, userId: string, now = new Date()) {
  const data: Record<string, unknown> = { exportedAt: now.toISOString() };
  const files: PersonalFile[] = [];
  // One snapshot: every part reads the same state of the database.
  await ctx.db.transaction(async (tx) => {
    for (const part of privacyParts) {
      const collected = await part.collect(tx, userId);
      data[part.name] = collected.data;
      files.push(...(collected.files ?? []));
    }
  });
  if (!data.account) throw notFound('This account no longer exists.');
  return { data: { exportedAt: data.exportedAt, account: data.account, ...data }, files };
}

/**
 * Answers the zip as an attachment, streamed: data.json first, then each stored file (read from
 * storage as the zip is sent, never held in memory). A file missing from storage is listed in
 * data.json's `missingFiles` instead.
 */
export async function sendPersonalDataZip(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  reply: FastifyReply,
) {
  const now = new Date();
  const { data, files } = await collectPersonalData(ctx, userId, now);
  const present: (PersonalFile & { size: number })[] = [];
  const missing: string[] = [];
  for (const file of files) {
    const info = await ctx.storage[file.storage].stat(file.name);
    if (info) present.push({ ...file, size: info.size });
    else missing.push(file.zipPath);
  }
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ ...data, missingFiles: missing }, null, 2)), 'data.json', { mtime: now });
  for (const file of present) {
    // Videos and pictures are compressed already: stored as they are, so the zip costs no CPU.
    zip.addReadStreamLazy(file.zipPath, { mtime: now, compress: false, size: file.size }, (done) =>
      done(null, ctx.storage[file.storage].openRead(file.name)),
    );
  }
  zip.end();
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="my-data-${day}.zip"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(zip.outputStream);
}
