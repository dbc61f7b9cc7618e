import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { submitInquiry } from './service';

export async function inquiryRoutes(app: FastifyInstance) {
  route(app, api.inquiries.submit, ({ viewer, body }) => submitInquiry(app, viewer.id, body));
}
