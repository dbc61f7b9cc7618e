import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { findAppliedJobIds } from '../job-openings';
import { applyForJob } from './apply';
import { listMyApplications, replaceApplicationFile, withdrawApplication } from './candidate-service';

/**
 * The candidate's applications: applying, the openings applied to, and their own list (status and
 * timeline, withdrawal, and replacing the files early on).
 */
export async function candidateApplicationRoutes(app: FastifyInstance) {
  const mine = api.applications;

  route(app, mine.apply, ({ viewer, body }) => applyForJob(app, viewer.id, body));

  route(app, mine.appliedJobIds, async ({ viewer }) => ({
    data: await findAppliedJobIds(app.db, viewer.id),
  }));

  route(app, mine.mine, async ({ viewer }) => ({ data: await listMyApplications(app, viewer.id) }));

  route(app, mine.withdraw, ({ viewer, params, body }) => withdrawApplication(app, viewer.id, params.id, body.reason));

  route(app, mine.replaceResume, ({ viewer, params, body }) =>
    replaceApplicationFile(app, viewer.id, params.id, 'resume', body.resume),
  );

  route(app, mine.replaceVideo, ({ viewer, params, body }) =>
    replaceApplicationFile(app, viewer.id, params.id, 'video', body.video),
  );
}
