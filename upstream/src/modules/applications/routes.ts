import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { applyForJob } from './service';

export default async function applicationRoutes(app: FastifyInstance) {
  route(app, api.applications.apply, ({ viewer, body }) => applyForJob(app, viewer.id, body));
}
