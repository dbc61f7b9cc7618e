import { Agent, request } from 'node:http';
import type { RenderedPage } from './stored-page';

/** Marks the edge's own render requests, which Next must answer itself (with the process's secret). */
export const renderHeader = 'x-page-cache-render';

export interface RenderTarget {
  /** Path and query, as the key has them. */
  url: string;
  userAgent: string;
}

/**
 * Renders a page for the cache by asking this very server over loopback, as an anonymous visitor
 * would: no cookies, the public host (a visitor's Host header must not shape what others get), no
 * compression. The answer goes through proxy.ts and the edge's headers like any other.
 */
export function pageRenderer(options: { port: number; host: string; secret: string; timeoutMs?: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return (target: RenderTarget) =>
    new Promise<RenderedPage>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port,
          path: target.url,
          agent,
          headers: {
            host: options.host,
            'user-agent': target.userAgent,
            accept: 'text/html',
            'accept-encoding': 'identity',
            [renderHeader]: options.secret,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('page render timed out')));
      req.on('error', reject);
      req.end();
    });
}
