import 'server-only';
import { z } from 'zod';

const envSchema = z.object({
  /** Base URL of the upstream API (without /api); `npm start` sets it to the bundled upstream. */
  UPSTREAM_API_URL: z.string().url().default('http://127.0.0.1:4000'),
});

/** The website's server-side configuration, parsed once. */
export const env = envSchema.parse(process.env);
