import type { LookupKind } from '@contracts/lookups/lookup';
import { eq, type Column } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  contactMessages,
  employerInquiries,
  employerInquiryPositions,
  jobOpeningLocations,
  jobOpenings,
  users,
} from '../../db/schema';
import { isReferenced } from './repository';
import { refreshSearchText } from '../../db/job-search-text';

/** Every column that points at a lookup: an item still referenced cannot be deleted, only deactivated. */
const lookupReferences: Record<LookupKind, Column[]> = {
  position: [jobOpenings.positionId, applications.appliedForId, employerInquiryPositions.positionId],
  'preffered-location': [
    jobOpeningLocations.locationId,
    applications.preferredLocationId,
    employerInquiries.locationId,
  ],
  'salary-budget': [jobOpenings.salaryBudgetId, employerInquiries.salaryBudgetId],
  'hiring-urgency': [employerInquiries.hiringUrgencyId],
  'business-type': [users.businessTypeId, employerInquiries.businessTypeId],
  'inquiry-type': [contactMessages.inquiryTypeId],
};

/** Whether a stored job, application, inquiry, message or account names this item. */
export function isLookupInUse(db: Database, kind: LookupKind, id: string) {
  return isReferenced(db, lookupReferences[kind], id);
}

/** A position's name is part of its openings' search text: rewrites it for the openings of this position. */
export function refreshSearchTextOfPosition(db: Database, positionId: string) {
  return refreshSearchText(db, eq(jobOpenings.positionId, positionId));
}
