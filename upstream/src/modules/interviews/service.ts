import { formatInterviewTime, zonedToUtc } from '@contracts/interviews/time';
import { interviewTexts, type employerProposalSchema, type staffProposalSchema } from '@contracts/interviews/interview';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { findApplication } from '../applications';
import { displayNameOf, findCard, findContactShortlist } from '../shortlists';
import { findContactClient } from '../clients';
import { interviewMails } from '../mail';
import { sendInvites } from './invites';
import { checkProposalLimits } from './proposal-limits';
import { presentMine, presentRequests } from './present';
import { findJobApplications, findJobClient } from './proposal-repository';
import {
  bookSlot,
  declineInvitation,
  findInvitationDetail,
  findInvitations,
  findInvitationsOfUser,
  findRequestIdsOfApplication,
  findRequestsByIds,
  findRequestsOfClient,
  findSlot,
  findSlots,
  findUserAddress,
  insertRequest,
} from './repository';

type Proposal = Pick<z.output<typeof staffProposalSchema>, 'zone' | 'slots'>;

/** The slots in UTC; 400 naming the slot whose start is not in the future. */
function slotsInUtc({ zone, slots }: Proposal, now: Date) {
  return slots.map((slot, i) => {
    const startsAt = zonedToUtc(slot.start, zone)!;
    if (startsAt <= now) {
      throw new HttpError(400, interviewTexts.startPast, { [`slots.${i}.start`]: interviewTexts.startPast });
    }
    return {
      minutes: slot.minutes,
      kind: slot.kind,
      meetingLink: slot.meetingLink,
      address: slot.address,
      guidance: slot.guidance,
      startsAt,
    };
  });
}

/** Mails each invited candidate the times offered, with the way to pick one (in the request's transaction). */
async function mailInvited(ctx: AppContext, tx: Database, requestId: string) {
  const [request] = await findRequestsByIds(tx, [requestId]);
  const slots = await findSlots(tx, [requestId]);
  const times = slots.map((s) => formatInterviewTime(s.startsAt));
  const url = new URL('/my-applications', ctx.config.PUBLIC_URL).toString();
  for (const { invitation } of await findInvitations(tx, [requestId])) {
    const detail = await findInvitationDetail(tx, invitation.id);
    if (!detail) continue;
    await ctx.mailer.queueIn(tx, {
      to: detail.application.email,
      ...interviewMails.invited(detail.application.name, request!.client, request!.position, times, url),
    });
  }
}

/** The employer proposes times to candidates of its client's sent shortlist (anything else: 404). */
export async function proposeAsEmployer(
  ctx: AppContext,
  viewer: Viewer,
  input: z.output<typeof employerProposalSchema>,
  now = new Date(),
) {
  const client = await findContactClient(ctx.db, viewer.id);
  if (!client) throw notFound(interviewTexts.shortlistMissing);
  const shortlist = await findContactShortlist(ctx.db, viewer.id, input.shortlistId);
  if (!shortlist || shortlist.status !== 'Sent') throw notFound(interviewTexts.shortlistMissing);
  const invited: { applicationId: string; shortlistCandidateId: string; name: string }[] = [];
  for (const candidateId of new Set(input.candidateIds)) {
    const card = await findCard(ctx.db, shortlist.id, candidateId);
    if (!card) throw notFound(interviewTexts.candidateMissing);
    invited.push({ applicationId: card.applicationId, shortlistCandidateId: card.id, name: displayNameOf(card.name) });
  }
  const slots = slotsInUtc(input, now);
  await checkProposalLimits(ctx.db, viewer.id, invited, now);
  const requestId = await ctx.db.transaction(async (tx) => {
    const id = await insertRequest(
      tx,
      {
        clientId: shortlist.clientId,
        jobOpeningId: shortlist.jobOpeningId,
        shortlistId: shortlist.id,
        zone: input.zone,
        proposedBy: viewer.id,
      },
      slots,
      invited.map(({ applicationId, shortlistCandidateId }) => ({ applicationId, shortlistCandidateId })),
    );
    await mailInvited(ctx, tx, id);
    return id;
  });
  const [view] = await presentRequests(ctx.db, await findRequestsByIds(ctx.db, [requestId]), 'employer');
  return { data: view! };
}

/** Staff propose times to applications of one client's job order. */
export async function proposeAsStaff(
  ctx: AppContext,
  viewer: Viewer,
  input: z.output<typeof staffProposalSchema>,
  now = new Date(),
) {
  const job = await findJobClient(ctx.db, input.jobOpeningId);
  if (!job) throw notFound(interviewTexts.jobMissing);
  if (!job.clientId) throw new HttpError(400, interviewTexts.noClient, { jobOpeningId: interviewTexts.noClient });
  const ids = [...new Set(input.applicationIds)];
  const found = await findJobApplications(ctx.db, job.id, ids);
  if (found.length !== ids.length) throw notFound(interviewTexts.applicationMissing);
  const slots = slotsInUtc(input, now);
  const requestId = await ctx.db.transaction(async (tx) => {
    const id = await insertRequest(
      tx,
      { clientId: job.clientId!, jobOpeningId: job.id, zone: input.zone, proposedBy: viewer.id },
      slots,
      ids.map((applicationId) => ({ applicationId, shortlistCandidateId: null })),
    );
    await mailInvited(ctx, tx, id);
    return id;
  });
  const [view] = await presentRequests(ctx.db, await findRequestsByIds(ctx.db, [requestId]), 'staff');
  return { data: view! };
}

export async function listForEmployer(ctx: AppContext, viewer: Viewer) {
  const client = await findContactClient(ctx.db, viewer.id);
  if (!client) return { data: [] };
  return { data: await presentRequests(ctx.db, await findRequestsOfClient(ctx.db, client.id), 'employer') };
}

export async function listForApplication(ctx: AppContext, applicationId: string) {
  if (!(await findApplication(ctx.db, applicationId))) throw notFound('No such application.');
  const ids = await findRequestIdsOfApplication(ctx.db, applicationId);
  return { data: await presentRequests(ctx.db, await findRequestsByIds(ctx.db, ids), 'staff') };
}

export async function listMine(ctx: AppContext, userId: string, now = new Date()) {
  return { data: await presentMine(ctx.db, userId, now) };
}

async function ownInvitation(ctx: AppContext, userId: string, id: string) {
  const [own] = await findInvitationsOfUser(ctx.db, userId, id);
  if (!own) throw notFound(interviewTexts.missing);
  return own.invitation;
}

/**
 * Books a free slot of the invitation's request, or moves a booked interview to another (SEQUENCE+1).
 * Two candidates racing for one slot: the unique index lets one win; the other gets 409.
 */
export async function bookMine(ctx: AppContext, userId: string, id: string, slotId: string, now = new Date()) {
  const invitation = await ownInvitation(ctx, userId, id);
  const slot = await findSlot(ctx.db, slotId);
  if (!slot || slot.requestId !== invitation.requestId) throw notFound(interviewTexts.slotMissing);
  if (slot.startsAt <= now) throw conflict(interviewTexts.slotMissing);
  if (invitation.status === 'Booked' && invitation.slotId === slotId) throw conflict(interviewTexts.sameSlot);
  let rescheduled: boolean;
  try {
    // The booking and its invites in one transaction: booked means everyone's invite is stored.
    rescheduled = await ctx.db.transaction(async (tx) => {
      const row = await bookSlot(tx, id, slot, now);
      if (!row) throw conflict(interviewTexts.notOpen);
      // SEQUENCE only rises when a booked interview moves: also right when two taps of one candidate raced.
      const moved = row.sequence > 0;
      const detail = (await findInvitationDetail(tx, id))!;
      await sendInvites(ctx, tx, detail, slot, moved ? 'rescheduled' : 'booked');
      return moved;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'interview_invitations_slot_booked')) throw conflict(interviewTexts.slotTaken);
    throw err;
  }
  const when = formatInterviewTime(slot.startsAt);
  const [data] = await presentMine(ctx.db, userId, now, id);
  return { message: rescheduled ? interviewTexts.rescheduled(when) : interviewTexts.booked(when), data: data! };
}

/** None of these times work: the invitation is declined with a note; the proposer and staff are told. */
export async function declineMine(ctx: AppContext, userId: string, id: string, note: string, now = new Date()) {
  await ownInvitation(ctx, userId, id);
  // The refusal and its mails in one transaction: declined means the proposer and staff are told.
  await ctx.db.transaction(async (tx) => {
    if (!(await declineInvitation(tx, id, note))) throw conflict(interviewTexts.notOpen);
    const detail = (await findInvitationDetail(tx, id))!;
    const proposer = await findUserAddress(tx, detail.proposedBy);
    const staffUrl = new URL(`/admin/applications/${detail.application.id}`, ctx.config.PUBLIC_URL).toString();
    if (proposer?.userType === 'Employer') {
      const url = new URL('/employer/interviews', ctx.config.PUBLIC_URL).toString();
      await ctx.mailer.queueIn(tx, {
        to: proposer.email,
        ...interviewMails.declined(displayNameOf(detail.application.name), detail.position, note, url),
      });
    }
    const staff = proposer?.userType === 'Admin' ? proposer.email : ctx.config.AGENCY_INBOX;
    await ctx.mailer.queueIn(tx, {
      to: staff,
      ...interviewMails.declined(detail.application.name, detail.position, note, staffUrl),
    });
  });
  const [data] = await presentMine(ctx.db, userId, now, id);
  return { message: interviewTexts.declined, data: data! };
}
