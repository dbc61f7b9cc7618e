import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import type { Endpoint } from '@contracts/endpoint';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getContent } from './service';

/** GET /api/{key} for every content document (home, services, about-us, …). */
export default async function contentRoutes(app: FastifyInstance) {
  for (const key of contentKeys) {
    // Widened: TypeScript cannot pair each key with its own schema in a loop (getContent does).
    const endpoint: Endpoint = api.content[key];
    route(app, endpoint, async () => ({ data: await getContent(app.db, key) }));
  }
}
