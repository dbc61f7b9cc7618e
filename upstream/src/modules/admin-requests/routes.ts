import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate';
import type { RequestKind } from './repository';
import { addRequestNote, getRequest, listRequests, updateRequestStatus } from './service';

const paths: Record<RequestKind, string> = { inquiry: '/inquiries', message: '/messages' };

/** Employer inquiries and contact messages: list, detail, status (New, In progress, Closed), notes. */
export default async function adminRequestRoutes(app: FastifyInstance) {
  for (const kind of ['inquiry', 'message'] as const) {
    const base = paths[kind];
    const idParams = z.object({ id: z.string().uuid(kind === 'inquiry' ? 'No such inquiry.' : 'No such message.') });

    app.get(base, async (request) => listRequests(app, kind, request.query));

    app.get(`${base}/:id`, async (request) => ({
      data: await getRequest(app, kind, validate(idParams, request.params).id),
    }));

    app.patch(`${base}/:id`, async (request) => ({
      data: await updateRequestStatus(app, kind, validate(idParams, request.params).id, request.body),
    }));

    app.post(`${base}/:id/notes`, async (request, reply) => {
      reply.status(201);
      return {
        data: await addRequestNote(app, kind, validate(idParams, request.params).id, request.viewer!.id, request.body),
      };
    });
  }
}
