import { shortlistMessages } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Viewer } from '../../viewer';
import { insertLink, revokeLinkRow } from './link-repository';
import { findStaffShortlist } from './repository';
import { getStaffShortlist } from './service';

/**
 * A view-only link to the shortlist for `days` days: 256 random bits, of which only the SHA-256 is
 * stored, so the URL is answered this once (`PUBLIC_URL/shared/<token>`).
 */
export async function createLink(ctx: AppContext, id: string, days: number, staff: Viewer) {
  if (!(await findStaffShortlist(ctx.db, id))) throw notFound(shortlistMessages.missing);
  const token = randomToken();
  const link = await insertLink(ctx.db, {
    shortlistId: id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + days * 86_400_000),
    createdBy: staff.id,
  });
  return {
    data: {
      _id: link.id,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      revokedAt: null,
      opens: 0,
      lastOpenedAt: null,
      url: new URL(`/shared/${encodeURIComponent(token)}`, ctx.config.PUBLIC_URL).toString(),
    },
  };
}

/** The link stops working at once (revoking again changes nothing). */
export async function revokeLink(ctx: AppContext, id: string, linkId: string) {
  if (!(await revokeLinkRow(ctx.db, id, linkId))) {
    if (!(await findStaffShortlist(ctx.db, id))) throw notFound(shortlistMessages.missing);
    throw notFound(shortlistMessages.linkMissing);
  }
  return { data: await getStaffShortlist(ctx, id) };
}
