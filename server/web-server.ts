import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { websiteEnvSchema } from '../lib/env-schema';
import { adoptBuiltNextConfig } from './built-next-config';
import { clientIpHeader } from '../lib/client-ip-header';
import { clientAddress, trustedProxies } from './client-address';
import { createPageCache, type PageCache } from './page-cache/page-cache';
import { pageCacheKey } from './page-cache/page-cache-key';
import { pageRenderer, renderHeader } from './page-cache/render-page';
import { writeStoredPage } from './page-cache/write-stored-page';
import { watchBodyPace } from './body-pace';
import { createPublicReads } from './public-reads/public-reads';
import { fileMethodRejection, listPublicFiles } from './public-files';
import { guardRequest, type Rejection } from './request-guard';
import { createStaticBrotli } from './static-brotli';
import { baseSecurityHeaders, nonPageCsp } from './security-headers';
import { watchUpstream } from './upstream-health';
import { shareThroughRedis } from './redis-sharing';
import { sharedModeErrors } from '../lib/shared/shared-mode.mjs';

/**
 * The website's HTTP edge (what `npm start` runs instead of `next start`): it learns the visitor's
 * address from the socket, refuses cross-site and oversized requests before any body is read, adds
 * the security headers, turns a page that failed while the upstream is down into a 503, and answers
 * anonymous visitors' public pages from its page cache (docs/decisions/0007).
 */
const dev = process.argv.includes('--dev');
// Refused before anything starts: without them sessions would fail (503) on every request, or differ per instance.
const sharedModeProblems = sharedModeErrors(process.env, ['website']);
if (sharedModeProblems.length > 0) {
  console.error(`[web] could not start:\n- ${sharedModeProblems.join('\n- ')}`);
  process.exit(1);
}
const env = websiteEnvSchema.parse(process.env);
const { PORT: port, PUBLIC_URL: publicUrl, UPSTREAM_API_URL: upstreamUrl } = env;

const trust = trustedProxies(env.TRUSTED_PROXIES);
const securityHeaders = baseSecurityHeaders(publicUrl);
const upstream = watchUpstream(upstreamUrl);
const publicOrigin = new URL(publicUrl).origin;
// Development never caches pages.
const pageCacheBytes = env.PAGE_CACHE_MB * 1024 * 1024;
const renderSecret = randomBytes(32).toString('base64url');

function reject(res: ServerResponse, rejection: Rejection) {
  // Closing the connection is what keeps an unread oversized body from being read at all.
  res.writeHead(rejection.status, { ...rejection.headers, 'content-type': 'application/json', connection: 'close' });
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

/** Answers a public page from the cache, or lets Next answer when the page cannot be shared. */
async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  pages: PageCache,
  { key, url }: { key: string; url: string },
  next: () => void,
) {
  const target = { url, userAgent: req.headers['user-agent'] ?? '' };
  try {
    const answer = await pages.lookup(key, target);
    if (answer) {
      const head = req.method === 'HEAD';
      return writeStoredPage(res, answer.page, {
        head,
        acceptEncoding: req.headers['accept-encoding'],
        state: answer.state,
      });
    }
  } catch (err) {
    console.error(`[web] page cache failed for ${url}:`, err);
  }
  res.setHeader('x-page-cache', 'bypass');
  next();
}

async function main() {
  // npm start runs this from the project's root.
  if (!dev) adoptBuiltNextConfig(process.cwd());
  const app = next({ dev, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const publicFiles = listPublicFiles(path.join(process.cwd(), 'public'));
  const publicReads = createPublicReads({
    upstreamUrl,
    websiteSecret: env.WEBSITE_SECRET,
    heavyPerMinute: env.HEAVY_READS_PER_MINUTE,
  });
  const staticFiles = dev ? undefined : createStaticBrotli(path.join(process.cwd(), '.next', 'static'));
  const pages =
    dev || pageCacheBytes <= 0
      ? undefined
      : createPageCache({
          render: pageRenderer({ port, host: new URL(publicUrl).host, secret: renderSecret }),
          maxBytes: pageCacheBytes,
          freshMs: 60_000,
          retryMs: 5_000,
          onError: (err, target) => console.error(`[web] could not render ${target.url} for the page cache:`, err),
        });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const clientIp = clientAddress(req, trust);
    req.headers[clientIpHeader] = clientIp;
    decorate(res);
    const host = req.headers.host;
    const ownOrigins = host ? [publicOrigin, `http://${host}`, `https://${host}`] : [publicOrigin];
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    const rejection =
      fileMethodRejection(req.method ?? 'GET', pathname, publicFiles) ??
      guardRequest({ method: req.method ?? 'GET', path: pathname, headers: req.headers }, ownOrigins);
    if (rejection) return reject(res, rejection);
    watchBodyPace(req, res);
    if (staticFiles?.serve(req, res, pathname)) return;
    if (publicReads.serve(req, res, pathname, clientIp)) return;
    const toNext = () => void handle(req, res);
    if (!pages || req.headers[renderHeader] === renderSecret) return toNext();
    // Staff changed content or a job: once Next has accepted the revalidation, no stored page is served.
    if (req.method === 'POST' && pathname === '/api/revalidate')
      res.on('finish', () => {
        if (res.statusCode === 200) pages.purge();
      });
    const decision = pageCacheKey(req.method ?? 'GET', req.url ?? '/', req.headers);
    if (decision.kind === 'cache') return void servePage(req, res, pages, decision, toNext);
    if (decision.kind === 'bypass') res.setHeader('x-page-cache', 'bypass');
    toNext();
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  // After listening: catching up on purges revalidates through this server's own route.
  if (env.REDIS_URL) {
    await shareThroughRedis({
      url: env.REDIS_URL,
      prefix: env.REDIS_PREFIX,
      port,
      revalidateSecret: env.REVALIDATE_SECRET,
      purgePages: () => pages?.purge(),
    });
  }
  console.log(`[web] ready on http://localhost:${port}`);

  const close = () => server.close(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((err: unknown) => {
  console.error('[web] could not start:', err);
  process.exit(1);
});
