import { connectSharedRedis } from '../lib/shared/shared-redis';
import { addEndedSession, onSessionEnded } from '../lib/session/ended-sessions';
import { listenForPurges, revalidateThroughOwnRoute } from './purge-channel';
import { shareEndedSessions } from './shared-ended-sessions';

const log = {
  warn: (message: string) => console.warn(`[web] ${message}`),
  info: (message: string) => console.log(`[web] ${message}`),
};
const logError = (what: string) => (err: unknown) =>
  console.error(`[web] ${what}:`, err instanceof Error ? err.message : err);

/**
 * With REDIS_URL (docs/redis.md): this website instance hears the upstream's purges and shares ended
 * sessions with the other instances. Redis being down never stops the site: pages keep being served.
 */
export async function shareThroughRedis(options: {
  url: string;
  prefix: string;
  port: number;
  revalidateSecret: string | undefined;
  purgePages(): void;
}) {
  const redis = await connectSharedRedis(options.url, options.prefix, log);
  listenForPurges(redis, {
    revalidate: revalidateThroughOwnRoute(options.port, options.revalidateSecret),
    purgePages: options.purgePages,
    onError: logError('purge'),
  });
  const sessions = shareEndedSessions(redis, addEndedSession, logError('sharing an ended session'));
  onSessionEnded(sessions.publish);
  return redis;
}
