import { shortlistMessages } from '@contracts/shortlists/shortlist';
import type { AppContext } from '../../context';
import { conflict, HttpError, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { employerPortalMails } from '../mail';
import { findContactEmails } from '../clients';
import { countCandidates, findNewApplicationIds, lockShortlist, markSent } from './repository';
import { getStaffShortlist, screenNewApplications } from './service';

/** Where a contact opens the shortlist: the website's portal page. */
export const portalShortlistUrl = (ctx: Pick<AppContext, 'config'>, shortlistId: string) =>
  new URL(`/employer/shortlists/${shortlistId}`, ctx.config.PUBLIC_URL).toString();

/**
 * Sends the shortlist (again, when already sent: the first date is kept): 422 without a candidate or
 * a contact. The client's contacts are mailed a link to it, and its New applications move to Screening.
 */
export async function sendShortlist(ctx: AppContext, id: string, staff: Viewer) {
  await ctx.db.transaction(async (tx) => {
    const shortlist = await lockShortlist(tx, id);
    if (!shortlist) throw notFound(shortlistMessages.missing);
    if (shortlist.status === 'Closed') throw conflict(shortlistMessages.closed);
    const candidates = await countCandidates(tx, id);
    if (candidates === 0) throw new HttpError(422, shortlistMessages.empty);
    const contacts = await findContactEmails(tx, shortlist.clientId);
    if (contacts.length === 0) throw new HttpError(422, shortlistMessages.noContacts);
    await markSent(tx, id);
    // In the sending's transaction: marked sent means its mails are stored, and the other way round.
    const mail = employerPortalMails.shortlistSent(shortlist.title, candidates, portalShortlistUrl(ctx, id));
    for (const to of contacts) await ctx.mailer.queueIn(tx, { to, ...mail });
  });
  await screenNewApplications(ctx, await findNewApplicationIds(ctx.db, id), staff);
  return { data: await getStaffShortlist(ctx, id) };
}
