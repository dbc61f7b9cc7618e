import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobActivationSchema } from '@contracts/job-opening';
import { notFound } from '../../http-error';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { validate } from '../../lib/validate';
import { deleteJobOpeningRow, setJobOpeningActive } from '../job-openings/repository';
import { listJobOpenings } from '../job-openings/service';
import { createJobFromInput, updateJobFromInput } from './job-opening-service';

const idParams = z.object({ id: z.string().uuid('This job opening does not exist or has been removed.') });
const missing = () => notFound('This job opening does not exist or has been removed.');

/** Staff create, edit, activate or deactivate, and delete job openings. */
export default async function adminJobOpeningRoutes(app: FastifyInstance) {
  app.get('/job-openings', async () => ({ data: await listJobOpenings(app.db, { activeOnly: false }) }));

  app.post('/job-openings', async (request, reply) => {
    reply.status(201);
    return { data: await createJobFromInput(app, request.body) };
  });

  app.put('/job-openings/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    return { data: await updateJobFromInput(app, id, request.body) };
  });

  app.patch('/job-openings/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const { isActive } = validate(jobActivationSchema, request.body);
    if (!(await setJobOpeningActive(app.db, id, isActive))) throw missing();
    revalidateWebsite(app.config, app.log, ['jobs']);
    return { data: { _id: id, isActive } };
  });

  // Applications keep their data; their link to the deleted opening becomes empty.
  app.delete('/job-openings/:id', async (request, reply) => {
    const { id } = validate(idParams, request.params);
    if (!(await deleteJobOpeningRow(app.db, id))) throw missing();
    revalidateWebsite(app.config, app.log, ['jobs']);
    return reply.status(204).send();
  });
}
