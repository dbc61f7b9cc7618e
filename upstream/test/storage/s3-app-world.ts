import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { resumableUpload } from '@contracts/uploads/resumable';
import { buildApp } from '../../src/app';
import { uploads } from '../../src/db/schema';
import type { TestAccount } from '../helpers/accounts';
import { buildTestApp, testConfig, type TestContext } from '../helpers/build-test-app';
import { multipart, samplePdf, samplePng, sampleWebm } from '../helpers/files';
import { s3AppEnvironment, startS3TestServer, storeRelay, uniqueBucket } from '../helpers/s3-store';

export const hookTimeout = 180_000;
export const resultHeader = resumableUpload.resultHeader.toLowerCase();
export const chunk = resumableUpload.chunkBytes;
export const webmOf = (bytes: number) => Buffer.concat([sampleWebm, Buffer.alloc(bytes - sampleWebm.length, 7)]);

/**
 * The repository's S3 test server, reached through a relay the tests can cut, and two instances on one
 * database and one bucket, each with a DATA_DIR of its own; `rowsOf` reads an account's uploads.
 */
export async function s3AppWorld() {
  const server = await startS3TestServer();
  // Both instances reach the store through a relay the tests can cut.
  const relay = await storeRelay(server.endpoint);
  const bucket = uniqueBucket();
  const environment = await s3AppEnvironment(server, bucket, relay.endpoint);
  const a = await buildTestApp({ config: environment });
  const config = await testConfig({ ...environment, SEED: 'off' });
  const database = a.testDb.reopen();
  const app = await buildApp({ config, database });
  await app.ready();
  const b: TestContext = { app, config, testDb: a.testDb, close: () => app.close() };

  const rowsOf = (account: TestAccount) => a.app.db.select().from(uploads).where(eq(uploads.ownerId, account.id));
  const close = async () => {
    await b.close();
    await a.close();
    await relay.close();
    await server.stop();
  };
  return { server, relay, bucket, a, b, rowsOf, close };
}

export function uploadThrough(
  ctx: TestContext,
  account: TestAccount,
  route: 'resume-image' | 'resume-video',
  file: { field: string; name: string; type: string; content: Buffer },
) {
  const body = multipart(file.field, file.name, file.type, file.content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${route}`,
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
}
export const pdfFile = { field: 'image', name: 'cv.pdf', type: 'application/pdf', content: samplePdf };
export const pngFile = { field: 'image', name: 'me.png', type: 'image/png', content: samplePng };
export const localFiles = async (ctx: TestContext) =>
  [
    ...(await readdir(ctx.config.paths.privateUploads).catch(() => [] as string[])),
    ...(await readdir(ctx.config.paths.publicUploads).catch(() => [] as string[])),
    ...(await readdir(ctx.config.paths.resumableUploads).catch(() => [] as string[])),
  ].filter((name) => name !== '.incoming');
