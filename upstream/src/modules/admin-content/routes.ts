import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getContent } from '../content/service';
import { saveContent } from './service';

/** Staff read and replace whole content documents; each is parsed by its own contract. */
export default async function adminContentRoutes(app: FastifyInstance) {
  route(app, api.adminContent.list, async () => ({ data: contentKeys }));

  route(app, api.adminContent.get, async ({ params }) => ({ data: await getContent(app.db, params.key) }));

  route(app, api.adminContent.put, async ({ params, body, viewer }) => ({
    data: await saveContent(app, params.key, body, viewer.id),
  }));
}
