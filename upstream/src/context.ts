import type { FastifyInstance } from 'fastify';

/** What services need from the running app: database, config, mail, token signing, the log, the read model, file storage and the video worker. */
export type AppContext = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'issueToken' | 'log' | 'readModel' | 'storage' | 'videoRenditions'
>;
