import type { FastifyInstance } from 'fastify';

/** What services need from the running app: database, config, mail, messages to phones, token signing, the log, the read model, file storage, the video worker and Redis (null when alone). */
export type AppContext = Pick<
  FastifyInstance,
  | 'db'
  | 'config'
  | 'mailer'
  | 'messenger'
  | 'issueToken'
  | 'log'
  | 'readModel'
  | 'storage'
  | 'videoRenditions'
  | 'redis'
>;
