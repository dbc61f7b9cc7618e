import type { Database } from '../../db/client';
import { badRequest } from '../../http-error';
import { lookupExists, lookupTables } from '../lookups';

/** The preferred location must be one of the list's (an application's and a profile's rule). */
export async function checkLocation(db: Database, id: string) {
  if (!(await lookupExists(db, lookupTables['preffered-location'], id))) {
    throw badRequest('Preferred location is required', 'preferredLocation');
  }
}
