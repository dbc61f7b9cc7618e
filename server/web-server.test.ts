import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closedRedisUrl } from '../upstream/test/helpers/redis';

/** A port nothing listens on now (the one a just-closed Redis address names). */
const freePort = async () => new URL(await closedRedisUrl()).port;

const root = path.resolve(import.meta.dirname, '..');
const secret = 's'.repeat(40);
const started: ChildProcess[] = [];
afterEach(() => {
  // A server that did start (the rule broken) must not outlive its test.
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the edge server as `npm run cluster` does (its source, through tsx) with only `env`; answers how it ended. */
async function runWebServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/web-server.ts'], {
    cwd: root,
    // Were it to start, it would take a port nothing else uses.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: await freePort(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

describe('the website process (server/web-server.ts)', () => {
  it('refuses to start in shared mode (REDIS_URL) without its secrets, naming each missing one', async () => {
    const { code, output } = await runWebServer({ REDIS_URL: await closedRedisUrl(), SESSION_SECRET: secret });
    expect(code).toBe(1);
    expect(output).toContain(
      '[web] could not start:\n- Shared mode (REDIS_URL is set): these secrets must be set in the environment, ' +
        'the same on every instance (none is generated into DATA_DIR): REVALIDATE_SECRET, WEBSITE_SECRET',
    );
  }, 30_000);

  it('refuses to start with SHARED_MODE=on and no secret at all, naming all three', async () => {
    const { code, output } = await runWebServer({ SHARED_MODE: 'on' });
    expect(code).toBe(1);
    expect(output).toContain(': SESSION_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET');
  }, 30_000);
});
