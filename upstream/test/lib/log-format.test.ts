import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions } from '../../src/lib/log-format';
import { OneLinePerRequest } from '../../src/lib/request-log-controller';
import { lazyRequestLogger } from '../../src/lib/request-logger';

const at = new Date(2026, 10, 23, 9, 5, 7).getTime();

describe('log lines for a terminal', () => {
  it('says a request in one line: time, method, path, status and milliseconds', () => {
    const record = { level: 30, time: at, method: 'GET', url: '/api/home', statusCode: 200, ms: 3.4, msg: 'request' };
    expect(formatLogLine(JSON.stringify(record))).toBe('09:05:07 GET /api/home 200 3 ms');
  });

  it('says other events with their level, and an error with its stack', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, time: at, msg: 'slow mail' }))).toBe('09:05:07 WARN slow mail');
    const line = formatLogLine(
      JSON.stringify({ level: 50, time: at, msg: 'boom', err: { stack: 'Error: x\n  at y' } }),
    );
    expect(line).toBe('09:05:07 ERROR boom\nError: x\n  at y');
  });

  it('passes through a line that is not JSON', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });
});

async function logOf(config: Parameters<typeof loggerOptions>[0], isTty: boolean) {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const options = loggerOptions(config, isTty, out);
  // JSON goes to stdout in the app; here to `out`, to be read. The request log as the app sets it up.
  const app = Fastify({
    logger: 'stream' in options ? options : { ...options, stream: out },
    logController: new OneLinePerRequest({ slowMs: 200 }),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/api/home', async () => ({ ok: true }));
  app.get('/api/health', { logLevel: 'silent' }, async () => ({ ok: true }));
  app.get('/api/refused', async (_request, reply) => reply.status(403).send({ message: 'no' }));
  app.get('/api/broken', async () => {
    throw new Error('boom');
  });
  app.get('/api/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    return { ok: true };
  });
  for (const url of ['/api/home', '/api/health', '/api/refused', '/api/broken', '/api/slow']) {
    await app.inject({ method: 'GET', url });
  }
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return text.trim().split('\n');
}

const requestLines = (lines: string[]) => lines.filter((l) => / \/api\/\w+ \d{3} \d+ ms$/.test(l));

describe('the upstream’s request log', () => {
  it('is one readable line per answered request in a terminal at debug, none for the silent health probe', async () => {
    const lines = await logOf({ LOG_LEVEL: 'debug' }, true);
    expect(requestLines(lines)).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/home 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/refused 403 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/broken 500 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/slow 200 \d+ ms$/),
    ]);
  });

  it('at info holds what production needs: failures, slow answers and refusals, not every read', async () => {
    const records = (await logOf({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, false))
      .map((l) => JSON.parse(l) as { msg: string; url?: string; level: number; statusCode?: number })
      .filter((r) => r.msg === 'request');
    expect(records.map(({ url, level, statusCode }) => ({ url, level, statusCode }))).toEqual([
      { url: '/api/refused', level: 30, statusCode: 403 },
      { url: '/api/broken', level: 50, statusCode: 500 },
      { url: '/api/slow', level: 40, statusCode: 200 },
    ]);
  });

  it('is pino JSON when not in a terminal, and when LOG_FORMAT=json, each record with its request id', async () => {
    for (const lines of [
      await logOf({ LOG_LEVEL: 'debug' }, false),
      await logOf({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, true),
    ]) {
      const requests = lines.map((l) => JSON.parse(l)).filter((r) => r.msg === 'request');
      expect(requests).toHaveLength(4);
      expect(requests[0]).toMatchObject({
        method: 'GET',
        url: '/api/home',
        statusCode: 200,
        reqId: expect.any(String),
      });
      expect(new Set(requests.map((r) => r.reqId)).size).toBe(4);
    }
  });
});
