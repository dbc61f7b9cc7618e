import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  clients,
  interviewInvitations,
  interviewRequests,
  interviewSlots,
  jobOpenings,
  positions,
  shortlists,
  users,
} from '../../db/schema';

type RequestValues = typeof interviewRequests.$inferInsert;
type SlotValues = Omit<typeof interviewSlots.$inferInsert, 'requestId'>;
type InvitationValues = Pick<typeof interviewInvitations.$inferInsert, 'applicationId' | 'shortlistCandidateId'>;

/** Stores a request with its slots and invitations (in the caller's transaction); answers its id. */
export async function insertRequest(
  db: Database,
  request: RequestValues,
  slots: SlotValues[],
  invited: InvitationValues[],
) {
  const [row] = await db.insert(interviewRequests).values(request).returning({ id: interviewRequests.id });
  const requestId = row!.id;
  await db.insert(interviewSlots).values(slots.map((s) => ({ ...s, requestId })));
  await db.insert(interviewInvitations).values(invited.map((i) => ({ ...i, requestId })));
  return requestId;
}

/** What a request's views name: the client and the job order's position, else its title, else the shortlist's. */
const positionName = sql<string>`coalesce(${positions.name}, ${jobOpenings.title}, ${shortlists.title}, 'Interview')`;

function requestsWithNames(db: Database) {
  return db
    .select({
      id: interviewRequests.id,
      clientId: interviewRequests.clientId,
      client: clients.name,
      position: positionName,
      zone: interviewRequests.zone,
      proposedBy: interviewRequests.proposedBy,
      shortlistCreatedBy: shortlists.createdBy,
      createdAt: interviewRequests.createdAt,
    })
    .from(interviewRequests)
    .innerJoin(clients, eq(clients.id, interviewRequests.clientId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, interviewRequests.jobOpeningId))
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
    .leftJoin(shortlists, eq(shortlists.id, interviewRequests.shortlistId));
}

export type NamedRequest = Awaited<ReturnType<typeof findRequestsOfClient>>[number];

/** The client's requests, newest first (the (client, created) index). */
export async function findRequestsOfClient(db: Database, clientId: string) {
  return requestsWithNames(db)
    .where(eq(interviewRequests.clientId, clientId))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id));
}

export async function findRequestsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return requestsWithNames(db)
    .where(inArray(interviewRequests.id, ids))
    .orderBy(desc(interviewRequests.createdAt), desc(interviewRequests.id));
}

/** The ids of the requests that invite this application. */
export async function findRequestIdsOfApplication(db: Database, applicationId: string) {
  const rows = await db
    .select({ id: interviewInvitations.requestId })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.applicationId, applicationId));
  return rows.map((r) => r.id);
}

export async function findSlots(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.requestId, requestIds))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

export type SlotRow = Awaited<ReturnType<typeof findSlots>>[number];

/** The invitations of these requests, with the candidate's name. */
export async function findInvitations(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ invitation: interviewInvitations, name: applications.name })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(inArray(interviewInvitations.requestId, requestIds))
    .orderBy(asc(applications.name), asc(interviewInvitations.id));
}

/** The candidate's invitations, newest first, through their applications (the (user) index). */
export async function findInvitationsOfUser(db: Database, userId: string, invitationId?: string) {
  return db
    .select({ invitation: interviewInvitations, requestId: interviewInvitations.requestId })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(and(eq(applications.userId, userId), invitationId ? eq(interviewInvitations.id, invitationId) : undefined))
    .orderBy(desc(interviewInvitations.createdAt), desc(interviewInvitations.id));
}

/** One invitation with what its mails and invite need: the request, the candidate, the client. */
export async function findInvitationDetail(db: Database, invitationId: string) {
  const [row] = await db
    .select({
      invitation: interviewInvitations,
      clientId: interviewRequests.clientId,
      client: clients.name,
      position: positionName,
      proposedBy: interviewRequests.proposedBy,
      shortlistCreatedBy: shortlists.createdBy,
      application: {
        id: applications.id,
        name: applications.name,
        email: applications.email,
        userId: applications.userId,
        stage: applications.stage,
        jobOpeningId: applications.jobOpeningId,
      },
    })
    .from(interviewInvitations)
    .innerJoin(interviewRequests, eq(interviewRequests.id, interviewInvitations.requestId))
    .innerJoin(clients, eq(clients.id, interviewRequests.clientId))
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, interviewRequests.jobOpeningId))
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
    .leftJoin(shortlists, eq(shortlists.id, interviewRequests.shortlistId))
    .where(eq(interviewInvitations.id, invitationId));
  return row;
}

export type InvitationDetail = NonNullable<Awaited<ReturnType<typeof findInvitationDetail>>>;

export async function findSlot(db: Database, slotId: string) {
  const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
  return row;
}

/** An account's address and type, while it is active. */
export async function findUserAddress(db: Database, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ email: users.email, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDisabled, false)));
  return row;
}

const dayMs = 86_400_000;

/**
 * Books the slot for the invitation while it is open or booked (then a reschedule: SEQUENCE goes up,
 * reminders are due again). Reminders already past their window are marked sent (the invite says it).
 * Of two bookings of one slot, the partial unique index lets one through. Answers the row, or
 * undefined when the invitation was no longer open.
 */
export async function bookSlot(db: Database, invitationId: string, slot: SlotRow, now: Date) {
  const untilStart = slot.startsAt.getTime() - now.getTime();
  const [row] = await db
    .update(interviewInvitations)
    .set({
      status: 'Booked',
      slotId: slot.id,
      startsAt: slot.startsAt,
      sequence: sql`case when ${interviewInvitations.status} = 'Booked' then ${interviewInvitations.sequence} + 1 else ${interviewInvitations.sequence} end`,
      bookedAt: now,
      reminded24hAt: untilStart <= dayMs ? now : null,
      reminded1hAt: untilStart <= dayMs / 24 ? now : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(interviewInvitations.id, invitationId),
        inArray(interviewInvitations.status, ['Open', 'Booked']),
        isNull(interviewInvitations.outcome),
      ),
    )
    .returning();
  return row;
}

export async function declineInvitation(db: Database, invitationId: string, note: string) {
  const [row] = await db
    .update(interviewInvitations)
    .set({ status: 'Declined', declineNote: note, updatedAt: new Date() })
    .where(and(eq(interviewInvitations.id, invitationId), eq(interviewInvitations.status, 'Open')))
    .returning({ id: interviewInvitations.id });
  return Boolean(row);
}

/** Cancels a booked interview without an outcome: the slot is free again, SEQUENCE goes up. */
export async function cancelInvitation(db: Database, invitationId: string) {
  const [row] = await db
    .update(interviewInvitations)
    .set({ status: 'Cancelled', sequence: sql`${interviewInvitations.sequence} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(interviewInvitations.id, invitationId),
        eq(interviewInvitations.status, 'Booked'),
        isNull(interviewInvitations.outcome),
      ),
    )
    .returning({ id: interviewInvitations.id });
  return Boolean(row);
}

/** Records the outcome once, of a booked interview that has started. */
export async function recordOutcome(
  db: Database,
  invitationId: string,
  values: { outcome: NonNullable<typeof interviewInvitations.$inferSelect.outcome>; by: string; now: Date },
) {
  const [row] = await db
    .update(interviewInvitations)
    .set({ outcome: values.outcome, outcomeBy: values.by, outcomeAt: values.now, updatedAt: values.now })
    .where(
      and(
        eq(interviewInvitations.id, invitationId),
        eq(interviewInvitations.status, 'Booked'),
        isNull(interviewInvitations.outcome),
        lte(interviewInvitations.startsAt, values.now),
      ),
    )
    .returning({ id: interviewInvitations.id });
  return Boolean(row);
}

/**
 * Claims the booked interviews starting within `hours` of `now` whose reminder is not sent: the
 * UPDATE marks them, so each is claimed once across runs, restarts and instances.
 */
export async function claimReminders(db: Database, which: '24h' | '1h', now: Date) {
  const column = which === '24h' ? interviewInvitations.reminded24hAt : interviewInvitations.reminded1hAt;
  const until = new Date(now.getTime() + (which === '24h' ? dayMs : dayMs / 24));
  const rows = await db
    .update(interviewInvitations)
    .set(which === '24h' ? { reminded24hAt: now } : { reminded1hAt: now })
    .where(
      and(
        eq(interviewInvitations.status, 'Booked'),
        isNull(column),
        sql`${interviewInvitations.startsAt} > ${now.toISOString()}::timestamptz`,
        lte(interviewInvitations.startsAt, until),
      ),
    )
    .returning({ id: interviewInvitations.id });
  return rows.map((r) => r.id);
}

/** The candidate's invitations (erasure): deleted; answers how many went. */
export async function deleteInvitationsOfUser(db: Database, userId: string) {
  const own = db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
  const rows = await db
    .delete(interviewInvitations)
    .where(inArray(interviewInvitations.applicationId, own))
    .returning({ id: interviewInvitations.id });
  return rows.length;
}
