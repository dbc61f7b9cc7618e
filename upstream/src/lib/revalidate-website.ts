import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/**
 * Asks the website to regenerate the pages that show these tags (content:{key}, jobs,
 * testimonials). In the background: a website that is down must not fail the staff's save.
 */
export function revalidateWebsite(
  config: Pick<Config, 'WEBSITE_URL' | 'REVALIDATE_SECRET'>,
  log: FastifyBaseLogger,
  tags: string[],
) {
  if (!config.WEBSITE_URL || !config.REVALIDATE_SECRET) return;
  void fetch(new URL('/api/revalidate', config.WEBSITE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.REVALIDATE_SECRET },
    body: JSON.stringify({ tags }),
  })
    .then((res) => {
      if (!res.ok) log.warn({ status: res.status, tags }, 'website revalidation refused');
    })
    .catch((err: Error) => log.warn({ err: err.message, tags }, 'website revalidation failed'));
}
