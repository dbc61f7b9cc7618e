import type { FastifyInstance } from 'fastify';

/** What services need from the running app: database, config, mail, token signing and the log. */
export type AppContext = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'issueToken' | 'log'>;
