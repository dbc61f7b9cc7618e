import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints/site';

/** Whose cards a page shows: a contact's shortlist (by id), or a view-only link (by its token). */
export type CardSource = { kind: 'portal'; shortlistId: string } | { kind: 'shared'; token: string };

type CardFile = 'video' | 'poster' | 'resume';

/**
 * A card's file through the website (/api…, forwarded with Range to the upstream): the contact's
 * session proves access in the portal, the token on a view-only link.
 */
export function cardFileUrl(source: CardSource, candidateId: string, file: CardFile) {
  const path =
    source.kind === 'portal'
      ? endpointPath(api.employer.cardFile, { id: source.shortlistId, candidateId, file })
      : endpointPath(api.sharedShortlists.cardFile, { token: source.token, candidateId, file });
  return `/api${path}`;
}
