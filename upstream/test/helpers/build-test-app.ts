import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { parseConfig, type Config } from '../../src/config';
import { initDatabase } from '../../src/db/prepare';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function testConfig(overrides: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'upstream-test-'));
  // A cheaper scrypt and a loose per-IP limit keep suites fast; tests of those rules set their own.
  // Without shared mode's demands (config.test.ts covers them): Redis suites keep files on their own disks.
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SCRYPT_COST: '1024',
    RATE_LIMIT_PER_MINUTE: '10000',
    // Suites run scheduled tasks themselves, with a clock of their own (scheduler.test.ts).
    SCHEDULER: 'off',
    // Suites that make video copies run the worker themselves (test/modules/uploads/video-renditions.test.ts).
    VIDEO_WORKER: 'off',
    // Suites count applications and accounts: the portal's demo candidates are seeded only where asked for.
    SEED_PORTAL_DEMO: 'off',
    ...overrides,
  });
}

/** Starts the API on a fresh, migrated database; seeded with the demo content unless told not to. */
export async function buildTestApp(
  options: {
    seed?: boolean;
    config?: Record<string, string>;
    /** Called before the app is ready (hooks a test adds to watch requests). */
    beforeReady?: (app: TestContext['app']) => void;
  } = {},
): Promise<TestContext> {
  const config = await testConfig({ SEED: options.seed === false ? 'off' : 'auto', ...options.config });
  const testDb = await createTestDatabase();
  await initDatabase(testDb.handle, config, () => undefined);
  const app = await buildApp({ config, database: testDb.handle });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
      await rm(config.paths.dataDir, { recursive: true, force: true });
    },
  };
}
