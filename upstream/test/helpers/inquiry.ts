import type { InquiryPayload } from '@contracts/inquiries/fields';
import type { SeededLookups } from './lookups';

/** A valid employer inquiry naming the first of each seeded list, with any field replaced. */
export function inquiryBody(lookups: SeededLookups, overrides: Partial<InquiryPayload> = {}): InquiryPayload {
  return {
    companyName: 'Marina Pearl Resort',
    businessType: lookups['business-type'][0]!._id,
    positions: [lookups.position[0]!._id],
    contactPerson: 'Daniel Hoffmann',
    email: 'hr@marinapearl.example',
    phone: '97145550100',
    location: lookups['preffered-location'][0]!._id,
    hiringUrgency: lookups['hiring-urgency'][0]!._id,
    salaryBudget: lookups['salary-budget'][0]!._id,
    ...overrides,
  };
}
