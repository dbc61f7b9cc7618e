import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { initDatabase } from '../../src/db/prepare';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Routes that answer through `reply` themselves (the read model's cached bytes) must not be answered
// a second time by the route wrapper: Fastify would log a warning with a stack trace on every read.
const warnings: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDatabase;

beforeAll(async () => {
  const config = await testConfig({ LOG_LEVEL: 'warn' });
  testDb = await createTestDatabase();
  await initDatabase(testDb.handle, config, () => undefined);
  app = await buildApp({
    config,
    database: testDb.handle,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

describe('answers sent by the handler itself', () => {
  it('are sent once, with no warning logged, for every kind of public read', async () => {
    const urls = ['/api/home', '/api/position', '/api/testimonial', '/api/job-opening?isActive=1', '/api/job-search'];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode, url).toBe(304);
    }
    expect(warnings).toEqual([]);
  });
});
