import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, createStaticBrotli } from './static-brotli';

describe('acceptsBrotli', () => {
  it('takes br as Chromium and Firefox send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.8, gzip')).toBe(true);
  });

  it('refuses no brotli, brotli at q=0, and look-alike names', () => {
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('createStaticBrotli', () => {
  const script = 'console.log("a built chunk");\n'.repeat(200);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'a1.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'a1.js.map'), '{}');
    const files = createStaticBrotli(dir);
    await files.ready;
    server = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://site').pathname;
      if (files.serve(req, res, pathname)) return;
      res.writeHead(404).end('to Next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (pathname: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  it('answers a built script in brotli, cached for a year, to a browser that takes it', async () => {
    const res = await get('/_next/static/chunks/a1.js?dpl=x', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('leaves to Next a client without brotli, other files and unknown paths', async () => {
    expect((await get('/_next/static/chunks/a1.js', 'gzip')).body.toString()).toBe('to Next');
    expect((await get('/_next/static/chunks/a1.js.map', 'br')).body.toString()).toBe('to Next');
    expect((await get('/_next/static/chunks/b2.js', 'br')).body.toString()).toBe('to Next');
  });
});
