import { scorecardKeys, scorecardLabels, shortlistMessages, type DecisionInput } from '@contracts/shortlists/shortlist';
import type { cardEventSchema, decisionInputSchema } from '@contracts/shortlists/shortlist';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { findApplication, moveApplicationStage } from '../applications';
import { employerPortalMails } from '../mail';
import { openCardFile, type CardFileKind } from './card-files';
import { presentEmployerShortlist } from './card';
import { findCard, findContactShortlist, type CardRow, type ShortlistWithNames } from './card-repository';
import { stageAfterDecision } from './decision-rules';
import { findStaffAddress, recordCardOpened, recordDecision, recordVideoPlayed } from './decision-repository';
import { displayNameOf } from './display-name';

/** The shortlist if it is the contact's client's and sent; anything else is 404 (never 403: ids tell nothing). */
async function contactShortlist(ctx: AppContext, viewer: Viewer, shortlistId: string) {
  const shortlist = await findContactShortlist(ctx.db, viewer.id, shortlistId);
  if (!shortlist) throw notFound(shortlistMessages.missing);
  return shortlist;
}

async function contactCard(ctx: AppContext, viewer: Viewer, shortlistId: string, candidateId: string) {
  const shortlist = await contactShortlist(ctx, viewer, shortlistId);
  const card = await findCard(ctx.db, shortlistId, candidateId);
  if (!card) throw notFound(shortlistMessages.candidateMissing);
  return { shortlist, card };
}

export async function employerShortlist(ctx: AppContext, viewer: Viewer, shortlistId: string) {
  const shortlist = await contactShortlist(ctx, viewer, shortlistId);
  return { data: await presentEmployerShortlist(ctx, shortlist, { withDecisions: true }) };
}

/**
 * Records the contact's decision (history and current), moves the application's stage as the rules
 * say (by the contact, through the one stage-change path) and tells the agency's staff.
 */
export async function decide(
  ctx: AppContext,
  viewer: Viewer,
  shortlistId: string,
  candidateId: string,
  input: z.output<typeof decisionInputSchema>,
) {
  const { shortlist, card } = await contactCard(ctx, viewer, shortlistId, candidateId);
  if (shortlist.status !== 'Sent') throw conflict(shortlistMessages.closed);
  const reason = input.decision === 'Not suitable' ? input.reason : null;
  // The decision and staff's mail about it in one transaction: recorded means told.
  await ctx.db.transaction(async (tx) => {
    await recordDecision(tx, {
      shortlistCandidateId: card.id,
      decision: input.decision,
      reason,
      comment: input.comment,
      scorecard: input.scorecard,
      decidedBy: viewer.id,
    });
    await tellStaff(ctx, tx, shortlist, card, { ...input, reason });
  });
  await moveStageFor(ctx, viewer, shortlist, card, input.decision);
  return { data: await presentEmployerShortlist(ctx, shortlist, { withDecisions: true }) };
}

async function moveStageFor(
  ctx: AppContext,
  viewer: Viewer,
  shortlist: ShortlistWithNames,
  card: CardRow,
  decision: DecisionInput['decision'],
) {
  const stage = stageAfterDecision(decision, card, shortlist.jobOpeningId);
  if (!stage) return;
  const row = await findApplication(ctx.db, card.applicationId);
  // Moved by staff meanwhile: their move stands (the rule is checked against the stage read).
  if (!row || row.application.stage !== card.stage) return;
  await moveApplicationStage(ctx, row, { changedBy: viewer.id, stage, notifyCandidate: false });
}

async function tellStaff(
  ctx: AppContext,
  tx: Database,
  shortlist: ShortlistWithNames,
  card: CardRow,
  input: z.output<typeof decisionInputSchema>,
) {
  const to = (await findStaffAddress(tx, shortlist.createdBy)) ?? ctx.config.AGENCY_INBOX;
  const { decision, reason, comment, scorecard } = input;
  const details: [string, string][] = [['Decision', decision]];
  if (reason) details.push(['Reason', reason]);
  if (comment) details.push(['Comment', comment]);
  if (scorecard) {
    const scores = scorecardKeys.map((key) => `${scorecardLabels[key]} ${scorecard[key] ?? '–'}`).join(', ');
    details.push(['Scores', scores]);
    if (scorecard.comment) details.push(['Scorecard comment', scorecard.comment]);
  }
  const url = new URL(`/admin/shortlists/${shortlist.id}`, ctx.config.PUBLIC_URL).toString();
  await ctx.mailer.queueIn(tx, {
    to,
    ...employerPortalMails.decisionForStaff(
      shortlist.clientName,
      `${card.name} (${displayNameOf(card.name)})`,
      shortlist.title,
      details,
      url,
    ),
  });
}

/** The card was opened (the first time is kept) or its video played this far (the furthest is kept). */
export async function recordCardEvent(
  ctx: AppContext,
  viewer: Viewer,
  shortlistId: string,
  candidateId: string,
  event: z.output<typeof cardEventSchema>,
) {
  const { card } = await contactCard(ctx, viewer, shortlistId, candidateId);
  if (event.event === 'opened') await recordCardOpened(ctx.db, card.id, viewer.id);
  else await recordVideoPlayed(ctx.db, card.id, event.seconds);
  return null;
}

export async function contactCardFile(
  ctx: AppContext,
  viewer: Viewer,
  shortlistId: string,
  candidateId: string,
  kind: CardFileKind,
) {
  await contactShortlist(ctx, viewer, shortlistId);
  return openCardFile(ctx, shortlistId, candidateId, kind);
}
