import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { applyForJob } from './service';

export default async function applicationRoutes(app: FastifyInstance) {
  app.post(
    '/apply-job',
    {
      preHandler: requireViewer(['User'], 'Only candidate accounts can apply for jobs.'),
      config: { rateLimit: app.formRateLimit },
    },
    async (request, reply) => {
      reply.status(201);
      return applyForJob(app, request.viewer!.id, request.body);
    },
  );
}
