import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendAnswer } from '../../read-model/send-answer';
import { submitTestimonial } from './service';

export async function testimonialRoutes(app: FastifyInstance) {
  route(app, api.testimonials.list, async ({ request, reply }) =>
    sendAnswer(request, reply, await app.readModel.testimonials.get()),
  );
  route(app, api.testimonials.submit, ({ viewer, body }) => submitTestimonial(app, viewer.id, body));
}
