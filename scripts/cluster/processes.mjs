// The cluster's processes (cluster/topology.mjs): each started with its output in a log file and kept in memory
// for tests to read, waited for until it answers, and stopped; Redis is one of them.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './s3-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx, or throws naming `what`. */
export async function waitForOk(what, url, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited during start-up (see its log)`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** A child process whose output goes to `logFile` and is kept in memory for tests to read. */
export function startProcess(name, command, args, { env, cwd = root, logFile, lines = [] }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      log.write(chunk);
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop();
      lines.push(...parts.filter(Boolean));
    });
  }
  child.on('exit', () => log.end());
  return { name, child, lines };
}

export async function stopProcess(proc, signal = 'SIGTERM') {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** A Redis server of the cluster's own (Debian's redis-server), on a fixed port so it can be stopped and started again. */
export async function startRedis(dir) {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let proc;
  const start = async () => {
    proc = startProcess(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        cwd: dir,
        logFile: path.join(dir, 'redis.log'),
      },
    );
    const deadline = Date.now() + 10_000;
    while (!proc.lines.some((line) => line.includes('Ready to accept connections'))) {
      if (proc.child.exitCode !== null || Date.now() > deadline)
        throw new Error('redis-server did not start (Debian package redis-server)');
      await sleep(100);
    }
  };
  await start();
  return { url, start, stop: () => stopProcess(proc) };
}
