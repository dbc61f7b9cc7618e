import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * Per-IP limits on the routes that take passwords, send mail or store visitors' messages. Off by
 * default; a route opts in with `config: { rateLimit: app.formRateLimit }`. With REDIS_URL every
 * instance counts in Redis (rate-limit-store.ts).
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      // Runs as the route's onRequest hook: before the bearer token is looked up and the body is read.
      hook: 'onRequest',
      keyGenerator: clientAddress,
      ...(app.redis ? { store: sharedRateLimitStore(app.redis) } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
    app.decorate('formRateLimit', { max: app.config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });
    // Per account, so it runs after the token is checked; one handler (one count) for every upload
    // route, placed before the file is read.
    app.decorate(
      'uploadRateLimit',
      app.rateLimit({
        max: app.config.UPLOADS_PER_HOUR,
        timeWindow: 3_600_000,
        keyGenerator: (request) => `account:${request.viewer?.id ?? clientAddress(request)}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: `You have uploaded ${context.max} files in the last hour. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
        }),
      }),
    );
  },
  { name: 'rate-limit', dependencies: ['errors', 'redis'] },
);
