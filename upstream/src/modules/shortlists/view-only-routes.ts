import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { sendCardFile } from './card-files';
import { sharedCardFile, viewSharedShortlist } from './view-only';
import { sharedLinkViewLimits } from './view-limits';

/** A view-only link: the same cards as the portal, no decisions, while it is neither expired nor revoked. */
export async function sharedShortlistRoutes(app: FastifyInstance) {
  const shared = api.sharedShortlists;
  const limits = sharedLinkViewLimits(app);
  route(
    app,
    shared.view,
    ({ params, request }) => viewSharedShortlist(app, params.token, () => limits.firstViewThisHour(request)),
    { onRequest: limits.views },
  );
  route(
    app,
    shared.cardFile,
    async ({ params, request, reply }) =>
      sendCardFile(app, request, reply, await sharedCardFile(app, params.token, params.candidateId, params.file)),
    { onRequest: limits.files },
  );
}
