import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { passwordPattern } from '@contracts/core/fields';
import { pendingSignInHeader } from '@contracts/staff-auth/second-factor';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { totpCode } from '../../src/modules/auth/totp';
import { generatePassword } from '../../src/modules/users/staff';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

const run = promisify(execFile);
const upstreamDir = path.resolve(import.meta.dirname, '../..');

describe('staff accounts', () => {
  it('generates passwords that meet the sign-up rules', () => {
    for (let i = 0; i < 50; i++) expect(generatePassword()).toMatch(passwordPattern);
  });

  // Three starts on a fresh database (the CLI twice, then the app), each running every migration: 29 s
  // alone on a loaded machine, past the default 30 s in a full run.
  it('admin:create makes a staff account once and prints a password and an authenticator app that sign in as Admin', async () => {
    // On PostgreSQL the CLI gets the test database's URL; on PGlite, a data folder of its own.
    const server = process.env.TEST_DB_DRIVER === 'postgres' ? await createTestDatabase() : undefined;
    await server?.handle.close();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: server?.url ?? '', SCRYPT_COST: '1024' };
    const cli = ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', 'Staff@Agency.example'];
    try {
      const { stdout } = await run(process.execPath, cli, { env, cwd: upstreamDir });
      expect(stdout).toContain('Staff account created: staff@agency.example');
      const password = stdout.match(/Password \(shown once\): (\S+)/)?.[1];
      expect(password).toMatch(passwordPattern);
      const otpauth = stdout.match(
        /Authenticator app \(shown once; add it to any authenticator app\): (otpauth:\S+)/,
      )?.[1];
      const secret = new URL(otpauth!).searchParams.get('secret')!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(stdout).toMatch(/Recovery codes \(shown once; each works once\):( [a-z2-9]{4}(-[a-z2-9]{4}){3}){10}\n/);

      const again = await run(process.execPath, cli, { env, cwd: upstreamDir }).catch((e) => e);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');

      const config = await testConfig({ DATA_DIR: dataDir, ...(server?.url ? { DATABASE_URL: server.url } : {}) });
      const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
      const app = await buildApp({ config, database });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'staff@agency.example', password },
      });
      expect(res.statusCode).toBe(200);
      // Enrolled already: the second step asks for a code from the app the URL was added to.
      const { step, pendingToken } = res.json().secondFactor;
      expect(step).toBe('verify');
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        headers: { [pendingSignInHeader]: pendingToken },
        payload: { code: await totpCode(secret) },
      });
      expect(signedIn.json().data.userType).toBe('Admin');
      await app.close();
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await server?.drop();
    }
  }, 120_000);
});
