import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import { getContent } from './service';

/** GET /api/{key} for every content document (home, services, about-us, …). */
export default async function contentRoutes(app: FastifyInstance) {
  for (const key of contentKeys) {
    app.get(`/${key}`, async () => ({ data: await getContent(app.db, key) }));
  }
}
