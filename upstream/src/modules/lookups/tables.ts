import type { LookupKind } from '@contracts/lookups/lookup';
import {
  businessTypes,
  hiringUrgencies,
  inquiryTypes,
  positions,
  preferredLocations,
  salaryBudgets,
} from '../../db/schema';
import type { LookupTable } from '../../db/schema';

/** The table behind each lookup path. */
export const lookupTables: Record<LookupKind, LookupTable> = {
  position: positions,
  'preffered-location': preferredLocations,
  'salary-budget': salaryBudgets,
  'hiring-urgency': hiringUrgencies,
  'business-type': businessTypes,
  'inquiry-type': inquiryTypes,
};
