import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';

/** The Redis the tests share with others (TEST_REDIS_URL, or the machine's own). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other run uses: tests share one Redis with other people. */
export const uniqueRedisPrefix = () => `test-${randomBytes(6).toString('hex')}:`;

/** A redis:// address nothing listens on (a port just freed), for "Redis is down". */
export async function closedRedisUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

export interface RedisProxy {
  url: string;
  /** Redis becomes unreachable: open connections are cut and new ones refused. */
  cut(): void;
  /** Redis is back. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to the test Redis that a test can cut and restore, as an outage would. */
export async function redisProxy(): Promise<RedisProxy> {
  const target = new URL(testRedisUrl);
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * `vi.waitFor`'s bound for what travels through Redis (its default is 1 s): generous, since the
 * website's unit tests share two cores with the type checks and ESLint under `npm test`.
 */
export const redisWait = { timeout: 10_000 };

/** Resolves once `check` holds, polling every 20 ms; rejects after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The settings of an instance in shared mode on `redisUrl` (shared mode requires its secret from the environment). */
export const redisTestConfig = (redisUrl: string, prefix = uniqueRedisPrefix()) => ({
  REDIS_URL: redisUrl,
  REDIS_PREFIX: prefix,
  JWT_SECRET: 'a-test-secret-shared-by-both-instances-0123456789',
});
