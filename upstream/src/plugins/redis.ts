import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectSharedRedis } from '@shared/shared-redis';

/**
 * With REDIS_URL, the one Redis connection this instance shares state through (docs/redis.md):
 * `app.redis`, closed with the app. Without it, `app.redis` is null and everything stays in-process.
 * Redis being down never stops the app: each user of it states its own fallback.
 */
export default fp(
  async function redis(app: FastifyInstance) {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const shared = await connectSharedRedis(url, app.config.REDIS_PREFIX, {
      warn: (message) => app.log.warn(message),
      info: (message) => app.log.info(message),
    });
    app.decorate('redis', shared);
    app.addHook('onClose', () => shared.close());
  },
  { name: 'redis' },
);
