import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, clientTeam } from '../../db/schema';
import { rowInScope, type StaffScope } from '../../lib/staff-scope';

/** The ids of the clients a staff member owns or is on the team of, as an array (two index scans). */
export function clientsWorkedBy(userId: string): SQL {
  return sql`array(select ${clients.id} from ${clients} where ${clients.ownerId} = ${userId}
    union all select ${clientTeam.clientId} from ${clientTeam} where ${clientTeam.userId} = ${userId})`;
}

/** The clients in the scope, as a condition on the clients table (none: every client). */
export function clientScopeWhere(scope: StaffScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.owned ? sql`${clients.id} = any(${clientsWorkedBy(scope.viewerId)})` : sql`false`;
}

/** Whether the client exists and is in the scope (lib/staff-scope.ts's resolver of a client). */
export const clientInScope = (db: Database, id: string, scope: StaffScope) =>
  rowInScope(db, clients.id, id, clientScopeWhere(scope));
