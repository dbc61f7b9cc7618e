import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { uploadRoutes } from '../uploads';
import { closeShortlist } from './close';
import { createLink, revokeLink } from './links';
import { uploadPresentationCv } from './presentation-cv';
import { sendShortlist } from './send';
import {
  addCandidate,
  createShortlist,
  getStaffShortlist,
  listEligible,
  listShortlistsPage,
  removeCandidate,
  updateCandidate,
} from './service';

/** Staff build a shortlist for a client, send it, follow what the client did, and share view-only links. */
export async function shortlistStaffRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: uploadRoutes.presentationCv.maxBytes, files: 1 } });
  const shortlists = api.adminShortlists;
  route(app, shortlists.list, ({ query, scope }) => listShortlistsPage(app, query, scope));
  route(app, shortlists.create, ({ body, viewer }) => createShortlist(app, body, viewer));
  route(app, shortlists.detail, async ({ params }) => ({ data: await getStaffShortlist(app, params.id) }));
  route(app, shortlists.eligible, ({ params, query }) => listEligible(app, params.id, query));
  route(app, shortlists.addCandidate, ({ params, body, viewer }) => addCandidate(app, params.id, body, viewer));
  route(app, shortlists.updateCandidate, ({ params, body }) =>
    updateCandidate(app, params.id, params.candidateId, body),
  );
  route(app, shortlists.removeCandidate, ({ params }) => removeCandidate(app, params.id, params.candidateId));
  route(app, shortlists.presentationCv, ({ params, request, viewer }) =>
    uploadPresentationCv(app, request, params.id, params.candidateId, viewer),
  );
  route(app, shortlists.send, ({ params, viewer }) => sendShortlist(app, params.id, viewer));
  route(app, shortlists.close, ({ params }) => closeShortlist(app, params.id));
  route(app, shortlists.createLink, ({ params, body, viewer }) => createLink(app, params.id, body.days, viewer));
  route(app, shortlists.revokeLink, ({ params }) => revokeLink(app, params.id, params.linkId));
}
