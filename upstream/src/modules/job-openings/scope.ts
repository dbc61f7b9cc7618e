import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobOpenings, jobOpeningTeam } from '../../db/schema';
import { rowInScope, type StaffScope } from '../../lib/staff-scope';
import { clientsWorkedBy } from '../clients';

/**
 * The ids of the job orders a staff member works, as an array: those they own or are on the team of,
 * and those of the clients they work (each an index scan).
 */
export function jobOpeningsWorkedBy(userId: string): SQL {
  return sql`array(select ${jobOpenings.id} from ${jobOpenings} where ${jobOpenings.ownerId} = ${userId}
    union all select ${jobOpeningTeam.jobOpeningId} from ${jobOpeningTeam} where ${jobOpeningTeam.userId} = ${userId}
    union all select ${jobOpenings.id} from ${jobOpenings} where ${jobOpenings.clientId} = any(${clientsWorkedBy(userId)}))`;
}

/** The job openings in the scope, as a condition on their table (none: every opening). */
export function jobOpeningScopeWhere(scope: StaffScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.owned ? sql`${jobOpenings.id} = any(${jobOpeningsWorkedBy(scope.viewerId)})` : sql`false`;
}

/** Whether the opening exists and is in the scope (lib/staff-scope.ts's resolver of a job opening). */
export const jobOpeningInScope = (db: Database, id: string, scope: StaffScope) =>
  rowInScope(db, jobOpenings.id, id, jobOpeningScopeWhere(scope));
