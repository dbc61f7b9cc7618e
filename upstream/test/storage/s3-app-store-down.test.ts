import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { initDatabase } from '../../src/db/prepare';
import { jobOpenings } from '../../src/db/schema';
import { queueRendition } from '../../src/modules/uploads/rendition-repository';
import { storageUnavailableMessage } from '../../src/storage/storage-unavailable';
import { createAccount } from '../helpers/accounts';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';
import { samplePdf } from '../helpers/files';
import { createUpload, uploadInChunks } from '../helpers/tus';
import { bucketKeys, s3AppEnvironment, uniqueBucket } from '../helpers/s3-store';
import { fakeRenderer, renditionOf, testWorker } from '../modules/uploads/video-fixtures';
import { hookTimeout, pdfFile, pngFile, s3AppWorld, uploadThrough, webmOf } from './s3-app-world';

const { server, relay, a, b, rowsOf, close } = await s3AppWorld();
afterAll(close, hookTimeout);

describe('files on S3 while the store is down', () => {
  it('answers 503 to uploads and private reads, stores nothing, and works again once the store is back', async () => {
    const candidate = await createAccount(a, 'User');
    const kept = (await uploadThrough(a, candidate, 'resume-image', pdfFile)).json().data.path as string;
    await relay.cut();
    try {
      const results = await Promise.all([
        uploadThrough(a, candidate, 'resume-image', pdfFile),
        uploadThrough(b, candidate, 'resume-image', pngFile),
        uploadThrough(a, candidate, 'resume-video', {
          field: 'video',
          name: 'v.webm',
          type: 'video/webm',
          content: webmOf(50_000),
        }),
        createUpload(b, candidate, 500_000, 'video'),
        a.app.inject({ method: 'GET', url: `/api/files/${kept}`, headers: candidate.auth }),
      ]);
      for (const res of results) {
        expect(res.statusCode).toBe(503);
        expect(res.body).toContain(storageUnavailableMessage);
      }
      // Nothing half stored: one row (the file stored before), no staging file left behind.
      expect((await rowsOf(candidate)).map((row) => row.fileName)).toEqual([kept]);
      expect(await readdir(`${a.config.paths.privateUploads}/.incoming`).catch(() => [])).toEqual([]);
      expect(await readdir(`${b.config.paths.privateUploads}/.incoming`).catch(() => [])).toEqual([]);
    } finally {
      await relay.restore();
    }
    const stored = await uploadThrough(b, candidate, 'resume-image', pdfFile);
    expect(stored.statusCode).toBe(201);
    const read = await a.app.inject({ method: 'GET', url: `/api/files/${kept}`, headers: candidate.auth });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(samplePdf)).toBe(true);
    const { last } = await uploadInChunks(b, candidate, webmOf(600_000));
    expect(last.statusCode).toBe(204);
  });

  it('keeps a video queued while the store is down, without using an attempt, and makes its copy once it is back', async () => {
    const candidate = await createAccount(a, 'User');
    await uploadInChunks(a, candidate, webmOf(150_000));
    const [row] = await rowsOf(candidate);
    await queueRendition(a.app.db, row!.id);
    const worker = testWorker(b, { render: fakeRenderer() });
    await relay.cut();
    try {
      await worker.drain();
      expect(await renditionOf(a, row!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    } finally {
      await relay.restore();
    }
    await worker.drain();
    expect(await renditionOf(a, row!.id)).toMatchObject({ state: 'ready', attempts: 1 });
  });

  it('starts while the store is down (bucket not made yet), seeds nothing until it is back, then makes the bucket and stores', async () => {
    const fresh = uniqueBucket();
    const config = await testConfig({ ...(await s3AppEnvironment(server, fresh, relay.endpoint)), SEED: 'auto' });
    const testDb = await createTestDatabase();
    await relay.cut();
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      // The seed stores its files before any row: it fails whole, and the database stays empty.
      await expect(initDatabase(testDb.handle, config, () => undefined)).rejects.toMatchObject({ statusCode: 503 });
      const [jobs] = await testDb.handle.db.select({ n: count() }).from(jobOpenings);
      expect(jobs!.n).toBe(0);
      app = await buildApp({ config: { ...config, SEED: 'off' }, database: testDb.handle });
      await app.ready();
      const ctx = { app, config, testDb, close: async () => undefined };
      const staff = await createAccount(ctx, 'Admin');
      const refused = await uploadThrough(ctx, staff, 'resume-image', pngFile);
      expect(refused.statusCode).toBe(503);
      await relay.restore();
      const stored = await uploadThrough(ctx, staff, 'resume-image', pngFile);
      expect(stored.statusCode).toBe(201);
      expect(await bucketKeys(server, fresh, 'public/')).toEqual([`public/${stored.json().data.path}`]);
      // The next start seeds, pictures first.
      await initDatabase(testDb.handle, config, () => undefined);
      expect(await bucketKeys(server, fresh, 'public/')).toContain('public/avatar-1.svg');
    } finally {
      if (!relay.listening()) await relay.restore();
      await app?.close();
      await testDb.drop();
    }
  });
});
