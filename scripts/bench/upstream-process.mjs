// The upstream alone, started as `npm start` starts it (compiled .js, its heap and allocator settings),
// timed from the process's start to /api/ready answering.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildServers } from '../build-servers.mjs';
import { upstreamAllocatorEnv, upstreamNodeFlags } from '../node-flags.mjs';
import { freshDatabase } from './postgres.mjs';
import { sleep, spawnNode } from './processes.mjs';
import { benchStaffTotpSecret } from './staff-sign-in.mjs';

/** A process's resident memory in KB (0 once it is gone). */
export function rssKb(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Starts the upstream on `port` with `env` (DATA_DIR, DATABASE_URL, …). Answers the child and its
 * start-up in ms, or the child and `failed` (how it ended, and when) if it exits or takes `seconds`.
 */
export async function startUpstream(root, { port, env, log, seconds = 120, server: built }) {
  // `server`: another build of the upstream (a bench baseline's); else the one `npm start` runs.
  const server = built ?? (await buildServers(['upstream'])).upstream;
  const started = performance.now();
  const child = spawnNode([...upstreamNodeFlags, server], {
    cwd: path.join(root, 'upstream'),
    env: {
      UPSTREAM_PORT: String(port),
      LOG_LEVEL: 'warn',
      ...upstreamAllocatorEnv,
      ...env,
    },
    log,
  });
  const elapsed = () => Math.round(performance.now() - started);
  while (elapsed() < seconds * 1000) {
    if (child.exitCode !== null) return { child, failed: `exited (${child.exitCode}) after ${elapsed()} ms` };
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return { child, startupMs: elapsed() };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  return { child, failed: `not ready after ${seconds} s` };
}

/**
 * A PostgreSQL part of the bench: a fresh database `databaseName`, a clean `dataDir`, and the upstream
 * on `port` with the demo staff account the bench signs in as, no scheduled tasks (the part grows its
 * data as they would) and a code allowed twice (the bench signs in again on each run). Answers the
 * environment (for a baseline started beside it), the upstream's address and its start; null when
 * PostgreSQL is not there.
 */
export async function startPostgresPart(root, { adminUrl, databaseName, port, staff, dataDir }) {
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  if (!databaseUrl) return null;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_ADMIN_PASSWORD: staff.password,
    DEMO_ADMIN_TOTP_SECRET: benchStaffTotpSecret,
    SCHEDULER: 'off',
    TOTP_REPLAY_CHECK: 'off',
  };
  const started = await startUpstream(root, { port, env, log: path.join(dataDir, 'upstream.log') });
  return { databaseUrl, env, upstream: `http://127.0.0.1:${port}`, started };
}
