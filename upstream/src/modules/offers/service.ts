import {
  differingTerms,
  offerSaveErrors,
  offerSaveSchema,
  offerSendErrors,
  offerTerms,
  offerTexts,
  reasonsKept,
  termsFromJobOrder,
} from '@contracts/offers/offer';
import { type StaffOfferPanel } from '@contracts/offers/views';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { findApplication, moveApplicationStage } from '../applications';
import { offerMails } from '../mail';
import { jobOrderTermsOf, offerStages } from './job-order-terms';
import { presentStaffOffer } from './present';
import {
  claimOffer,
  findEvents,
  findOfferApplication,
  findOffers,
  insertEvent,
  insertOffer,
  type OfferApplication,
} from './repository';

const unprocessable = (errors: Record<string, string>) => new HttpError(422, Object.values(errors)[0]!, errors);

/** The application and its job order's terms; 404 for none, 422 when no offer can be bound to it now. */
async function offerable(ctx: AppContext, applicationId: string) {
  const application = await findOfferApplication(ctx.db, applicationId);
  if (!application) throw notFound(offerTexts.missingApplication);
  const bound = await jobOrderTermsOf(ctx.db, application);
  if ('problem' in bound) throw new HttpError(422, bound.problem);
  if (!offerStages.has(application.stage)) throw new HttpError(422, offerTexts.wrongStage);
  return { application, jobOrder: bound.terms };
}

/** The Offer section of the application's staff page. */
export async function offerPanel(ctx: AppContext, applicationId: string): Promise<StaffOfferPanel> {
  const application = await findOfferApplication(ctx.db, applicationId);
  if (!application) throw notFound(offerTexts.missingApplication);
  const [bound, rows] = await Promise.all([jobOrderTermsOf(ctx.db, application), findOffers(ctx.db, applicationId)]);
  const events = await findEvents(
    ctx.db,
    rows.map((r) => r.offer.id),
  );
  const jobOrder = 'terms' in bound ? bound.terms : null;
  const blocked =
    'problem' in bound ? bound.problem : offerStages.has(application.stage) ? null : offerTexts.wrongStage;
  const latest = rows[0]?.offer;
  const open = latest && (latest.status === 'draft' || latest.status === 'sent') ? latest : undefined;
  return {
    applicationId,
    blocked,
    jobOrder,
    startingTerms: open?.terms ?? (jobOrder ? termsFromJobOrder(jobOrder) : null),
    offers: rows.map((row) => presentStaffOffer(row, events, jobOrder)),
  };
}

function changedDetail(differing: string[]) {
  return differing.length === 0
    ? 'Terms as in the job order'
    : `Differs from the job order: ${differing.map((k) => offerTerms[k as keyof typeof offerTerms].label).join(', ')}`;
}

/**
 * Saves the offer: a draft is edited in place; a sent offer is superseded by version n+1 (claimed from
 * 'sent', so a concurrent acceptance and this change cannot both win); an accepted one stays as it is.
 */
export async function saveOffer(
  ctx: AppContext,
  applicationId: string,
  staff: Viewer,
  input: z.output<typeof offerSaveSchema>,
) {
  const { jobOrder } = await offerable(ctx, applicationId);
  const errors = offerSaveErrors(input.terms, jobOrder);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const differing = differingTerms(input.terms, jobOrder);
  const values = { terms: input.terms, reasons: reasonsKept(input.reasons, differing) };
  const latest = (await findOffers(ctx.db, applicationId))[0]?.offer;
  if (latest?.status === 'accepted') throw conflict(offerTexts.acceptedFinal);
  try {
    await ctx.db.transaction(async (tx) => {
      if (latest?.status === 'draft') {
        if (!(await claimOffer(tx, latest.id, 'draft', values))) throw conflict(offerTexts.changedMeanwhile);
        await insertEvent(tx, {
          offerId: latest.id,
          actorId: staff.id,
          action: 'edited',
          detail: changedDetail(differing),
        });
        return;
      }
      if (latest?.status === 'sent') {
        const closed = await claimOffer(tx, latest.id, 'sent', { status: 'superseded', closedAt: new Date() });
        if (!closed) throw conflict(offerTexts.changedMeanwhile);
        await insertEvent(tx, {
          offerId: latest.id,
          actorId: staff.id,
          action: 'superseded',
          detail: `Replaced by version ${latest.version + 1}`,
        });
      }
      const offer = await insertOffer(tx, {
        applicationId,
        version: (latest?.version ?? 0) + 1,
        ...values,
        createdBy: staff.id,
      });
      await insertEvent(tx, {
        offerId: offer.id,
        actorId: staff.id,
        action: 'drafted',
        detail: changedDetail(differing),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(offerTexts.changedMeanwhile);
    throw err;
  }
  return offerPanel(ctx, applicationId);
}

/** Sends the draft: refused (422, naming the term) while a differing term lacks its reason. */
export async function sendOffer(ctx: AppContext, applicationId: string, staff: Viewer) {
  const { application, jobOrder } = await offerable(ctx, applicationId);
  const draft = (await findOffers(ctx.db, applicationId))[0]?.offer;
  if (draft?.status !== 'draft') throw conflict(offerTexts.noDraft);
  const errors = offerSendErrors(draft.terms, draft.reasons, jobOrder);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  await ctx.db.transaction(async (tx) => {
    if (!(await claimOffer(tx, draft.id, 'draft', { status: 'sent', sentAt: new Date() })))
      throw conflict(offerTexts.changedMeanwhile);
    await insertEvent(tx, { offerId: draft.id, actorId: staff.id, action: 'sent', detail: `Version ${draft.version}` });
    // In the sending's transaction: a sent offer always has its message (WhatsApp or SMS if opted in, else the mail).
    const link = new URL('/my-applications', ctx.config.PUBLIC_URL).toString();
    const mail = offerMails.sent(application.name, application.job!.title!, jobOrder.jobOrderNumber, draft.terms, link);
    await ctx.messenger.queueToAccount(tx, 'offerMade', {
      userId: application.userId,
      mail: { to: application.email, ...mail },
      params: { position: application.job!.title!, link },
    });
  });
  await moveToOffered(ctx, application, staff);
  return offerPanel(ctx, applicationId);
}

/** Through the stage-change code (history kept); the offer's own mail tells the candidate. */
async function moveToOffered(ctx: AppContext, application: OfferApplication, staff: Viewer) {
  if (application.stage === 'Offered') return;
  const row = await findApplication(ctx.db, application.id);
  if (!row || row.application.stage !== application.stage) return;
  await moveApplicationStage(ctx, row, { changedBy: staff.id, stage: 'Offered', notifyCandidate: false });
}

/** Withdraws the draft or sent offer (it stays readable). */
export async function withdrawOffer(ctx: AppContext, applicationId: string, staff: Viewer) {
  const application = await findOfferApplication(ctx.db, applicationId);
  if (!application) throw notFound(offerTexts.missingApplication);
  const latest = (await findOffers(ctx.db, applicationId))[0]?.offer;
  if (!latest || (latest.status !== 'draft' && latest.status !== 'sent')) throw conflict(offerTexts.noOpenOffer);
  await ctx.db.transaction(async (tx) => {
    if (!(await claimOffer(tx, latest.id, latest.status, { status: 'withdrawn', closedAt: new Date() })))
      throw conflict(offerTexts.changedMeanwhile);
    await insertEvent(tx, {
      offerId: latest.id,
      actorId: staff.id,
      action: 'withdrawn',
      detail: `Version ${latest.version}`,
    });
  });
  return offerPanel(ctx, applicationId);
}
