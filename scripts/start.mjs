#!/usr/bin/env node
// `npm start`: starts the bundled upstream API (unless UPSTREAM_API_URL points elsewhere), builds the
// website when its sources changed since the last build, then serves it. Ctrl-C stops both.
// Production runs both servers as compiled JavaScript (scripts/build-servers.mjs); `--dev` runs the sources with tsx.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedModeErrors } from '../lib/shared/shared-mode.mjs';
import { buildServers } from './build-servers.mjs';
import { upstreamAllocatorEnv, upstreamNodeFlags, websiteAllocatorEnv, websiteNodeFlags } from './node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const upstreamPort = process.env.UPSTREAM_PORT || '4000';
const children = new Set();

/** The servers' allocator settings (node-flags.mjs); values set by the caller win. */
const allocatorEnv = (defaults) =>
  Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, process.env[name] ?? value]));

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function exited(child) {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

let stopping = false;

function stopAll(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all([...children].map(exited)).then(() => process.exit(code));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForReady(url, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the upstream API exited during start-up');
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the upstream API was not ready on ${url} within ${seconds} s`);
}

/** Newest modification time of the website's sources, to skip a rebuild when nothing changed. */
function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['app', 'components', 'lib', 'public', 'server'])
    if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ['next.config.ts', 'proxy.ts', 'package-lock.json', 'postcss.config.mjs', 'tailwind.config.ts']) {
    if (existsSync(path.join(root, file))) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

// Static pages bake these in at build time (canonical URLs, robots, content), so a change rebuilds.
// The data's identity is part of it: pages built from another database (a deleted `data/`, another
// DATABASE_URL) would link to job and service ids that no longer exist until their next regeneration.
const buildStampFile = path.join(root, '.next', 'start-build-env.json');
const fingerprint = (value) => createHash('sha256').update(value).digest('hex').slice(0, 16);
const buildStamp = (env) =>
  JSON.stringify({
    PUBLIC_URL: process.env.PUBLIC_URL ?? '',
    UPSTREAM_API_URL: env.UPSTREAM_API_URL,
    data: fingerprint(`${env.REVALIDATE_SECRET}\n${process.env.DATABASE_URL ?? ''}`),
  });

function buildIsFresh(env) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId) || statSync(buildId).mtimeMs <= newestSource()) return false;
  return existsSync(buildStampFile) && readFileSync(buildStampFile, 'utf8') === buildStamp(env);
}

/** A secret from the environment, or one made on first start and kept in the data folder. */
function keptSecret(name, fileName) {
  if (process.env[name]) return process.env[name];
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Alone: secrets from the environment or kept in DATA_DIR. Shared mode: all from the environment, or one error naming each missing. */
function secrets() {
  // The bundled upstream's demands too (its JWT_SECRET, an S3 store); an upstream elsewhere checks its own.
  const errors = sharedModeErrors(process.env, process.env.UPSTREAM_API_URL ? ['website'] : ['website', 'upstream']);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return keptSecrets();
}

const keptSecrets = () => ({
  SESSION_SECRET: keptSecret('SESSION_SECRET', 'session-secret'),
  REVALIDATE_SECRET: keptSecret('REVALIDATE_SECRET', 'revalidate-secret'),
  WEBSITE_SECRET: keptSecret('WEBSITE_SECRET', 'website-secret'),
});

/** Starts the bundled upstream and keeps it running: a crash is logged and restarted with backoff. */
async function superviseUpstream(env) {
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const pidFile = path.join(env.DATA_DIR, 'upstream.pid');
  const args = [
    ...upstreamNodeFlags,
    ...(dev ? ['--import', 'tsx', 'src/server.ts'] : [(await buildServers(['upstream'])).upstream]),
  ];
  const spawnUpstream = () => {
    const child = run(process.execPath, args, {
      cwd: path.join(root, 'upstream'),
      env: { ...env, ...allocatorEnv(upstreamAllocatorEnv) },
    });
    writeFileSync(pidFile, String(child.pid));
    return child;
  };

  const first = spawnUpstream();
  await waitForReady(upstreamUrl, first);
  console.log(`[start] upstream API: ${upstreamUrl}/api`);

  let delayMs = 1000;
  let startedAt = Date.now();
  const watch = (child) =>
    exited(child).then((code) => {
      if (stopping) return;
      // A process that ran for a minute was healthy: start the backoff over.
      if (Date.now() - startedAt > 60_000) delayMs = 1000;
      console.error(`[start] the upstream API stopped (exit ${code}); restarting in ${delayMs / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        startedAt = Date.now();
        watch(spawnUpstream());
      }, delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
    });
  watch(first);
  return upstreamUrl;
}

async function main() {
  const { SESSION_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET } = secrets();
  let upstreamUrl = process.env.UPSTREAM_API_URL;
  if (!upstreamUrl) {
    upstreamUrl = await superviseUpstream({
      UPSTREAM_PORT: upstreamPort,
      DATA_DIR: path.resolve(root, process.env.DATA_DIR || 'data'),
      WEBSITE_URL: `http://127.0.0.1:${port}`,
      REVALIDATE_SECRET,
      WEBSITE_SECRET,
    });
  } else {
    console.log(`[start] using the upstream API at ${upstreamUrl}`);
  }

  const env = { UPSTREAM_API_URL: upstreamUrl, PORT: port, SESSION_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET };
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  if (!dev && !buildIsFresh(env)) {
    console.log('[start] building the website (first start, or sources, addresses or data changed)…');
    // The build would otherwise reuse upstream answers cached by the previous build, from older data.
    rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
    const code = await exited(run(process.execPath, [next, 'build'], { cwd: root, env }));
    if (code !== 0) return stopAll(code);
    writeFileSync(buildStampFile, buildStamp(env));
  }
  // The edge server (server/web-server.ts) serves Next behind its own checks; see its comment.
  const webArgs = dev
    ? ['--import', 'tsx', 'server/web-server.ts', '--dev']
    : [...websiteNodeFlags, (await buildServers(['web'])).web];
  const web = run(process.execPath, webArgs, {
    cwd: root,
    env: { ...env, ...allocatorEnv(websiteAllocatorEnv), NODE_ENV: dev ? 'development' : 'production' },
  });
  exited(web).then((code) => stopAll(code));
  console.log(`[start] website: http://localhost:${port}`);
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  stopAll(1);
});
