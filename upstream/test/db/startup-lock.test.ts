import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { initDatabase } from '../../src/db/prepare';
import { testimonials, users } from '../../src/db/schema';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

// PGlite is one process: no second instance can start beside it.
describe.skipIf(!onPostgres)('two instances started together on one empty PostgreSQL (PostgreSQL only)', () => {
  it('both reach ready, migrated and seeded once', async () => {
    // Empty: the race was in creating the migrations' own schema.
    const testDb = await createTestDatabase({ empty: true });
    const config = await testConfig({ SEED: 'auto' });
    const log: string[] = [];
    const start = async (handle = testDb.reopen()) => {
      await initDatabase(handle, config, (m) => log.push(m));
      const app = await buildApp({ config, database: handle });
      await app.ready();
      return app;
    };
    try {
      const apps = await Promise.all([start(testDb.handle), start(), start()]);
      for (const app of apps) expect((await app.inject({ method: 'GET', url: '/api/home' })).statusCode).toBe(200);
      expect(log.filter((m) => m === 'seeded demo content into an empty database')).toHaveLength(1);
      expect(log.filter((m) => m === 'database has content; seed skipped')).toHaveLength(2);
      const [reviews] = await testDb.handle.db.select({ n: count() }).from(testimonials);
      const [staff] = await testDb.handle.db.select({ n: count() }).from(users).where(eq(users.userType, 'Admin'));
      expect(reviews?.n).toBe(6);
      expect(staff?.n).toBe(1);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await testDb.drop();
    }
  });
});
