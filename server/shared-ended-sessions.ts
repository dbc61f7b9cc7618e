import { redisNames } from '../lib/shared/redis-channels';
import type { SharedRedis } from '../lib/shared/shared-redis';
import { maxEndedSessions } from '../lib/session/ended-sessions';

type AddEnded = (hash: string, until: number) => void;

/**
 * Ended sessions shared by the website instances: one instance's logout is published (every other adds
 * it to its own list at once, so `isSessionEnded` stays a synchronous look-up) and kept in a sorted set
 * scored by its expiry, which an instance reads each time it (re)subscribes (a later start, a reconnect).
 */
export function shareEndedSessions(redis: SharedRedis, add: AddEnded, onError: (err: unknown) => void) {
  const key = redisNames.endedSessionsKey;

  async function loadRecent() {
    const entries = await redis.client.zrangebyscore(key, Date.now(), '+inf', 'WITHSCORES');
    for (let i = 0; i + 1 < entries.length; i += 2) add(entries[i]!, Number(entries[i + 1]));
  }

  redis.subscribe(
    redisNames.endedSessionsChannel,
    (message) => {
      const [hash, until] = message.split(' ');
      if (hash && Number.isFinite(Number(until))) add(hash, Number(until));
    },
    () => void loadRecent().catch(onError),
  );

  return {
    /** Tells the other instances; while Redis is unreachable the session is ended on this instance only. */
    publish(hash: string, until: number) {
      if (until <= Date.now()) return;
      const stored = redis.client
        .multi()
        .zadd(key, until, hash)
        .zremrangebyscore(key, '-inf', Date.now())
        .zremrangebyrank(key, 0, -maxEndedSessions - 1)
        // The newest logout expires last: the set goes with it (PEXPIREAT's GT would need Redis 7).
        .pexpireat(key, until)
        .exec();
      Promise.all([redis.publish(redisNames.endedSessionsChannel, `${hash} ${until}`), stored]).catch(onError);
    },
  };
}
