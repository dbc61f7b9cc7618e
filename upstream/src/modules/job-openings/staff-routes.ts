import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { assignJobOpening, jobOpeningAssignment } from './assignment';
import { findJobOpeningOptions } from './repository';
import { getAdminJobOpening, listAdminJobOpenings } from './service';
import { createJobFromInput, removeJob, setJobActive, updateJobFromInput } from './staff-service';

/** Staff list and search, open, create, edit, activate or deactivate, and delete job openings. */
export async function jobOpeningStaffRoutes(app: FastifyInstance) {
  const jobs = api.adminJobOpenings;

  route(app, jobs.list, ({ query, scope }) => listAdminJobOpenings(app.db, query, scope));

  route(app, jobs.options, async ({ scope }) => ({ data: await findJobOpeningOptions(app.db, scope) }));

  route(app, jobs.one, async ({ params: { id } }) => ({ data: await getAdminJobOpening(app.db, id) }));

  route(app, jobs.create, async ({ body, scope }) => ({ data: await createJobFromInput(app, body, scope) }));

  route(app, jobs.update, async ({ params, body }) => ({ data: await updateJobFromInput(app, params.id, body) }));

  route(app, jobs.setActive, async ({ params: { id }, body: { isActive } }) => ({
    data: await setJobActive(app, id, isActive),
  }));

  route(app, jobs.remove, ({ params: { id } }) => removeJob(app, id));

  route(app, jobs.assignment, ({ params: { id } }) => jobOpeningAssignment(app, id));

  route(app, jobs.assign, ({ params: { id }, body }) => assignJobOpening(app, id, body));
}
