import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A second website process from the same build as the journeys' (dist/web-server.mjs and .next,
 * which the journeys' start made), in front of another upstream: a journey can then count what
 * reaches the upstream. `env` adds to or overrides its settings.
 */
export async function startSecondWebsite(upstreamUrl: string, port: number, env: Record<string, string> = {}) {
  const entry = path.resolve('dist/web-server.mjs');
  if (!existsSync(entry)) throw new Error('dist/web-server.mjs is missing: the journeys start the product first');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_API_URL: upstreamUrl,
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      WEBSITE_SECRET: randomBytes(32).toString('base64url'),
      PAGE_CACHE_MB: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the second website did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[web] ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the second website exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
