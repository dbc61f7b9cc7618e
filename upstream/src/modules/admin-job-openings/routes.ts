import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { deleteJobOpeningRow, findJobOpeningOptions } from '../job-openings/repository';
import { getAdminJobOpening, listAdminJobOpenings } from '../job-openings/service';
import { createJobFromInput, setJobActive, updateJobFromInput } from './service';

const missing = () => notFound('This job opening does not exist or has been removed.');

/** Staff list and search, open, create, edit, activate or deactivate, and delete job openings. */
export default async function adminJobOpeningRoutes(app: FastifyInstance) {
  const jobs = api.adminJobOpenings;

  route(app, jobs.list, ({ query }) => listAdminJobOpenings(app.db, query));

  route(app, jobs.options, async () => ({ data: await findJobOpeningOptions(app.db) }));

  route(app, jobs.one, async ({ params: { id } }) => ({ data: await getAdminJobOpening(app.db, id) }));

  route(app, jobs.create, async ({ body }) => ({ data: await createJobFromInput(app, body) }));

  route(app, jobs.update, async ({ params, body }) => ({ data: await updateJobFromInput(app, params.id, body) }));

  route(app, jobs.setActive, async ({ params: { id }, body: { isActive } }) => ({
    data: await setJobActive(app, id, isActive),
  }));

  route(app, jobs.remove, async ({ params: { id } }) => {
    if (!(await deleteJobOpeningRow(app.db, id))) throw missing();
    await app.readModel.changed('jobs');
    revalidateWebsite(app.config, app.log, ['jobs']);
  });
}
