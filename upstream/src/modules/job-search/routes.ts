import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { normalizeSearch, searchJobs } from './service';

export default async function jobSearchRoutes(app: FastifyInstance) {
  route(app, api.jobOpenings.search, async ({ query }) => searchJobs(app.db, normalizeSearch(query)));
}
