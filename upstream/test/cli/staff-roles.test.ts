import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

const run = promisify(execFile);
const upstreamDir = path.resolve(import.meta.dirname, '../..');

describe('admin:create --roles', () => {
  // Starts the CLI on a fresh database several times, each running every migration (21 s in a full run).
  it('gives the new staff account the roles named (Manager when none are), and refuses an unknown one', async () => {
    const server = process.env.TEST_DB_DRIVER === 'postgres' ? await createTestDatabase() : undefined;
    await server?.handle.close();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-roles-cli-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: server?.url ?? '',
      SCRYPT_COST: '1024',
      ADMIN_PASSWORD: 'Secret123!',
    };
    const create = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], { env, cwd: upstreamDir });
    try {
      const unknown = await create('--email', 'boss@agency.example', '--roles', 'Recruiter,Boss').catch((e) => e);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('--roles: No such staff role: Boss. The roles: Manager, Recruiter');

      const { stdout } = await create('--email', 'editor@agency.example', '--roles', 'content editor,Recruiter');
      expect(stdout).toContain('Staff account created: editor@agency.example (Content editor, Recruiter)');
      await create('--email', 'manager@agency.example');

      const config = await testConfig({ DATA_DIR: dataDir, ...(server?.url ? { DATABASE_URL: server.url } : {}) });
      const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
      const rolesOf = async (email: string) =>
        (await database.db.select({ roles: users.staffRoles }).from(users).where(eq(users.email, email)))[0]?.roles;
      expect(await rolesOf('editor@agency.example')).toEqual(['Content editor', 'Recruiter']);
      expect(await rolesOf('manager@agency.example')).toEqual(['Manager']);
      expect(await rolesOf('boss@agency.example')).toBeUndefined();
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await server?.drop();
    }
  }, 120_000);
});
