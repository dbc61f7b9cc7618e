import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyPaceMessage, watchBodyPace, type BodyPace } from './body-pace';

// The rule at a small scale: 0.2 s of grace, then 1,000 bytes a second.
const pace: BodyPace = { graceMs: 200, minBytesPerSecond: 1000, checkMs: 25 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that reads each body (after `readAfterMs`, as a busy server would) and answers its length. */
async function start(readAfterMs = 0) {
  server = createServer((req, res) => {
    watchBodyPace(req, res, pace);
    setTimeout(() => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        if (!res.headersSent) res.end(JSON.stringify({ bytes }));
      });
    }, readAfterMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Sends `length` bytes in `parts` writes, `gapMs` apart; answers the status and body, or 'closed'. */
function send(port: number, length: number, parts: number, gapMs: number) {
  return new Promise<{ status: number; body: string } | 'closed'>((resolve) => {
    const req = request({ port, method: 'POST', headers: { 'content-length': length } }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', () => resolve('closed'));
    });
    req.on('error', () => resolve('closed'));
    void (async () => {
      for (let i = 0; i < parts && !req.destroyed; i++) {
        req.write(Buffer.alloc(length / parts, 97));
        await sleep(gapMs);
      }
      if (!req.destroyed) req.end();
    })();
  });
}

describe('the pace a request body must keep at the edge', () => {
  it('cuts off a body that trickles in, with a 408 and a message, and closes the connection', async () => {
    const port = await start();
    const started = Date.now();
    // 10 bytes every 50 ms is 200 bytes a second: far behind 1,000.
    const answer = await send(port, 10_000, 1000, 50);
    expect(answer).toEqual({ status: 408, body: JSON.stringify({ message: bodyPaceMessage }) });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets a body through that keeps the pace, however long it is', async () => {
    const port = await start();
    // 100 bytes every 25 ms is 4,000 bytes a second, for about 1 s.
    expect(await send(port, 4_000, 40, 25)).toEqual({ status: 200, body: JSON.stringify({ bytes: 4_000 }) });
  });

  it('does not hold it against the client while the server is the one not reading', async () => {
    const port = await start(800);
    // Sent at once but read only after 0.8 s: the bytes wait in the server's buffers, not the client.
    const length = 4 * 1024 * 1024;
    expect(await send(port, length, 4, 0)).toEqual({ status: 200, body: JSON.stringify({ bytes: length }) });
  });
});
