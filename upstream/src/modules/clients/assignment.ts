import { clientMessages } from '@contracts/clients/client';
import type { AssignmentInput } from '@contracts/users/assignment';
import type { AppContext } from '../../context';
import { clients, clientTeam } from '../../db/schema';
import { notFound } from '../../http-error';
import { findAssignment, saveAssignment, type AssignedRecord } from '../users';

const assignedClient: AssignedRecord = {
  table: clients,
  id: clients.id,
  ownerId: clients.ownerId,
  team: clientTeam,
  teamRecordId: clientTeam.clientId,
  teamUserId: clientTeam.userId,
  teamRow: (clientId, userId) => ({ clientId, userId }),
};

/** The client's owner and team. */
export async function clientAssignment(ctx: AppContext, id: string) {
  const assignment = await findAssignment(ctx.db, assignedClient, id);
  if (!assignment) throw notFound(clientMessages.missing);
  return { data: assignment };
}

/** A Manager names the client's owner and team: its recruiters see its records from their next request. */
export async function assignClient(ctx: AppContext, id: string, input: Required<AssignmentInput>) {
  if (!(await saveAssignment(ctx.db, assignedClient, id, input))) throw notFound(clientMessages.missing);
  return clientAssignment(ctx, id);
}
