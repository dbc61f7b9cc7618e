import { or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shortlists } from '../../db/schema';
import { rowInScope, type StaffScope } from '../../lib/staff-scope';
import { clientsWorkedBy } from '../clients';
import { jobOpeningsWorkedBy } from '../job-openings';

/** The shortlists in the scope: those of the clients and job orders a recruiter works (none: every shortlist). */
export function shortlistScopeWhere(scope: StaffScope): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.owned) return sql`false`;
  return or(
    sql`${shortlists.clientId} = any(${clientsWorkedBy(scope.viewerId)})`,
    sql`${shortlists.jobOpeningId} = any(${jobOpeningsWorkedBy(scope.viewerId)})`,
  );
}

/** Whether the shortlist exists and is in the scope (lib/staff-scope.ts's resolver of a shortlist). */
export const shortlistInScope = (db: Database, id: string, scope: StaffScope) =>
  rowInScope(db, shortlists.id, id, shortlistScopeWhere(scope));
