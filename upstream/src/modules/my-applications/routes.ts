import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listMyApplications, replaceApplicationFile, withdrawApplication } from './service';

/** The candidate's own applications: status and timeline, withdrawal, and replacing the files early on. */
export default async function myApplicationRoutes(app: FastifyInstance) {
  const mine = api.applications;

  route(app, mine.mine, async ({ viewer }) => ({ data: await listMyApplications(app, viewer.id) }));

  route(app, mine.withdraw, ({ viewer, params, body }) => withdrawApplication(app, viewer.id, params.id, body.reason));

  route(app, mine.replaceResume, ({ viewer, params, body }) =>
    replaceApplicationFile(app, viewer.id, params.id, 'resume', body.resume),
  );

  route(app, mine.replaceVideo, ({ viewer, params, body }) =>
    replaceApplicationFile(app, viewer.id, params.id, 'video', body.video),
  );
}
