import { z } from 'zod';

/** The Redis channels and keys the upstream and the website instances share (each under REDIS_PREFIX). */
export const redisNames = {
  /** The upstream publishes `{ tags }` when staff change public content; every website instance purges. */
  purgeChannel: 'site-purge',
  /** A website instance publishes an ended session (`hash until`); the others add it to their list. */
  endedSessionsChannel: 'ended-sessions',
  /** A sorted set of ended sessions' hashes scored by when they may be forgotten (instances starting later read it). */
  endedSessionsKey: 'ended-sessions',
  /** An upstream asks, with an upload's id, whoever holds its lock to let go. */
  uploadReleaseChannel: 'upload-release',
} as const;

/** The purge channel's message: the website's cache tags to revalidate. */
export const purgeMessageSchema = z.object({ tags: z.array(z.string().min(1).max(100)).min(1) });
