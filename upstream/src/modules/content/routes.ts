import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getContent } from './service';

/** GET /api/{key} for every content document (home, services, about-us, …). */
export default async function contentRoutes(app: FastifyInstance) {
  for (const key of contentKeys) {
    route(app, api.content[key], async () => ({ data: await getContent(app.db, key) }));
  }
}
