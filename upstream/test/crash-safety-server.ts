import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { pendingSignInHeader } from '@contracts/staff-auth/second-factor';
import { totpCode } from '../src/modules/auth/totp';

// The crash-safety suite's server: a real process started as `npm start` would, called over HTTP.
const upstreamDir = path.resolve(import.meta.dirname, '..');
export const staffEmail = 'admin@bayanihangulf.example';
export const staffPassword = 'Crash-test-password-1!';
const staffTotpSecret = 'IJQXS2LBNZUGCY3BNZ2WYZLSMFXGC3TI';

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Running {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far (its JSON log). */
  output: () => string;
}

const processesScript = path.resolve(upstreamDir, '../scripts/bench/processes.mjs');
// A specifier in a variable: the plain-JavaScript script has no type declarations.
export const loadProcessesModule = () =>
  import(processesScript) as Promise<{ descendants(pid: number): { pid: number; ppid: number }[] }>;

/** A start's time is not what this test is about: on a loaded machine (suites in parallel) one took over 20 s. */
const readyWithinMs = 60_000;

/** Starts src/server.ts as `npm start` would, on PGlite under dataDir. */
export function spawnServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: upstreamDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: String(port),
      DEMO_ADMIN_PASSWORD: staffPassword,
      DEMO_ADMIN_TOTP_SECRET: staffTotpSecret,
      SCRYPT_COST: '1024',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Starts the server (spawnServer) and waits until it is ready. */
export async function startServer(dataDir: string, port: number): Promise<Running> {
  const { child, output } = spawnServer(dataDir, port);
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.ok) return { child, base, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in ${readyWithinMs / 1000} s:\n${output()}`);
}

/** The few answer fields this test reads (the suites of these routes check the rest). */
interface Answer {
  token: string;
  /** A staff member's password alone: the sign-in waiting for its second factor. */
  secondFactor?: { pendingToken: string };
  message?: string;
  data: { _id: string; path: string; subject: string; name: string }[] & { path: string };
}

export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

export async function upload(base: string, token: string, url: string, field: string, content: Buffer, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), 'file');
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

/** The time step of the last staff code given: each code is accepted once, so the next one is later. */
let lastStep = 0;

/** Signs in; the staff account gives a code from its authenticator app (the secret the server was given). */
export async function signIn(base: string, email: string, password: string) {
  const res = await call(base, 'POST', '/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.json)}`);
  const pending = res.json.secondFactor;
  if (!pending) return res.json.token;
  lastStep = Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
  const code = await totpCode(staffTotpSecret, lastStep * 30_000);
  const answer = await fetch(`${base}/auth/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [pendingSignInHeader]: pending.pendingToken },
    body: JSON.stringify({ code }),
  });
  if (answer.status !== 200) throw new Error(`second factor failed: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}
