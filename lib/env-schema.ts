import { z } from 'zod';
import { redisSettings } from './shared/redis-settings';

/**
 * The website's environment, read by both of its parts in one process: the edge server
 * (server/web-server.ts) and Next (lib/env.ts). Free of 'server-only' so the edge can import it.
 */
export const websiteEnvSchema = z.object({
  /** Port of the website (the edge server listens on it). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Base URL of the upstream API (without /api); `npm start` sets it to the bundled upstream. */
  UPSTREAM_API_URL: z.string().url().default('http://127.0.0.1:4000'),
  /** The website's public address (canonical URLs, sitemap, Open Graph, the CSRF origin check). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Encrypts the session cookie (32+ characters); `npm start` makes and keeps one in data/. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** Shared with the upstream: it asks for on-demand revalidation when staff change content. */
  REVALIDATE_SECRET: z.string().min(32, 'REVALIDATE_SECRET must be at least 32 characters').optional(),
  /** Shared with the upstream: proves a call comes from the website, so it may name the visitor's address. */
  WEBSITE_SECRET: z.string().min(32, 'WEBSITE_SECRET must be at least 32 characters').optional(),
  /** Proxies whose X-Forwarded-For the edge believes (server/client-address.ts); unset: none. */
  TRUSTED_PROXIES: z.string().optional(),
  /** The edge's page cache, in MB; 0 turns it off (to measure without it). */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  /** Calls of the full job list one address may make a minute (the bench raises it to measure throughput). */
  HEAVY_READS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // redis://…: this instance hears the upstream's purges and shares ended sessions with the others.
  ...redisSettings,
});
