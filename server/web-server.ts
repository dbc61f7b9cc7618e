import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { clientAddress, clientIpHeader, trustedProxies } from './client-address';
import { guardRequest, type Rejection } from './request-guard';
import { baseSecurityHeaders, nonPageCsp } from './security-headers';
import { watchUpstream } from './upstream-health';

/**
 * The website's HTTP edge (what `npm start` runs instead of `next start`): it learns the visitor's
 * address from the socket, refuses cross-site and oversized requests before any body is read, adds
 * the security headers, and turns a page that failed while the upstream is down into a 503.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const publicUrl = process.env.PUBLIC_URL || 'http://localhost:3000';
const upstreamUrl = process.env.UPSTREAM_API_URL || 'http://127.0.0.1:4000';

const trust = trustedProxies(process.env.TRUSTED_PROXIES);
const securityHeaders = baseSecurityHeaders(publicUrl);
const upstream = watchUpstream(upstreamUrl);
const publicOrigin = new URL(publicUrl).origin;

function reject(res: ServerResponse, rejection: Rejection) {
  // Closing the connection is what keeps an unread oversized body from being read at all.
  res.writeHead(rejection.status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ message: rejection.message }));
}

/** Adds the headers every answer carries, and marks failures caused by a missing upstream as 503. */
function decorate(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    for (const [name, value] of Object.entries(securityHeaders)) if (!this.hasHeader(name)) this.setHeader(name, value);
    if (!this.hasHeader('content-security-policy')) this.setHeader('content-security-policy', nonPageCsp);
    if (status === 500 && !upstream.isUp()) {
      status = 503;
      this.statusCode = 503;
      this.setHeader('retry-after', '30');
    }
    return writeHead.call(this, status, ...(rest as [])) as ServerResponse;
  } as ServerResponse['writeHead'];
}

async function main() {
  // npm start runs this from the project's root.
  const app = next({ dev, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.headers[clientIpHeader] = clientAddress(req, trust);
    decorate(res);
    const host = req.headers.host;
    const ownOrigins = host ? [publicOrigin, `http://${host}`, `https://${host}`] : [publicOrigin];
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    const rejection = guardRequest({ method: req.method ?? 'GET', path: pathname, headers: req.headers }, ownOrigins);
    if (rejection) return reject(res, rejection);
    void handle(req, res);
  });
  server.listen(port, () => console.log(`[web] ready on http://localhost:${port}`));

  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((err: unknown) => {
  console.error('[web] could not start:', err);
  process.exit(1);
});
