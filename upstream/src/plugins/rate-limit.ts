import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { clientAddress } from '../lib/client-address';
import { sharedRateLimitStore } from './rate-limit-store';

/** A count of requests per key (an address, a token's hash) in a window, kept in the limits' store. */
export interface KeyedCount {
  timeWindow: number;
  /** The key a request is counted under, prefixed with what it counts (`shared-link-address:`). */
  key: (request: FastifyRequest) => string;
}

/** A keyed count that refuses requests past `max` a window with 429, `message` and Retry-After. */
export interface KeyedLimit extends KeyedCount {
  max: number;
  message: (retryAfterSeconds: number) => string;
}

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
    // Checks a route calls itself (the plugin's own hook runs once per request, so one route could
    // not have two limits), counted in the same store: Redis when shared.
    app.decorate('keyedLimit', (limit: KeyedLimit) => {
      const count = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: limit.key });
      return async (request: FastifyRequest) => {
        const result = await count(request);
        if (result.isAllowed || !result.isExceeded) return;
        const retryAfter = String(result.ttlInSeconds);
        throw new HttpError(429, limit.message(result.ttlInSeconds), undefined, { 'Retry-After': retryAfter });
      };
    });
    app.decorate('firstInWindow', (counted: KeyedCount) => {
      const count = app.createRateLimit({ max: 1, timeWindow: counted.timeWindow, keyGenerator: counted.key });
      return async (request: FastifyRequest) => {
        const result = await count(request);
        return result.isAllowed || !result.isExceeded;
      };
    });
  },
  { name: 'rate-limit', dependencies: ['errors', 'redis'] },
);
