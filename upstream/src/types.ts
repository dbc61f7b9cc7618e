import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';

/** Who is calling, when a valid bearer token came with the request. */
export interface Viewer {
  id: string;
  userType: 'User' | 'Employer' | 'Admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
