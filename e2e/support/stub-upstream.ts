import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface StubCall {
  method: string;
  path: string;
  body: string;
}

/** The job list the stub answers, and its gzip form and ETag as an upstream would send them. */
export const stubJobList = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ _id: `job-${i}` })) });
export const stubJobListGzip = gzipSync(stubJobList);
export const stubJobListEtag = '"stub-job-list-1"';

function bodyOf(req: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', () => resolve(body));
  });
}

/**
 * An upstream that records every call the website makes to it (health checks aside), so a journey
 * can tell what reached the upstream: a login, a contact message, the job list (gzip, ETag, 304).
 */
export async function startStubUpstream() {
  const calls: StubCall[] = [];
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (path === '/api/health') return res.end('{}');
    const body = await bodyOf(req);
    calls.push({ method: req.method ?? '', path, body });
    if (path.startsWith('/api/job-opening')) {
      const common = {
        etag: stubJobListEtag,
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=0, must-revalidate',
      };
      if (req.headers['if-none-match'] === stubJobListEtag) return res.writeHead(304, common).end();
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        ...common,
        'content-type': 'application/json; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      return res.end(gzip ? stubJobListGzip : stubJobList);
    }
    res.writeHead(path === '/api/contact' ? 201 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Recorded by the stub.' }));
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
