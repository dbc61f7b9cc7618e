import { z } from 'zod';

/**
 * The Redis settings, the same on every upstream and website instance (docs/redis.md): declared once for
 * both environments. Unset REDIS_URL keeps limits, locks, purges and ended sessions in the process.
 */
export const redisSettings = {
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(100).default('bayanihan:'),
};
