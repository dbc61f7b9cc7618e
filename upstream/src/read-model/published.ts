import { cacheTags } from '@contracts/core/cache-tags';
import type { ContentKey } from '@contracts/content';
import { redisNames } from '@shared/redis-channels';
import type { LookupKind } from '@contracts/lookups/lookup';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { ReadModelKind } from './kinds';

/** What staff (or a task) changed that the public sees: openings, testimonials, a content document or a lookup list. */
export type PublicChange = 'jobs' | 'testimonials' | { content: ContentKey } | { lookup: LookupKind };

// Openings show their position, emirates and salary band by name.
const lookupsOpeningsShow: LookupKind[] = ['position', 'preffered-location', 'salary-budget'];

/** The read model's kinds to rebuild and the website's cache tags to revalidate for a change. */
function effects(change: PublicChange): { kinds: ReadModelKind[]; tags: string[] } {
  if (change === 'jobs' || change === 'testimonials') return { kinds: [change], tags: [cacheTags[change]] };
  if ('content' in change) return { kinds: ['content'], tags: [cacheTags.content(change.content)] };
  const kinds: ReadModelKind[] = lookupsOpeningsShow.includes(change.lookup) ? ['lookups', 'jobs'] : ['lookups'];
  return { kinds, tags: [cacheTags.lookup(change.lookup)] };
}

/**
 * Called once a change is committed: this instance serves the new data when it resolves (others are
 * told), and the website is asked to regenerate the pages that show it.
 */
export async function published(ctx: Pick<AppContext, 'readModel' | 'config' | 'log' | 'redis'>, change: PublicChange) {
  const { kinds, tags } = effects(change);
  await ctx.readModel.changed(...kinds);
  tellWebsites(ctx, tags);
}

/**
 * With Redis, the tags go on the purge channel every website instance listens to (the POST would
 * only reach one of them); while Redis is unreachable, the website at WEBSITE_URL is still asked.
 */
function tellWebsites(ctx: Pick<AppContext, 'config' | 'log' | 'redis'>, tags: string[]) {
  if (!ctx.redis) return revalidateWebsite(ctx.config, ctx.log, tags);
  ctx.redis.publish(redisNames.purgeChannel, JSON.stringify({ tags })).catch((err: Error) => {
    ctx.log.warn(
      { err: err.message, tags },
      'website purge not published (Redis unreachable): asking WEBSITE_URL only',
    );
    revalidateWebsite(ctx.config, ctx.log, tags);
  });
}

/**
 * Asks the website to regenerate the pages that show these tags (content:{key}, jobs,
 * testimonials). In the background: a website that is down must not fail the staff's save.
 */
function revalidateWebsite(
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
