import type { OfferReasons, OfferTerms } from '@contracts/offers/offer';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  jobOpeningLocations,
  jobOpenings,
  offerEvents,
  offers,
  positions,
  preferredLocations,
  users,
} from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;
type OfferEventInsert = typeof offerEvents.$inferInsert;

/** A listed application with what an offer is bound to: its opening's job order (null for none). */
export async function findOfferApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      name: applications.name,
      email: applications.email,
      stage: applications.stage,
      jobOpeningId: applications.jobOpeningId,
      job: {
        id: jobOpenings.id,
        title: jobOpenings.title,
        clientId: jobOpenings.clientId,
        postingKind: jobOpenings.postingKind,
        jobOrderNumber: jobOpenings.jobOrderNumber,
        position: positions.name,
        worksiteCity: jobOpenings.worksiteCity,
        salaryMinAed: jobOpenings.salaryMinAed,
        salaryMaxAed: jobOpenings.salaryMaxAed,
        contractMonths: jobOpenings.contractMonths,
        accommodation: jobOpenings.accommodationProvided,
        food: jobOpenings.foodProvided,
        transport: jobOpenings.transportProvided,
        visa: jobOpenings.visaProvided,
      },
    })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
    .where(and(eq(applications.id, applicationId), isNull(applications.anonymisedAt)));
  return row;
}

export type OfferApplication = NonNullable<Awaited<ReturnType<typeof findOfferApplication>>>;

/** The emirates of an opening, in staff's order. */
export async function findEmirates(db: Database, jobOpeningId: string) {
  const rows = await db
    .select({ name: preferredLocations.name })
    .from(jobOpeningLocations)
    .innerJoin(preferredLocations, eq(preferredLocations.id, jobOpeningLocations.locationId))
    .where(eq(jobOpeningLocations.jobOpeningId, jobOpeningId))
    .orderBy(asc(jobOpeningLocations.position));
  return rows.map((r) => r.name);
}

/** Every version of the application's offer, newest first (the (application, version) index). */
export async function findOffers(db: Database, applicationId: string) {
  return db
    .select({ offer: offers, createdBy: users.name })
    .from(offers)
    .leftJoin(users, eq(users.id, offers.createdBy))
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.version));
}

export async function findEvents(db: Database, offerIds: string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({
      offerId: offerEvents.offerId,
      action: offerEvents.action,
      byCandidate: offerEvents.byCandidate,
      by: users.name,
      at: offerEvents.at,
      detail: offerEvents.detail,
    })
    .from(offerEvents)
    .leftJoin(users, eq(users.id, offerEvents.actorId))
    .where(inArray(offerEvents.offerId, offerIds))
    .orderBy(asc(offerEvents.at), asc(offerEvents.id));
}

export async function insertOffer(
  db: Database,
  values: { applicationId: string; version: number; terms: OfferTerms; reasons: OfferReasons; createdBy: string },
) {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function insertEvent(db: Database, values: OfferEventInsert) {
  await db.insert(offerEvents).values(values);
}

/** Moves the offer from one status to another, with more columns; null when it was no longer at `from`. */
export async function claimOffer(
  db: Database,
  id: string,
  from: OfferRow['status'],
  set: Partial<typeof offers.$inferInsert>,
) {
  const [row] = await db
    .update(offers)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(offers.id, id), eq(offers.status, from)))
    .returning();
  return row ?? null;
}

/** A candidate's offer (never a draft) with its application's job order, or undefined for another's. */
export async function findCandidateOffer(db: Database, userId: string, offerId: string) {
  const [row] = await candidateOffers(db).where(
    and(eq(offers.id, offerId), eq(applications.userId, userId), sql`${offers.status} <> 'draft'`),
  );
  return row;
}

/** Every offer (no drafts) on the candidate's applications, newest first. */
export async function findCandidateOffers(db: Database, userId: string) {
  return candidateOffers(db)
    .where(and(eq(applications.userId, userId), sql`${offers.status} <> 'draft'`))
    .orderBy(desc(offers.createdAt), desc(offers.version));
}

function candidateOffers(db: Database) {
  return db
    .select({
      offer: offers,
      userId: applications.userId,
      jobTitle: jobOpenings.title,
      jobOrderNumber: jobOpenings.jobOrderNumber,
      clientId: jobOpenings.clientId,
      applicationName: applications.name,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId));
}

/** The current (sent, accepted or declined) offer of each application to the client's job orders. */
export async function findClientOffers(db: Database, clientId: string) {
  return db
    .select({
      offer: offers,
      name: applications.name,
      jobTitle: jobOpenings.title,
      jobOrderNumber: jobOpenings.jobOrderNumber,
    })
    .from(jobOpenings)
    .innerJoin(applications, eq(applications.jobOpeningId, jobOpenings.id))
    .innerJoin(offers, eq(offers.applicationId, applications.id))
    .where(
      and(
        eq(jobOpenings.clientId, clientId),
        isNull(applications.anonymisedAt),
        inArray(offers.status, ['sent', 'accepted', 'declined']),
      ),
    )
    .orderBy(desc(offers.updatedAt));
}

export async function findUserName(db: Database, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** Privacy: every offer (with its events) on the person's applications. */
export async function findOffersOfUser(db: Database, userId: string) {
  return db
    .select({ offer: offers })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(offers.createdAt));
}

/** Privacy: removes what the candidate typed and where from (name, address, reason); the terms stay for statistics. */
export async function eraseOffersOfUser(db: Database, userId: string) {
  const mine = db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
  const rows = await db
    .update(offers)
    .set({ acceptedName: null, acceptedIp: null, declineReason: null })
    .where(inArray(offers.applicationId, mine))
    .returning({ id: offers.id });
  if (rows.length > 0) {
    await db
      .update(offerEvents)
      .set({ detail: '' })
      .where(
        and(
          inArray(
            offerEvents.offerId,
            rows.map((r) => r.id),
          ),
          eq(offerEvents.byCandidate, true),
        ),
      );
  }
  return rows.length;
}
