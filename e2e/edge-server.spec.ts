import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSecondWebsite } from './support/second-website';
import { startStubUpstream, stubJobList, stubJobListEtag, stubJobListGzip } from './support/stub-upstream';

// A website in front of an upstream that records every call: what reaches the upstream, byte for byte.
const port = Number(process.env.E2E_PORT ?? 3300) + 21;
let stub: Awaited<ReturnType<typeof startStubUpstream>>;
let site: Awaited<ReturnType<typeof startSecondWebsite>>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  stub = await startStubUpstream();
  // 20 full job lists a minute for one address: bursts of 10.
  site = await startSecondWebsite(stub.url, port, { HEAVY_READS_PER_MINUTE: '20' });
});
test.afterAll(async () => {
  await site?.stop();
  await stub?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const callsTo = (path: string) => stub.calls.filter((call) => call.path === path);

interface RawRequest {
  method?: string;
  path: string;
  type: string;
  body: string;
  /** Bytes of the body sent before the client goes away (all of it when unset). */
  cutAfter?: number;
  /** Milliseconds between single bytes of the body (a client trickling it). */
  trickleMs?: number;
}

/** One request over a raw socket, as a broken or hostile client sends it; answers the status line ('' when none came). */
function rawRequest({ method = 'POST', path, type, body, cutAfter, trickleMs }: RawRequest) {
  return new Promise<{ status: string; text: string }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve({ status: text.split('\r\n', 1)[0] ?? '', text }));
    socket.on('error', () => undefined);
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    void (async () => {
      if (trickleMs) {
        for (const byte of body) {
          if (socket.destroyed) return;
          socket.write(byte);
          await sleep(trickleMs);
        }
      } else if (cutAfter !== undefined) {
        socket.write(body.slice(0, cutAfter));
        await sleep(300);
        socket.destroy();
      } else socket.write(body);
    })();
  });
}

const login = JSON.stringify({ email: 'ana@example.com', password: 'Secret-123!' });
const contact = JSON.stringify({ name: 'Ana Reyes', email: 'ana@example.com', phone: '639171234567' });
const json = 'application/json';

test('a body cut off half-way never reaches the upstream; a whole one does, as sent', async () => {
  await rawRequest({ path: '/api/auth/login', type: json, body: login, cutAfter: 20 });
  await rawRequest({ path: '/api/contact', type: json, body: contact, cutAfter: 30 });
  const form = 'token=abc.def&List-Unsubscribe=One-Click';
  await rawRequest({
    path: '/api/job-alerts/unsubscribe',
    type: 'application/x-www-form-urlencoded',
    body: form,
    cutAfter: 9,
  });
  await sleep(1_000);
  expect(stub.calls).toEqual([]);

  // The same requests whole: each reaches the upstream once, with its body.
  await rawRequest({ path: '/api/auth/login', type: json, body: login });
  await rawRequest({ path: '/api/contact', type: json, body: contact });
  expect(callsTo('/api/auth/login').map((call) => JSON.parse(call.body))).toEqual([JSON.parse(login)]);
  expect(callsTo('/api/contact').map((call) => JSON.parse(call.body))).toEqual([JSON.parse(contact)]);
});

test('a body that is not JSON is refused with a 400 and a message, and never reaches the upstream', async () => {
  const before = stub.calls.length;
  for (const path of ['/api/auth/login', '/api/contact']) {
    const answer = await rawRequest({ path, type: json, body: '{"email":"ana@' });
    expect(answer.status, path).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.text, path).toContain('The request body is not valid JSON.');
  }
  expect(stub.calls.length).toBe(before);
});

test('a body sent too slowly is cut off at the edge with a 408, and never reaches the upstream', async () => {
  test.setTimeout(60_000);
  const before = stub.calls.length;
  const started = Date.now();
  // One byte a second: 10 seconds of grace, then a body must average 6 KB a second.
  const answer = await rawRequest({ path: '/api/auth/login', type: json, body: login.padEnd(2_000), trickleMs: 1_000 });
  expect(answer.status).toBe('HTTP/1.1 408 Request Timeout');
  expect(answer.text).toContain('The request body came too slowly and was cut off.');
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(stub.calls.length).toBe(before);
});

test('a public file answers any method but GET and HEAD with 405 and Allow', async ({ request }) => {
  for (const [method, path] of [
    ['OPTIONS', '/favicon.ico'],
    ['POST', '/icon.svg'],
    ['DELETE', '/_next/static/chunks/any.js'],
  ]) {
    const answer = await request.fetch(`${site.url}${path}`, { method });
    expect(answer.status(), `${method} ${path}`).toBe(405);
    expect(answer.headers()['allow']).toBe('GET, HEAD');
  }
  expect((await request.get(`${site.url}/favicon.ico`)).status()).toBe(200);
});

/** A GET answered as it came on the wire: status, headers and the body's bytes (not decoded). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the job list passes through as the upstream sent it: same bytes, encoding and ETag, and 304', async () => {
  const gzip = await rawGet('/api/job-opening?isActive=1', { 'accept-encoding': 'gzip, br' });
  expect(gzip.status).toBe(200);
  expect(gzip.body.equals(stubJobListGzip)).toBe(true);
  expect(gzip.headers).toMatchObject({
    'content-encoding': 'gzip',
    'content-type': 'application/json; charset=utf-8',
    etag: stubJobListEtag,
    vary: 'Accept-Encoding',
    'cache-control': 'public, max-age=0, must-revalidate',
  });
  expect(callsTo('/api/job-opening?isActive=1')).toHaveLength(1);

  const plain = await rawGet('/api/job-opening?isActive=1', {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(stubJobList);

  const cached = await rawGet('/api/job-opening?isActive=1', { 'if-none-match': stubJobListEtag });
  expect(cached.status).toBe(304);
  expect(cached.body.length).toBe(0);
  expect(cached.headers.etag).toBe(stubJobListEtag);
});

test('the full job list is limited per address: a 429 with a message and Retry-After', async () => {
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof rawGet>> | undefined;
  for (let i = 0; i < 12 && !refused; i++) {
    const answer = await rawGet('/api/job-opening', { 'accept-encoding': 'gzip' });
    statuses.push(answer.status);
    if (answer.status === 429) refused = answer;
  }
  expect(refused, `statuses: ${statuses.join(', ')}`).toBeDefined();
  expect(JSON.parse(refused!.body.toString()).message).toBe(
    'Too many requests for the full job list from your address. Please wait a moment and try again.',
  );
  expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
  // The job search (a page at a time) is not the heavy read, and stays open.
  expect((await rawGet('/api/job-search?page=1', {})).status).not.toBe(429);
});
