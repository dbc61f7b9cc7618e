import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { addRequestNote, getRequest, listRequests, updateRequestStatus } from './staff-service';

/** Employer inquiries and contact messages: list, detail, status (New, In progress, Closed), notes. */
export async function inquiryStaffRoutes(app: FastifyInstance) {
  const { adminInquiries: inquiries, adminMessages: messages } = api;

  route(app, inquiries.list, ({ query }) => listRequests(app, 'inquiry', query));
  route(app, inquiries.detail, async ({ params }) => ({ data: await getRequest(app, 'inquiry', params.id) }));
  route(app, inquiries.setStatus, async ({ params, body }) => ({
    data: await updateRequestStatus(app, 'inquiry', params.id, body),
  }));
  route(app, inquiries.addNote, async ({ params, body, viewer }) => ({
    data: await addRequestNote(app, 'inquiry', params.id, viewer.id, body),
  }));

  route(app, messages.list, ({ query }) => listRequests(app, 'message', query));
  route(app, messages.detail, async ({ params }) => ({ data: await getRequest(app, 'message', params.id) }));
  route(app, messages.setStatus, async ({ params, body }) => ({
    data: await updateRequestStatus(app, 'message', params.id, body),
  }));
  route(app, messages.addNote, async ({ params, body, viewer }) => ({
    data: await addRequestNote(app, 'message', params.id, viewer.id, body),
  }));
}
