import { randomUUID } from 'node:crypto';
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import { redisNames } from '@shared/redis-channels';
import type { SharedRedis } from '@shared/shared-redis';
import type { AppContext } from '../../context';

/** A held lock lapses this long after its holder stops renewing it (a killed instance frees its uploads). */
const lockTtlMs = 10_000;
const renewEveryMs = lockTtlMs / 3;
/** How long a request waits for an upload's lock before giving up, as tus's MemoryLocker does. */
const acquireTimeoutMs = 30_000;

// Deletes or renews the lock only while it is still this holder's token.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
const renewScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/** What tus answers when the lock cannot be reached: an unshared lock could let two instances write one upload. */
export const lockUnavailable = {
  status_code: 503,
  body: 'Uploads are paused for a moment (the upload service cannot coordinate its servers). Please try again in a minute.',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus's Locker on Redis, shared by every instance: a lock is a key set with NX and a random token,
 * renewed while held and deleted only by its holder. A request that finds the upload locked asks the
 * holder (on whatever instance) to let go through a channel, as the MemoryLocker does in one process.
 * Redis unreachable: the lock fails closed with 503.
 */
export class RedisLocker implements Locker {
  /** The locks this instance holds, by upload id: their token and how to ask their request to let go. */
  readonly held = new Map<string, { token: string; requestRelease: RequestRelease }>();

  constructor(
    readonly redis: SharedRedis,
    readonly log: Pick<FastifyBaseLogger, 'warn'>,
    readonly timeoutMs = acquireTimeoutMs,
  ) {
    redis.subscribe(redisNames.uploadReleaseChannel, (id) => void this.held.get(id)?.requestRelease());
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private readonly key: string;
  private renewal: NodeJS.Timeout | undefined;
  private renewedAt = 0;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {
    this.key = `upload-lock:${id}`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease) {
    const { client } = this.locker.redis;
    const deadline = Date.now() + this.locker.timeoutMs;
    let pauseMs = 25;
    for (;;) {
      if (await this.command(() => client.set(this.key, this.token, 'PX', lockTtlMs, 'NX'))) break;
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.command(() => this.locker.redis.publish(redisNames.uploadReleaseChannel, this.id));
      await sleep(pauseMs);
      pauseMs = Math.min(pauseMs * 2, 250);
    }
    this.locker.held.set(this.id, { token: this.token, requestRelease });
    this.renewedAt = Date.now();
    this.renewal = setInterval(() => void this.renew(requestRelease), renewEveryMs);
  }

  async unlock() {
    clearInterval(this.renewal);
    if (this.locker.held.get(this.id)?.token === this.token) this.locker.held.delete(this.id);
    // Redis unreachable: the key lapses by itself within lockTtlMs; the request already did its work.
    await this.locker.redis.client
      .eval(releaseScript, 1, this.key, this.token)
      .catch((err: Error) => this.locker.log.warn({ err: err.message, id: this.id }, 'upload lock: release failed'));
  }

  /** Keeps the lock while the request runs; once it may have lapsed (taken by another, or unrenewable that long), the request stops. */
  private async renew(requestRelease: RequestRelease) {
    const renewed = await this.locker.redis.client
      .eval(renewScript, 1, this.key, this.token, lockTtlMs)
      .catch(() => (Date.now() - this.renewedAt < lockTtlMs - renewEveryMs ? 'unknown' : 0));
    if (renewed === 1) this.renewedAt = Date.now();
    else if (renewed !== 'unknown') await requestRelease();
  }

  private async command<T>(run: () => Promise<T>) {
    try {
      return await run();
    } catch {
      throw lockUnavailable;
    }
  }
}

/** The resumable uploads' lock: on Redis when instances share it (REDIS_URL), else in this process. */
export function uploadLocker(ctx: Pick<AppContext, 'redis' | 'log'>): Locker {
  return ctx.redis ? new RedisLocker(ctx.redis, ctx.log) : new MemoryLocker();
}
