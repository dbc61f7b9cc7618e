import { shortlistMessages } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { hashToken } from '../../lib/tokens';
import { openCardFile, type CardFileKind } from './card-files';
import { presentEmployerShortlist } from './card';
import { findShortlistById } from './card-repository';
import { findLiveLink, recordLinkOpen } from './view-only-repository';

/** The link the token names while it works; revoked, expired and unknown alike are 404. */
async function liveLink(ctx: AppContext, token: string) {
  const link = await findLiveLink(ctx.db, hashToken(token), new Date());
  const shortlist = link ? await findShortlistById(ctx.db, link.shortlistId) : undefined;
  if (!link || !shortlist) throw notFound(shortlistMessages.linkGone);
  return { link, shortlist };
}

/**
 * The shortlist's cards without any decision, for a manager who has no account; a view is recorded
 * when `firstViewThisHour` says so (a viewer's reloads count once an hour).
 */
export async function viewSharedShortlist(ctx: AppContext, token: string, firstViewThisHour: () => Promise<boolean>) {
  const { link, shortlist } = await liveLink(ctx, token);
  if (await firstViewThisHour()) await recordLinkOpen(ctx.db, link.id);
  const view = await presentEmployerShortlist(ctx, shortlist, { withDecisions: false });
  return { data: { ...view, expiresAt: link.expiresAt.toISOString() } };
}

export async function sharedCardFile(ctx: AppContext, token: string, candidateId: string, kind: CardFileKind) {
  const { shortlist } = await liveLink(ctx, token);
  return openCardFile(ctx, shortlist.id, candidateId, kind);
}
