import type { preHandlerAsyncHookHandler } from 'fastify';
import type { UserType } from '@contracts/auth/accounts';
import type { SharedRedis } from '@shared/shared-redis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Mailer } from './plugins/mail';
import type { Messenger } from './plugins/messages';
import type { KeyedCount, KeyedLimit } from './plugins/rate-limit';
import type { Scheduler, TaskReport } from './modules/scheduler/scheduler';
import type { ReadModel } from './read-model/read-model';
import type { VideoRenditionWorker } from './modules/uploads/rendition-worker';
import type { Storages } from './storage/open-storage';
import type { Viewer } from './viewer';
import type { RecordScopes } from './lib/staff-scope';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Messages that may reach phones: SMS when on and opted in, else email (plugins/messages.ts). */
    messenger: Messenger;
    /** Finished uploads: private (resumes, videos) and public (pictures), on disk or S3 (plugins/storage.ts). */
    storage: Storages;
    /** The Redis shared by instances when REDIS_URL is set (plugins/redis.ts); null runs alone. */
    redis: SharedRedis | null;
    /** Public reads precomputed and served from memory; writes tell it what changed (read-model/). */
    readModel: ReadModel;
    /** A new bearer token for the user; `jti` names it (the caller records something about this session). */
    issueToken(user: { id: string; userType: UserType; tokenVersion: number }, jti?: string): string;
    /** Per-IP limit for routes that take passwords, send mail or store visitors' messages. */
    formRateLimit: { max: number; timeWindow: number };
    /** Per-account limit on the candidates' and employers' upload routes (UPLOADS_PER_HOUR). */
    uploadRateLimit: preHandlerAsyncHookHandler;
    /** A limit a route checks itself, per key (plugins/rate-limit.ts): 429 with Retry-After past its max. */
    keyedLimit(limit: KeyedLimit): (request: FastifyRequest) => Promise<void>;
    /** Whether a request is the first under its key this window (a view counted once an hour). */
    firstInWindow(counted: KeyedCount): (request: FastifyRequest) => Promise<boolean>;
    /** Runs the hourly sweeps now (plugins/housekeeping.ts); resolves with what they removed. */
    housekeeping(): Promise<TaskReport>;
    /** Each scoped record's resolver (lib/staff-scope.ts), decorated by the staff area only. */
    recordScopes?: RecordScopes;
    /** The scheduled tasks (modules/scheduler); `tick(now)` runs the ones due, each period once. */
    scheduler: Scheduler;
    /** Makes uploaded videos' playable copies and posters (plugins/video-renditions.ts); `wake()` after queueing one. */
    videoRenditions: VideoRenditionWorker;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    /** Set when a bearer token came but was invalid, expired or revoked. */
    authProblem: 'invalid' | 'revoked' | null;
    /** The validly signed bearer token that came with the request (even when revoked since). */
    bearer: { jti?: string; expiresAt: Date } | null;
  }
}
