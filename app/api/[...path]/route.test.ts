import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The website's forwarding route against a stub upstream, signed out (no session cookie to read).
const env = vi.hoisted(() => ({ UPSTREAM_API_URL: '', WEBSITE_SECRET: undefined }));
vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env }));
vi.mock('@/lib/session/session', () => ({
  getActiveSession: async () => ({ session: { save: async () => undefined }, ended: false }),
  dropSession: () => undefined,
  sessionEndedHeader: 'x-session-ended',
}));
const { GET, HEAD } = await import('./route');

const video = Buffer.alloc(297, 7);
let asked: Pick<IncomingMessage, 'method' | 'url'>[] = [];
let upstream: Server;

beforeAll(async () => {
  // Answers as the upstream's card-file route does: HEAD with the GET's headers and no body.
  upstream = createServer((req, res) => {
    asked.push({ method: req.method, url: req.url });
    res.writeHead(200, {
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : video);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  env.UPSTREAM_API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));
beforeEach(() => {
  asked = [];
});

const path = ['shared-shortlists', 'x'.repeat(43), 'candidates', '00000000-0000-4000-8000-000000000001', 'video'];
const call = (handler: typeof GET, method: string) =>
  handler(new NextRequest(`http://site/api/${path.join('/')}`, { method }), {
    params: Promise.resolve({ path }),
  });

describe("the website's /api forwarding", () => {
  it('answers HEAD on a card’s video as GET without the body, asking the upstream for headers only', async () => {
    const head = await call(HEAD, 'HEAD');
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
    });
    expect(head.body).toBeNull();
    expect(asked).toEqual([{ method: 'HEAD', url: `/api/${path.join('/')}` }]);
  });

  it('passes the upstream’s Cache-Control on to the browser with a GET', async () => {
    const got = await call(GET, 'GET');
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(video);
    expect(asked.map((a) => a.method)).toEqual(['GET']);
  });
});
