import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { submitInquiry } from './service';

export default async function inquiryRoutes(app: FastifyInstance) {
  app.post(
    '/employer-inquiry/submit',
    {
      preHandler: requireViewer(['Employer'], 'Only employer accounts can send hiring inquiries.'),
      config: { rateLimit: app.formRateLimit },
    },
    async (request, reply) => {
      reply.status(201);
      return submitInquiry(app, request.viewer!.id, request.body);
    },
  );
}
