import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { isPastValidThrough } from '@contracts/uae-time';
import { conflict, notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { deleteJobOpeningRow, findValidThrough, setJobOpeningActive } from '../job-openings/repository';
import { listJobOpenings } from '../job-openings/service';
import { createJobFromInput, expiredActivationMessage, updateJobFromInput } from './job-opening-service';

const missing = () => notFound('This job opening does not exist or has been removed.');

/** Staff create, edit, activate or deactivate, and delete job openings. */
export default async function adminJobOpeningRoutes(app: FastifyInstance) {
  const jobs = api.adminJobOpenings;

  route(app, jobs.list, async () => ({ data: await listJobOpenings(app.db, { activeOnly: false }) }));

  route(app, jobs.create, async ({ body }) => ({ data: await createJobFromInput(app, body) }));

  route(app, jobs.update, async ({ params, body }) => ({ data: await updateJobFromInput(app, params.id, body) }));

  route(app, jobs.setActive, async ({ params: { id }, body: { isActive } }) => {
    if (isActive && isPastValidThrough(await findValidThrough(app.db, id), new Date())) {
      throw conflict(expiredActivationMessage);
    }
    if (!(await setJobOpeningActive(app.db, id, isActive))) throw missing();
    await app.readModel.changed('jobs');
    revalidateWebsite(app.config, app.log, ['jobs']);
    return { data: { _id: id, isActive } };
  });

  route(app, jobs.remove, async ({ params: { id } }) => {
    if (!(await deleteJobOpeningRow(app.db, id))) throw missing();
    await app.readModel.changed('jobs');
    revalidateWebsite(app.config, app.log, ['jobs']);
  });
}
