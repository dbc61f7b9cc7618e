import type { ApplicationStage } from '@contracts/applications/staff';
import { interviewTexts, outcomeTextsForCandidate, type InterviewOutcome } from '@contracts/interviews/interview';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { findApplication, moveApplicationStage } from '../applications';
import { findContactClient } from '../clients';
import { interviewMails } from '../mail';
import { calendarFor, sendInvites } from './invites';
import { presentRequests, type Audience } from './present';
import {
  cancelInvitation,
  findInvitationDetail,
  findInvitationsOfUser,
  findRequestsByIds,
  findSlot,
  recordOutcome,
  type InvitationDetail,
} from './repository';

/** Who acts on an invitation: a contact (of its client only), staff (any), or its candidate. */
export type Actor = { audience: Audience; viewer: Viewer };

/** The invitation if the actor may see it; 404 otherwise (ids tell nothing). */
async function invitationFor(ctx: AppContext, actor: Actor, id: string): Promise<InvitationDetail> {
  const detail = await findInvitationDetail(ctx.db, id);
  if (!detail) throw notFound(interviewTexts.missing);
  if (actor.audience === 'employer') {
    const client = await findContactClient(ctx.db, actor.viewer.id);
    if (!client || client.id !== detail.clientId) throw notFound(interviewTexts.missing);
  }
  if (actor.audience === 'candidate') {
    const [own] = await findInvitationsOfUser(ctx.db, actor.viewer.id, id);
    if (!own) throw notFound(interviewTexts.missing);
  }
  return detail;
}

async function requestView(ctx: AppContext, actor: Actor, requestId: string) {
  const audience = actor.audience === 'employer' ? 'employer' : 'staff';
  const [view] = await presentRequests(ctx.db, await findRequestsByIds(ctx.db, [requestId]), audience);
  return view!;
}

/** Cancels a booked interview: everyone gets METHOD:CANCEL with a higher SEQUENCE; the slot is free again. */
export async function cancelInterview(ctx: AppContext, actor: Actor, id: string) {
  const detail = await invitationFor(ctx, actor, id);
  // The cancellation and its mails in one transaction: cancelled means everyone is told.
  await ctx.db.transaction(async (tx) => {
    if (!(await cancelInvitation(tx, id))) throw conflict(interviewTexts.notBooked);
    const after = (await findInvitationDetail(tx, id))!;
    const slot = await findSlot(tx, after.invitation.slotId!);
    if (slot) await sendInvites(ctx, tx, after, slot, 'cancelled');
  });
  return { message: interviewTexts.cancelled, data: await requestView(ctx, actor, detail.invitation.requestId) };
}

/** The stage an outcome moves the application to, or null: Passed keeps or sets Interview; the others reject. */
export function stageAfterOutcome(outcome: InterviewOutcome, stage: ApplicationStage): ApplicationStage | null {
  if (outcome === 'Passed') return ['New', 'Screening'].includes(stage) ? 'Interview' : null;
  return ['New', 'Screening', 'Interview'].includes(stage) ? 'Rejected' : null;
}

/**
 * Passed, Not selected or No-show, once, after the interview's start: the stage moves through the
 * one stage-change path (history kept) and the candidate reads it in their words.
 */
export async function recordInterviewOutcome(
  ctx: AppContext,
  actor: Actor,
  id: string,
  outcome: InterviewOutcome,
  now = new Date(),
) {
  const detail = await invitationFor(ctx, actor, id);
  const { invitation } = detail;
  if (invitation.status !== 'Booked') throw conflict(interviewTexts.notBooked);
  if (invitation.outcome) throw conflict(interviewTexts.outcomeAlready);
  if (!invitation.startsAt || invitation.startsAt > now) throw conflict(interviewTexts.outcomeTooEarly);
  // The outcome and the candidate's mail about it in one transaction.
  await ctx.db.transaction(async (tx) => {
    if (!(await recordOutcome(tx, id, { outcome, by: actor.viewer.id, now }))) {
      throw conflict(interviewTexts.outcomeAlready);
    }
    await ctx.mailer.queueIn(tx, {
      to: detail.application.email,
      ...interviewMails.outcome(
        detail.application.name,
        detail.position,
        outcomeTextsForCandidate[outcome],
        new URL('/my-applications', ctx.config.PUBLIC_URL).toString(),
      ),
    });
  });
  const row = await findApplication(ctx.db, detail.application.id);
  const stage = row && stageAfterOutcome(outcome, row.application.stage);
  if (row && stage) {
    await moveApplicationStage(ctx, row, { changedBy: actor.viewer.id, stage, notifyCandidate: false });
  }
  return { message: interviewTexts.outcomeRecorded, data: await requestView(ctx, actor, invitation.requestId) };
}

/** The .ics of an interview (booked, or cancelled: then METHOD:CANCEL), as this actor's invite. */
export async function interviewCalendar(ctx: AppContext, actor: Actor, id: string) {
  const detail = await invitationFor(ctx, actor, id);
  const { invitation } = detail;
  if (!invitation.slotId || !['Booked', 'Cancelled'].includes(invitation.status)) {
    throw notFound(interviewTexts.missing);
  }
  const slot = await findSlot(ctx.db, invitation.slotId);
  if (!slot) throw notFound(interviewTexts.missing);
  return calendarFor(
    ctx,
    ctx.db,
    detail,
    slot,
    actor.audience,
    invitation.status === 'Cancelled' ? 'CANCEL' : 'REQUEST',
  );
}
