import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { findAppliedJobIds } from './repository';
import { applyForJob } from './service';

export default async function applicationRoutes(app: FastifyInstance) {
  route(app, api.applications.apply, ({ viewer, body }) => applyForJob(app, viewer.id, body));

  route(app, api.applications.appliedJobIds, async ({ viewer }) => ({
    data: await findAppliedJobIds(app.db, viewer.id),
  }));
}
