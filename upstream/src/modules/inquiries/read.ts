import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businessTypes,
  clients,
  employerInquiries,
  employerInquiryPositions,
  hiringUrgencies,
  positions,
  preferredLocations,
  salaryBudgets,
} from '../../db/schema';

/**
 * The one read of employer inquiries with the names they point at, keyed as the payload keys them
 * (inquiryFields): callers add their where, order and page. Each join is by primary key.
 */
export function readInquiries(db: Database) {
  return db
    .select({
      inquiry: employerInquiries,
      businessType: businessTypes.name,
      location: preferredLocations.name,
      hiringUrgency: hiringUrgencies.name,
      salaryBudget: salaryBudgets.name,
      /** The client the inquiry was linked to (made from it, or linked by staff). */
      clientName: clients.name,
    })
    .from(employerInquiries)
    .leftJoin(businessTypes, eq(businessTypes.id, employerInquiries.businessTypeId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, employerInquiries.locationId))
    .leftJoin(hiringUrgencies, eq(hiringUrgencies.id, employerInquiries.hiringUrgencyId))
    .leftJoin(salaryBudgets, eq(salaryBudgets.id, employerInquiries.salaryBudgetId))
    .leftJoin(clients, eq(clients.id, employerInquiries.clientId));
}

type InquiryRead = Awaited<ReturnType<typeof readInquiries>>[number];

/** The names of the positions each of these inquiries asks for. */
export async function positionNamesOf(db: Database, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({ inquiryId: employerInquiryPositions.inquiryId, name: positions.name })
    .from(employerInquiryPositions)
    .innerJoin(positions, eq(positions.id, employerInquiryPositions.positionId))
    .where(inArray(employerInquiryPositions.inquiryId, inquiryIds));
}

/** The rows with the names of the positions each inquiry asks for (`positions`), in one more query. */
export async function withPositions(db: Database, rows: InquiryRead[]) {
  const wanted = await positionNamesOf(
    db,
    rows.map((row) => row.inquiry.id),
  );
  return rows.map((row) => ({
    ...row,
    positions: wanted.filter((w) => w.inquiryId === row.inquiry.id).map((w) => w.name),
  }));
}

export type InquiryWithPositions = Awaited<ReturnType<typeof withPositions>>[number];
