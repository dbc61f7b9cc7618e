import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time whatever the lengths (both sides are hashed to 32 bytes first). */
function sameSecret(given: string, expected: string) {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The caller's address for per-IP limits and records: x-client-ip when the website vouches for it
 * with x-website-secret, otherwise request.ip (the socket, or X-Forwarded-For through UPSTREAM_TRUSTED_PROXIES).
 */
export function clientAddress(request: FastifyRequest): string {
  const secret = request.server.config.WEBSITE_SECRET;
  const given = request.headers['x-website-secret'];
  const named = request.headers['x-client-ip'];
  if (secret && typeof given === 'string' && typeof named === 'string' && sameSecret(given, secret)) {
    const address = named.trim();
    if (isIP(address)) return address;
  }
  return request.ip;
}
