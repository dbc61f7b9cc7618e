import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address';

/**
 * Per-IP limits on the routes that take passwords, send mail or store visitors' messages. Off by
 * default; a route opts in with `config: { rateLimit: app.formRateLimit }`.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      // Runs as the route's onRequest hook: before the bearer token is looked up and the body is read.
      hook: 'onRequest',
      keyGenerator: clientAddress,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
    app.decorate('formRateLimit', { max: app.config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
