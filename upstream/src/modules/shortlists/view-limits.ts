import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { clientAddress } from '../../lib/client-address';
import { hashToken } from '../../lib/tokens';

const minute = 60_000;
const hour = 60 * minute;

/** How often view-only links may be opened: enough for a team sharing one, too few to try tokens. */
export const sharedLinkLimits = { viewsPerAddress: 30, viewsPerLink: 60, filesPerAddress: 300 } as const;

const tokenOf = (request: FastifyRequest) => hashToken((request.params as { token?: string }).token ?? '');

/** One viewer of one link: its address and browser (colleagues behind one office address differ by browser). */
const viewerOf = (request: FastifyRequest) =>
  hashToken(`${tokenOf(request)}\n${clientAddress(request)}\n${request.headers['user-agent'] ?? ''}`);

/**
 * The checks of the view-only links' routes, counted in the rate limits' store (Redis when shared):
 * views per address and per link, files per address (a video player asks for ranges often), and
 * whether this viewer's view of this link is its first this hour (only that one is recorded).
 */
export function sharedLinkViewLimits(app: FastifyInstance) {
  const limit = (max: number, key: (request: FastifyRequest) => string) =>
    app.keyedLimit({ max, timeWindow: minute, key, message: shortlistMessages.tooManyViews });
  const perAddress = limit(sharedLinkLimits.viewsPerAddress, (r) => `shared-link-address:${clientAddress(r)}`);
  const perLink = limit(sharedLinkLimits.viewsPerLink, (r) => `shared-link:${tokenOf(r)}`);
  return {
    views: [perAddress, perLink],
    files: [limit(sharedLinkLimits.filesPerAddress, (r) => `shared-link-files-address:${clientAddress(r)}`)],
    firstViewThisHour: app.firstInWindow({
      timeWindow: hour,
      key: (r) => `shared-link-viewer:${viewerOf(r)}`,
    }),
  };
}
