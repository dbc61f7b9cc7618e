import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, shortlistCandidates, shortlists } from '../../db/schema';
import { rowInScope, type StaffScope } from '../../lib/staff-scope';
import { clientsWorkedBy } from '../clients';
import { jobOpeningsWorkedBy } from '../job-openings';

/**
 * The applications in the scope, as a condition on their table (none: every application). A recruiter's:
 * general applications, those to the job orders they work, and those on the shortlists of the clients
 * and job orders they work (put forward from the talent pool). Each arm is an index scan, so the
 * planner can OR them as bitmaps; a stage reach is the stage index's.
 */
export function applicationScopeWhere(scope: StaffScope): SQL | undefined {
  if (scope.all) return undefined;
  const arms: SQL[] = [];
  if (scope.owned) {
    const jobs = jobOpeningsWorkedBy(scope.viewerId);
    const onShortlists = sql`array(select ${shortlistCandidates.applicationId} from ${shortlistCandidates}
      inner join ${shortlists} on ${shortlists.id} = ${shortlistCandidates.shortlistId}
      where ${shortlists.clientId} = any(${clientsWorkedBy(scope.viewerId)}) or ${shortlists.jobOpeningId} = any(${jobs}))`;
    arms.push(
      sql`${applications.jobOpeningId} is null`,
      sql`${applications.jobOpeningId} = any(${jobs})`,
      sql`${applications.id} = any(${onShortlists})`,
    );
  }
  if (scope.stages.length > 0) arms.push(inArray(applications.stage, [...scope.stages]));
  return arms.length > 0 ? or(...arms) : sql`false`;
}

/** Whether the application exists and is in the scope (lib/staff-scope.ts's resolver of an application). */
export const applicationInScope = (db: Database, id: string, scope: StaffScope) =>
  rowInScope(db, applications.id, id, applicationScopeWhere(scope));

/** Whether the candidate has an application in the scope (their files are then in it too). */
export async function candidateInScope(db: Database, userId: string, scope: StaffScope) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), applicationScopeWhere(scope)))
    .limit(1);
  return rows.length > 0;
}

/** The candidate whose application this is, when it is in the scope (null: out of scope, or no candidate left). */
export async function applicantInScope(db: Database, id: string, scope: StaffScope) {
  const [row] = await db
    .select({ userId: applications.userId })
    .from(applications)
    .where(and(eq(applications.id, id), applicationScopeWhere(scope)));
  return row?.userId ?? null;
}
