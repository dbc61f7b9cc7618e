import 'server-only';
import { z } from 'zod';

const envSchema = z.object({
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
});

/** The website's server-side configuration, parsed once. */
export const env = envSchema.parse(process.env);
