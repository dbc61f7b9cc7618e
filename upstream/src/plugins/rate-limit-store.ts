import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from '@shared/shared-redis';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
/** What the plugin hands a store's constructor (its resolved settings). */
type RateLimitOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
type StoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own stores (its Lua script counts in Redis); they ship without type declarations.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;

/**
 * Counts in Redis, so every instance shares one count; while Redis is unreachable each instance counts
 * in its own memory instead (a limit then holds per instance, never unlimited), and returns to Redis
 * once it is back (docs/redis.md).
 */
class FallbackStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.count('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.count('read', key, done, timeWindow, max);
  }

  child(routeOptions: unknown) {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (!this.redis.isReady()) return this.local[method](key, done, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, done, timeWindow, max) : done(null, result)),
      timeWindow,
      max,
    );
  }
}

/** The `store` option for @fastify/rate-limit: shared through Redis with a per-instance fallback. */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class SharedStore extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitOptions) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, 'rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
