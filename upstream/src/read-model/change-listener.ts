import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { readModelKinds, type ReadModelKind } from './read-model';

/** The PostgreSQL channel on which instances tell each other what changed. */
export const changeChannel = 'read_model_changed';

/** A NOTIFY payload: the sender's id (it ignores its own) and the kinds, `id:jobs,lookups`. */
export const changePayload = (instanceId: string, kinds: readonly ReadModelKind[]) =>
  `${instanceId}:${kinds.join(',')}`;

function parsePayload(payload: string) {
  const [sender, list = ''] = payload.split(':');
  const kinds = list.split(',').filter((kind): kind is ReadModelKind => readModelKinds.includes(kind as ReadModelKind));
  return { sender, kinds };
}

export interface ChangeListener {
  instanceId: string;
  stop(): Promise<void>;
}

/**
 * Listens for other instances' changes on a connection of its own (a pooled one would be handed to
 * queries). When the connection is lost it reconnects (0.5 s, doubling to 10 s) and then treats
 * every kind as changed, since notifications sent meanwhile are lost.
 */
export async function listenForChanges(
  url: string,
  onChange: (kinds: ReadModelKind[]) => void,
  log: FastifyBaseLogger,
): Promise<ChangeListener> {
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const { sender, kinds } = parsePayload(message.payload ?? '');
      if (sender !== instanceId && kinds.length > 0) onChange(kinds);
    });
    next.on('error', (err) => log.warn({ err: err.message }, 'read model: change listener lost its connection'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${changeChannel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    retryMs = 500;
    if (isReconnect) onChange([...readModelKinds]);
  };

  const scheduleReconnect = () => {
    if (retryTimer || stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect(true).catch((err: Error) => {
        log.warn({ err: err.message }, 'read model: change listener could not reconnect');
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect(false).catch((err: Error) => {
    log.warn({ err: err.message }, 'read model: change listener could not connect');
    scheduleReconnect();
  });
  return {
    instanceId,
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
