import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendCardFile } from './card-files';
import { contactCardFile, decide, employerShortlist, recordCardEvent } from './employer-service';

/** The employer portal: an Employer account linked to a client sees that client's sent shortlists and decides. */
export async function shortlistEmployerRoutes(app: FastifyInstance) {
  const { employer } = api;
  route(app, employer.shortlist, ({ params, viewer }) => employerShortlist(app, viewer, params.id));
  route(app, employer.decide, ({ params, body, viewer }) => decide(app, viewer, params.id, params.candidateId, body));
  route(app, employer.cardEvent, ({ params, body, viewer }) =>
    recordCardEvent(app, viewer, params.id, params.candidateId, body),
  );
  route(app, employer.cardFile, async ({ params, viewer, request, reply }) =>
    sendCardFile(app, request, reply, await contactCardFile(app, viewer, params.id, params.candidateId, params.file)),
  );
}
