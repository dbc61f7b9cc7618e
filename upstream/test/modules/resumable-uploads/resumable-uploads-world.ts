import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { resumableUpload } from '@contracts/uploads/resumable';
import { uploads } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { sampleWebm } from '../../helpers/files';

export const resultHeader = resumableUpload.resultHeader.toLowerCase();
export const chunk = resumableUpload.chunkBytes;
/** A file of `bytes` bytes: real first bytes, then filler. */
export const fileOf = (head: Buffer, bytes: number, fill = 7) =>
  Buffer.concat([head, Buffer.alloc(bytes - head.length, fill)]);
export const webmOf = (bytes: number, fill = 7) => fileOf(sampleWebm, bytes, fill);
export const partialsIn = (ctx: TestContext) => readdir(ctx.config.paths.resumableUploads).catch(() => [] as string[]);
export const privateFilesIn = (ctx: TestContext) =>
  readdir(ctx.config.paths.privateUploads)
    .then((names) => names.filter((name) => !name.startsWith('.')))
    .catch(() => [] as string[]);
export const rowsOf = (ctx: TestContext, account: TestAccount) =>
  ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, account.id));

/** The API with the seeded job openings, and a candidate's application with the files given. */
export async function resumableUploadsWorld() {
  const ctx = await buildTestApp();
  const jobs: { _id: string }[] = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json()
    .data;

  /** Applies to the job with a valid application whose files are replaced by `files`. */
  async function applyWith(candidate: TestAccount, jobId: string, files: { video?: string; resume?: string }) {
    const application = await validApplication(ctx, candidate, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: { jobId, ...application },
      headers: candidate.auth,
    });
  }

  return { ctx, jobs, applyWith };
}
