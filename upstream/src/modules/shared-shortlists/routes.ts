import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendCardFile } from '../employer-portal/card-files';
import { sharedCardFile, viewSharedShortlist } from './service';

/** A view-only link: the same cards as the portal, no decisions, while it is neither expired nor revoked. */
export default async function sharedShortlistRoutes(app: FastifyInstance) {
  const shared = api.sharedShortlists;
  route(app, shared.view, ({ params }) => viewSharedShortlist(app, params.token));
  route(app, shared.cardFile, async ({ params, request, reply }) =>
    sendCardFile(app, request, reply, await sharedCardFile(app, params.token, params.candidateId, params.file)),
  );
}
