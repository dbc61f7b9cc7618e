import type { AssignmentInput } from '@contracts/users/assignment';
import type { AppContext } from '../../context';
import { jobOpenings, jobOpeningTeam } from '../../db/schema';
import { notFound } from '../../http-error';
import { findAssignment, saveAssignment, type AssignedRecord } from '../users';

const missing = () => notFound('This job opening does not exist or has been removed.');

const assignedJobOpening: AssignedRecord = {
  table: jobOpenings,
  id: jobOpenings.id,
  ownerId: jobOpenings.ownerId,
  team: jobOpeningTeam,
  teamRecordId: jobOpeningTeam.jobOpeningId,
  teamUserId: jobOpeningTeam.userId,
  teamRow: (jobOpeningId, userId) => ({ jobOpeningId, userId }),
};

/** The job order's owner and team. */
export async function jobOpeningAssignment(ctx: AppContext, id: string) {
  const assignment = await findAssignment(ctx.db, assignedJobOpening, id);
  if (!assignment) throw missing();
  return { data: assignment };
}

/** A Manager names the job order's owner and team: its recruiters see its applications from their next request. */
export async function assignJobOpening(ctx: AppContext, id: string, input: Required<AssignmentInput>) {
  if (!(await saveAssignment(ctx.db, assignedJobOpening, id, input))) throw missing();
  return jobOpeningAssignment(ctx, id);
}
