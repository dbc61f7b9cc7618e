import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, levelEnabled } from '../../src/lib/request-logger';

/** An app whose parent logger counts the children it makes, with what each request wrote. */
async function app(level: string) {
  const out = new PassThrough();
  const records: Record<string, unknown>[] = [];
  out.on('data', (chunk: Buffer) =>
    records.push(
      ...chunk
        .toString()
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ),
  );
  let children = 0;
  const server = Fastify({
    logger: { level, stream: out },
    childLoggerFactory(logger, bindings, options, rawReq) {
      children++;
      return lazyRequestLogger.call(this, logger, bindings, options, rawReq);
    },
    // Only what the routes write: Fastify's own request lines are not what is tested here.
    logController: new LogController({ disableRequestLogging: true }),
  });
  let made = 0;
  server.get('/quiet', async (request) => {
    request.log.debug('not at info');
    return { ok: true };
  });
  server.get('/says', async (request) => {
    request.log.warn({ detail: 1 }, 'said');
    request.log.error('said again');
    return { ok: true };
  });
  server.get('/silent', { logLevel: 'silent' }, async (request) => {
    request.log.error('never');
    return { ok: true };
  });
  await server.ready();
  const parentChild = server.log.child.bind(server.log);
  server.log.child = ((...args: Parameters<typeof parentChild>) => {
    made++;
    return parentChild(...args);
  }) as typeof server.log.child;
  return { server, records, made: () => made, children: () => children };
}

describe('the per-request logger', () => {
  it('makes no pino child for a request that writes nothing at the level set', async () => {
    const { server, records, made, children } = await app('info');
    await server.inject('/quiet');
    await server.inject('/silent');
    expect(children()).toBe(2);
    expect(made()).toBe(0);
    expect(records.filter((r) => r.msg)).toEqual([]);
    await server.close();
  });

  it('writes through one child with the request id when something is said', async () => {
    const { server, records, made } = await app('info');
    await server.inject('/says');
    await new Promise((resolve) => setImmediate(resolve));
    expect(made()).toBe(1);
    const said = records.filter((r) => r.msg === 'said' || r.msg === 'said again');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
    expect(said[1]!.reqId).toBe(said[0]!.reqId);
    await server.close();
  });

  it('compares levels as pino does, silent and unknown above all', () => {
    expect(levelEnabled('warn', 'info')).toBe(true);
    expect(levelEnabled('debug', 'info')).toBe(false);
    expect(levelEnabled('fatal', 'silent')).toBe(false);
    expect(levelEnabled('error', undefined)).toBe(false);
  });
});
