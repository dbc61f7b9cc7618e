import { formatInterviewTime } from '@contracts/interviews/time';
import {
  meetingLinkOf,
  outcomeTextsForCandidate,
  type InterviewRequestView,
  type MyInvitation,
  type SlotView,
} from '@contracts/interviews/interview';
import type { Database } from '../../db/client';
import { displayNameOf } from '../shortlists';
import {
  findInvitations,
  findInvitationsOfUser,
  findRequestsByIds,
  findSlots,
  type NamedRequest,
  type SlotRow,
} from './repository';

export type Audience = 'candidate' | 'employer' | 'staff';

export function presentSlot(slot: SlotRow): SlotView {
  return {
    _id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: new Date(slot.startsAt.getTime() + slot.minutes * 60_000).toISOString(),
    when: formatInterviewTime(slot.startsAt),
    minutes: slot.minutes,
    kind: slot.kind,
    meetingLink: meetingLinkOf(slot),
    address: slot.address,
    guidance: slot.guidance,
  };
}

/** The proposer's view of requests: each slot (taken or not) and each invited candidate, named for the audience. */
export async function presentRequests(
  db: Database,
  requests: NamedRequest[],
  audience: 'employer' | 'staff',
): Promise<InterviewRequestView[]> {
  const ids = requests.map((r) => r.id);
  const [slots, invitations] = await Promise.all([findSlots(db, ids), findInvitations(db, ids)]);
  const taken = new Set(invitations.filter((i) => i.invitation.status === 'Booked').map((i) => i.invitation.slotId));
  return requests.map((r) => ({
    _id: r.id,
    position: r.position,
    client: r.client,
    zone: r.zone,
    createdAt: r.createdAt.toISOString(),
    slots: slots.filter((s) => s.requestId === r.id).map((s) => ({ ...presentSlot(s), taken: taken.has(s.id) })),
    invited: invitations
      .filter(({ invitation }) => invitation.requestId === r.id)
      .map(({ invitation: i, name }) => ({
        _id: i.id,
        name: audience === 'staff' ? name : displayNameOf(name),
        ...(audience === 'staff' ? { applicationId: i.applicationId } : { candidateId: i.shortlistCandidateId }),
        status: i.status,
        declineNote: i.declineNote,
        bookedSlotId: i.status === 'Booked' ? i.slotId : null,
        started: i.status === 'Booked' && Boolean(i.startsAt && i.startsAt <= new Date()),
        outcome: i.outcome,
      })),
  }));
}

/**
 * The candidate's invitations: the times still free and in the future (a booked one shows its own
 * slot and the free ones it may move to), never who else was invited.
 */
export async function presentMine(db: Database, userId: string, now: Date, invitationId?: string) {
  const own = await findInvitationsOfUser(db, userId, invitationId);
  const requestIds = [...new Set(own.map((o) => o.requestId))];
  const [requests, slots, invitations] = await Promise.all([
    findRequestsByIds(db, requestIds),
    findSlots(db, requestIds),
    findInvitations(db, requestIds),
  ]);
  const taken = new Set(invitations.filter((i) => i.invitation.status === 'Booked').map((i) => i.invitation.slotId));
  return own.map(({ invitation: i }): MyInvitation => {
    const request = requests.find((r) => r.id === i.requestId)!;
    const booked = i.slotId ? slots.find((s) => s.id === i.slotId) : undefined;
    const offered = ['Open', 'Booked'].includes(i.status) && !i.outcome;
    return {
      _id: i.id,
      client: request.client,
      position: request.position,
      status: i.status,
      declineNote: i.declineNote,
      booked: booked && i.status !== 'Open' ? presentSlot(booked) : null,
      slots: offered
        ? slots.filter((s) => s.requestId === i.requestId && !taken.has(s.id) && s.startsAt > now).map(presentSlot)
        : [],
      outcome: i.outcome,
      outcomeText: i.outcome ? outcomeTextsForCandidate[i.outcome] : null,
    };
  });
}
