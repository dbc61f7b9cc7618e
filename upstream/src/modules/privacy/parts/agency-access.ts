import { agencyAccessOf } from '../../access-records';
import type { PrivacyPart } from './part';

/**
 * Who at the agency opened the person's data and when (role and first name only), from the record of
 * access. Erasure leaves the record as it is: kept 3 years and never changed (issue 42), it names the
 * person by their account's id alone, which no longer leads to anyone once the account is erased.
 */
export const agencyAccessPart: PrivacyPart = {
  name: 'openedByAgencyStaff',
  collect: async (db, userId) => ({ data: await agencyAccessOf(db, userId) }),
  erase: async () => ({ count: 0 }),
};
