import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { assignmentMessages, type Assignment, type AssignmentInput } from '@contracts/users/assignment';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http-error';

/** A record that has an owner (its table's `ownerId`) and a team (a client, a job order): the columns and a team row. */
export interface AssignedRecord {
  table: PgTable;
  id: PgColumn;
  ownerId: PgColumn;
  team: PgTable;
  teamRecordId: PgColumn;
  teamUserId: PgColumn;
  teamRow: (recordId: string, userId: string) => Record<string, string>;
}

const staffColumns = { _id: users.id, name: users.name, email: users.email, staffRoles: users.staffRoles };
// Staff who may own or work a record: active staff accounts holding either role.
const assignable = and(
  eq(users.userType, 'Admin'),
  eq(users.isDisabled, false),
  sql`${users.staffRoles} && array['Recruiter', 'Manager']::text[]`,
);

/** Active staff who may own or work a client or job order, by name (a few dozen at most). */
export async function findAssignableStaff(db: Database) {
  return db.select(staffColumns).from(users).where(assignable).orderBy(asc(users.name), asc(users.id));
}

/** The record's owner and team as stored (each staff member shown even if no longer assignable), or undefined when there is no such record. */
export async function findAssignment(
  db: Database,
  record: AssignedRecord,
  id: string,
): Promise<Assignment | undefined> {
  const [row] = await db.select({ ownerId: record.ownerId }).from(record.table).where(eq(record.id, id));
  if (!row) return undefined;
  const members = await db
    .select({ userId: record.teamUserId })
    .from(record.team)
    .where(eq(record.teamRecordId, id))
    .orderBy(asc(record.teamUserId));
  const ownerId = row.ownerId as string | null;
  const teamIds = members.map((m) => m.userId as string);
  const ids = [...(ownerId ? [ownerId] : []), ...teamIds];
  const staff = ids.length === 0 ? [] : await db.select(staffColumns).from(users).where(inArray(users.id, ids));
  const byId = new Map(staff.map((s) => [s._id, s]));
  return {
    owner: (ownerId && byId.get(ownerId)) || null,
    team: teamIds.flatMap((userId) => byId.get(userId) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Stores the record's owner and team in one transaction: each must be assignable (400 naming the
 * field otherwise, nothing changed); the owner is left out of the team. False when there is no such record.
 */
export async function saveAssignment(
  db: Database,
  record: AssignedRecord,
  id: string,
  input: Required<AssignmentInput>,
): Promise<boolean> {
  const teamIds = [...new Set(input.teamIds)].filter((userId) => userId !== input.ownerId);
  const asked = [...(input.ownerId ? [input.ownerId] : []), ...teamIds];
  const found =
    asked.length === 0
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(assignable, inArray(users.id, asked)));
  const known = new Set(found.map((row) => row.id));
  if (input.ownerId && !known.has(input.ownerId)) throw badRequest(assignmentMessages.notAssignable, 'ownerId');
  if (teamIds.some((userId) => !known.has(userId))) throw badRequest(assignmentMessages.notAssignable, 'teamIds');
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(record.table)
      .set({ ownerId: input.ownerId } as never)
      .where(eq(record.id, id))
      .returning({ id: record.id });
    if (updated.length === 0) return false;
    await tx.delete(record.team).where(eq(record.teamRecordId, id));
    if (teamIds.length > 0) {
      await tx.insert(record.team).values(teamIds.map((userId) => record.teamRow(id, userId)) as never);
    }
    return true;
  });
}
