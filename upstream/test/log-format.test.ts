import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions } from '../src/lib/log-format';
import { OneLinePerRequest } from '../src/lib/request-log-controller';

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
  // JSON goes to stdout in the app; here to `out`, to be read.
  const app = Fastify({
    logger: 'stream' in options ? options : { ...options, stream: out },
    logController: new OneLinePerRequest(),
  });
  app.get('/api/home', async () => ({ ok: true }));
  app.get('/api/health', { logLevel: 'silent' }, async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/home' });
  await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return text.trim().split('\n');
}

describe('the upstream’s request log', () => {
  it('is one readable line per answered request in a terminal, none for the silent health probe', async () => {
    const lines = await logOf({ LOG_LEVEL: 'info' }, true);
    expect(lines.filter((l) => l.includes('/api/'))).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/home 200 \d+ ms$/),
    ]);
  });

  it('is pino JSON when not in a terminal, and when LOG_FORMAT=json', async () => {
    for (const lines of [
      await logOf({ LOG_LEVEL: 'info' }, false),
      await logOf({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, true),
    ]) {
      const requests = lines.map((l) => JSON.parse(l)).filter((r) => r.msg === 'request');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/home', statusCode: 200 });
    }
  });
});
