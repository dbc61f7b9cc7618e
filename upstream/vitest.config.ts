import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contracts = path.resolve(import.meta.dirname, '../lib/contracts');

// Every suite runs on the embedded PGlite; with TEST_DATABASE_URL it runs again on a PostgreSQL server.
const drivers = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  resolve: { alias: { '@contracts': contracts } },
  test: {
    // One suite per core (Vitest's default leaves one core free: on CI's two, a single worker).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The upload memory test collects garbage before each reading, to measure live memory only.
    execArgv: ['--expose-gc'],
    projects: drivers.map((driver) => ({
      extends: true,
      test: {
        name: driver,
        include: ['test/**/*.test.ts'],
        env: { TEST_DB_DRIVER: driver },
        globalSetup: ['test/setup/migrated-database.ts'],
      },
    })),
  },
});
