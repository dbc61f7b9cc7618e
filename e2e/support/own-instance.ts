import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { freePort } from './free-port';
import { startSecondWebsite } from './second-website';

const run = promisify(execFile);

/**
 * A website and upstream of their own (the journeys' build, an empty database under `name`, no demo
 * content), with one staff account made by `npm run admin:create` before the upstream starts: for a
 * journey that needs an account the shared instance cannot make (PGlite takes one process at a time).
 */
export async function ownInstance(name: string, staff: { email: string; password: string; cliArgs: string[] }) {
  const dataDir = path.resolve('e2e', `.data-${name}`);
  await rm(dataDir, { recursive: true, force: true });
  const [upstreamPort, webPort] = [await freePort(), await freePort()];
  const publicUrl = `http://localhost:${webPort}`;
  const websiteSecret = randomBytes(32).toString('base64url');
  const env = { ...process.env, DATA_DIR: dataDir, SCRYPT_COST: '4096', LOG_LEVEL: 'warn' };

  const cli = ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', staff.email, ...staff.cliArgs];
  const made = await run(process.execPath, cli, { cwd: 'upstream', env: { ...env, ADMIN_PASSWORD: staff.password } });

  const upstream = spawn(process.execPath, [path.resolve('upstream/dist/server.js')], {
    env: {
      ...env,
      NODE_ENV: 'production',
      UPSTREAM_PORT: String(upstreamPort),
      PUBLIC_URL: publicUrl,
      WEBSITE_SECRET: websiteSecret,
      SEED: 'off',
      SCHEDULER: 'off',
      VIDEO_WORKER: 'off',
    },
    stdio: 'ignore',
  });
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  await expect
    .poll(
      () =>
        fetch(`${upstreamUrl}/api/ready`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  const website = await startSecondWebsite(upstreamUrl, webPort, {
    PUBLIC_URL: publicUrl,
    WEBSITE_SECRET: websiteSecret,
  });

  return {
    url: publicUrl,
    /** What the command printed (the account's authenticator app, unless set up at the first sign-in). */
    cliOutput: made.stdout,
    async close() {
      await website.stop();
      const exited = new Promise((resolve) => upstream.once('exit', resolve));
      upstream.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
