// Here, not in upstream/ or server/: both the upstream and the website's edge server connect the same way.
import { Redis } from 'ioredis';

/** Where a connection reports its outages: once when Redis becomes unreachable, once when it is back. */
export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface SharedRedis {
  /** Commands (keys carry the prefix); fails at once while Redis is unreachable, never queues. */
  client: Redis;
  /** The prefix of this deployment's keys and channels (several deployments, or test runs, on one Redis). */
  prefix: string;
  /** True while commands can be sent. */
  isReady(): boolean;
  /**
   * Calls `onMessage` for each message on the prefixed `channel`, and `onReady` each time the
   * subscription is (re)established: messages sent while it was down are lost, so `onReady` catches up.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReady?: () => void): void;
  /** Publishes on the prefixed `channel`; rejects while Redis is unreachable. */
  publish(channel: string, message: string): Promise<number>;
  close(): Promise<void>;
}

/** Waits at most this long for the first connection (or its first error), so a fresh instance starts sharing at once. */
const firstConnectMs = 2_000;

/** Reconnects forever, 0.2 s doubling to 5 s: an outage ends by itself when Redis is back. */
const retryStrategy = (attempt: number) => Math.min(200 * 2 ** Math.min(attempt, 5), 5_000);

/** Logs an outage once (on its first error) and its end once (on the next ready). */
function watchOutages(connection: Redis, name: string, log: RedisLog, onReady: () => void) {
  let down = false;
  connection.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn(`Redis (${name}) is unreachable: ${err.message}; retrying until it is back`);
  });
  connection.on('ready', () => {
    if (down) log.info(`Redis (${name}) is back`);
    down = false;
    onReady();
  });
}

/**
 * One command connection and, on first use, one subscriber connection to REDIS_URL. A process whose
 * Redis is down keeps running: commands reject at once (callers choose their fallback) and both
 * connections reconnect by themselves.
 */
export async function connectSharedRedis(url: string, prefix: string, log: RedisLog): Promise<SharedRedis> {
  const client = new Redis(url, {
    keyPrefix: prefix,
    // A request must not wait for an outage to end: commands fail at once instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy,
  });
  const handlers = new Map<string, { onMessage: (message: string) => void; onReady?: () => void }[]>();
  let subscriber: Redis | undefined;

  watchOutages(client, 'commands', log, () => undefined);
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, firstConnectMs);
    client.once('ready', settle).once('error', settle);
  });

  function subscriberConnection() {
    if (subscriber) return subscriber;
    // Waits for Redis as long as it takes: a subscription asked for during an outage is made once it ends.
    const connection = client.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      // The ready handler below subscribes again itself: ioredis's own resubscription leaves its promise
      // unhandled, so a close before Redis answers it ended the process (an unhandled rejection).
      autoResubscribe: false,
    });
    connection.on('message', (channel: string, message: string) => {
      for (const handler of handlers.get(channel) ?? []) handler.onMessage(message);
    });
    watchOutages(connection, 'subscriber', log, () => {
      // Subscribing again is harmless, and covers a subscription whose first try failed.
      if (handlers.size > 0) connection.subscribe(...handlers.keys()).catch(() => undefined);
      for (const list of handlers.values()) for (const handler of list) handler.onReady?.();
    });
    subscriber = connection;
    return connection;
  }

  return {
    client,
    prefix,
    isReady: () => client.status === 'ready',
    subscribe(channel, onMessage, onReady) {
      const name = prefix + channel;
      const list = handlers.get(name) ?? [];
      handlers.set(name, [...list, { onMessage, onReady }]);
      const connection = subscriberConnection();
      // Not ready yet: the coming 'ready' calls every onReady. Ready: this handler catches up once subscribed.
      const wasReady = connection.status === 'ready';
      const subscribed = list.length === 0 ? connection.subscribe(name) : Promise.resolve();
      subscribed.then(() => wasReady && onReady?.()).catch(() => undefined);
    },
    publish: (channel, message) => client.publish(prefix + channel, message),
    async close() {
      handlers.clear();
      subscriber?.disconnect();
      client.disconnect();
    },
  };
}
