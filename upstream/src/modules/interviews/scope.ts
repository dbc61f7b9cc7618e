import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, interviewInvitations } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { applicationScopeWhere } from '../applications';

/** Whether the invitation exists and its application is in the scope (lib/staff-scope.ts's resolver of an invitation). */
export async function invitationInScope(db: Database, id: string, scope: StaffScope) {
  const rows = await db
    .select({ id: interviewInvitations.id })
    .from(interviewInvitations)
    .innerJoin(applications, eq(applications.id, interviewInvitations.applicationId))
    .where(and(eq(interviewInvitations.id, id), applicationScopeWhere(scope)));
  return rows.length > 0;
}
