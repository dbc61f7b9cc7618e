import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobOpeningListQuerySchema } from '@contracts/job-opening';
import { validate } from '../../lib/validate';
import { getJobOpening, listJobOpenings } from './service';

const paramsSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

export default async function jobOpeningRoutes(app: FastifyInstance) {
  app.get('/job-opening', async (request) => {
    const query = validate(jobOpeningListQuerySchema, request.query);
    const activeOnly = query.isActive === '1' || query.isActive === 'true';
    return { data: await listJobOpenings(app.db, { activeOnly, viewerId: request.viewer?.id }) };
  });

  app.get('/job-opening/:idOrSlug', async (request) => {
    const { idOrSlug } = validate(paramsSchema, request.params);
    return { data: await getJobOpening(app.db, idOrSlug, request.viewer?.id) };
  });
}
