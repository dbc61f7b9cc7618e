import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { findJobOpeningOptions } from './repository';
import { getAdminJobOpening, listAdminJobOpenings } from './service';
import { createJobFromInput, removeJob, setJobActive, updateJobFromInput } from './staff-service';

/** Staff list and search, open, create, edit, activate or deactivate, and delete job openings. */
export async function jobOpeningStaffRoutes(app: FastifyInstance) {
  const jobs = api.adminJobOpenings;

  route(app, jobs.list, ({ query }) => listAdminJobOpenings(app.db, query));

  route(app, jobs.options, async () => ({ data: await findJobOpeningOptions(app.db) }));

  route(app, jobs.one, async ({ params: { id } }) => ({ data: await getAdminJobOpening(app.db, id) }));

  route(app, jobs.create, async ({ body }) => ({ data: await createJobFromInput(app, body) }));

  route(app, jobs.update, async ({ params, body }) => ({ data: await updateJobFromInput(app, params.id, body) }));

  route(app, jobs.setActive, async ({ params: { id }, body: { isActive } }) => ({
    data: await setJobActive(app, id, isActive),
  }));

  route(app, jobs.remove, ({ params: { id } }) => removeJob(app, id));
}
