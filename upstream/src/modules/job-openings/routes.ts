import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getJobOpening, listJobOpenings } from './service';

export default async function jobOpeningRoutes(app: FastifyInstance) {
  route(app, api.jobOpenings.list, async ({ query, viewer }) => ({
    data: await listJobOpenings(app.db, { activeOnly: query.isActive, viewerId: viewer?.id }),
  }));

  route(app, api.jobOpenings.one, async ({ params, viewer }) => ({
    data: await getJobOpening(app.db, params.idOrSlug, viewer?.id),
  }));
}
