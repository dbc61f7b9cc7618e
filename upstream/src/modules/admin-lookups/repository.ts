import type { LookupKind } from '@contracts/lookups';
import type { Column } from 'drizzle-orm';
import {
  applications,
  contactMessages,
  employerInquiries,
  employerInquiryPositions,
  jobOpeningLocations,
  jobOpenings,
  users,
} from '../../db/schema';

/** Every column that points at a lookup: an item still referenced cannot be deleted, only deactivated. */
export const lookupReferences: Record<LookupKind, Column[]> = {
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
