import { offerTexts, sameFullName } from '@contracts/offers/offer';
import { type MyOffer } from '@contracts/offers/views';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { HttpError, conflict, notFound } from '../../http-error';
import { getSiteSettings } from '../content';
import { displayNameOf, findStaffAddress } from '../shortlists';
import { findContactEmails } from '../clients';
import { createDeployment } from '../deployments';
import { offerMails } from '../mail';
import { claimOffer, findCandidateOffer, findCandidateOffers, findUserName, insertEvent } from './repository';

type CandidateOfferRow = Awaited<ReturnType<typeof findCandidateOffers>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** In the candidate's words: the terms, the job order number and the agency's licence; never reasons or authors. */
function present({ offer: o, jobTitle, jobOrderNumber }: CandidateOfferRow, agency: MyOffer['agency']): MyOffer {
  return {
    _id: o.id,
    applicationId: o.applicationId,
    version: o.version,
    status: o.status,
    jobTitle: jobTitle ?? o.terms.position,
    jobOrderNumber: jobOrderNumber ?? '',
    agency,
    terms: o.terms,
    sentAt: iso(o.sentAt),
    answeredAt: iso(o.answeredAt),
    replacedAt: iso(o.closedAt),
    acceptedName: o.acceptedName,
    declineReason: o.declineReason,
  };
}

async function agencyOf(ctx: AppContext) {
  const { agencyLicence } = await getSiteSettings(ctx.db);
  return { name: agencyLicence.agencyName, licenceNumber: agencyLicence.licenceNumber };
}

/** The candidate's offers (no drafts), newest first. */
export async function listMyOffers(ctx: AppContext, userId: string) {
  const [rows, agency] = await Promise.all([findCandidateOffers(ctx.db, userId), agencyOf(ctx)]);
  return { data: rows.map((row) => present(row, agency)) };
}

async function openOffer(ctx: AppContext, userId: string, offerId: string) {
  const row = await findCandidateOffer(ctx.db, userId, offerId);
  if (!row) throw notFound(offerTexts.missingOffer);
  if (row.offer.status !== 'sent') throw conflict(offerTexts.notOpen);
  return row;
}

/**
 * Accepts a sent offer: the typed name must be the account's (case and repeated spaces aside); the
 * time, the version and the client's address are recorded. Claimed from 'sent': of an acceptance and a
 * concurrent change (superseding it) exactly one wins.
 */
export async function acceptOffer(ctx: AppContext, userId: string, offerId: string, fullName: string, ip: string) {
  const row = await openOffer(ctx, userId, offerId);
  const accountName = (await findUserName(ctx.db, userId)) ?? '';
  if (!sameFullName(fullName, accountName)) {
    const message = offerTexts.nameMismatch(accountName);
    throw new HttpError(422, message, { fullName: message });
  }
  const now = new Date();
  const typed = fullName.trim().replace(/\s+/g, ' ');
  const claimed = await ctx.db.transaction(async (tx) => {
    const done = await claimOffer(tx, offerId, 'sent', {
      status: 'accepted',
      answeredAt: now,
      acceptedAt: now,
      acceptedName: typed,
      acceptedIp: ip,
    });
    if (!done) return done;
    await insertEvent(tx, {
      offerId,
      actorId: userId,
      byCandidate: true,
      action: 'accepted',
      detail: `Version ${row.offer.version}, typed name "${typed}", from ${ip}`,
    });
    // The deployment's steps start with the acceptance, in its transaction (issue 43).
    await createDeployment(tx, row.offer.applicationId, offerId);
    await tellOfAnswer(ctx, tx, { ...row, offer: done }, 'accepted', [
      ['Typed name', typed],
      ['Accepted at', now.toISOString()],
    ]);
    return done;
  });
  if (!claimed) throw conflict(offerTexts.notOpen);
  return { message: offerTexts.accepted, data: present({ ...row, offer: claimed }, await agencyOf(ctx)) };
}

/** Declines a sent offer with the candidate's reason (required). */
export async function declineOffer(ctx: AppContext, userId: string, offerId: string, reason: string) {
  const row = await openOffer(ctx, userId, offerId);
  const now = new Date();
  const claimed = await ctx.db.transaction(async (tx) => {
    const done = await claimOffer(tx, offerId, 'sent', { status: 'declined', answeredAt: now, declineReason: reason });
    if (!done) return done;
    await insertEvent(tx, {
      offerId,
      actorId: userId,
      byCandidate: true,
      action: 'declined',
      detail: `Version ${row.offer.version}: ${reason}`,
    });
    await tellOfAnswer(ctx, tx, { ...row, offer: done }, 'declined', [['Reason', reason]]);
    return done;
  });
  if (!claimed) throw conflict(offerTexts.notOpen);
  return { message: offerTexts.declined, data: present({ ...row, offer: claimed }, await agencyOf(ctx)) };
}

/** Mails staff (the offer's author, else the agency's inbox) and the client's contacts, in the answer's transaction. */
async function tellOfAnswer(
  ctx: AppContext,
  tx: Database,
  row: CandidateOfferRow,
  answer: 'accepted' | 'declined',
  details: [string, string][],
) {
  const { offer: o, jobTitle, applicationName, clientId } = row;
  const job = jobTitle ?? o.terms.position;
  const staffTo = (await findStaffAddress(tx, o.createdBy)) ?? ctx.config.AGENCY_INBOX;
  const staffUrl = new URL(`/admin/applications/${o.applicationId}`, ctx.config.PUBLIC_URL).toString();
  await ctx.mailer.queueIn(tx, {
    to: staffTo,
    ...offerMails.answered(applicationName, job, o.version, answer, details, staffUrl),
  });
  if (!clientId) return;
  // The client reads the candidate's portal name only, and not what the candidate typed or wrote.
  const employerMail = offerMails.answered(
    displayNameOf(applicationName),
    job,
    o.version,
    answer,
    [],
    new URL('/employer', ctx.config.PUBLIC_URL).toString(),
  );
  for (const to of await findContactEmails(tx, clientId)) await ctx.mailer.queueIn(tx, { to, ...employerMail });
}
