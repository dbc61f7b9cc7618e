import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contracts = path.resolve(import.meta.dirname, '../lib/contracts');
const shared = path.resolve(import.meta.dirname, '../lib/shared');

// Every suite runs on the embedded PGlite; with TEST_DATABASE_URL it runs again on a PostgreSQL server.
const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// Suites share a worker's loaded modules (importing the app took 2.9 s a suite, 570 s in all), except
// those that replace a module with vi.mock: they get fresh ones, and their mocks reach no other suite.
const ownModules = ['test/modules/auth/throttling.test.ts'];

export default defineConfig({
  resolve: { alias: { '@contracts': contracts, '@shared': shared } },
  test: {
    // One suite per core (Vitest's default leaves one core free: on CI's two, a single worker).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The upload memory test collects garbage before each reading, to measure live memory only.
    execArgv: ['--expose-gc'],
    projects: drivers.flatMap((driver) => {
      const project = (name: string, include: string[], isolate: boolean) => ({
        extends: true as const,
        test: {
          name,
          include,
          exclude: isolate ? [] : ownModules,
          isolate,
          env: { TEST_DB_DRIVER: driver },
          globalSetup: ['test/setup/migrated-database.ts'],
        },
      });
      return [project(driver, ['test/**/*.test.ts'], false), project(`${driver}, isolated`, ownModules, true)];
    }),
  },
});
