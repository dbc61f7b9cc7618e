import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { clients, clientTeam, jobOpenings, jobOpeningTeam, staffPasskeys, staffTotp, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

/** The page shows this many clients and job orders at most (a recruiter works a few dozen). */
export const workedListLimit = 200;

/** A staff account with whether it has an authenticator app and how many passkeys, or undefined. */
export async function findStaffAccount(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      user: users,
      authenticatorApp: sql<boolean>`exists (select 1 from ${staffTotp} where ${staffTotp.userId} = ${users.id})`,
      passkeys: sql<number>`(select count(*)::int from ${staffPasskeys} where ${staffPasskeys.userId} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'Admin')));
  return row;
}

/** Where a kind of record (clients, job orders) keeps its owner and its team. */
interface WorkedRecords {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  ownerId: PgColumn;
  team: { table: PgTable; recordId: PgColumn; userId: PgColumn };
}

/** The records a staff member owns, then those they are on the team of, each by name. */
async function findWorked(db: Database, userId: string, records: WorkedRecords) {
  const fields = (as: 'owner' | 'team') => ({
    _id: sql<string>`${records.id}`,
    name: sql<string>`${records.name}`,
    as: sql<'owner' | 'team'>`${as}::text`,
  });
  const [owned, team] = await Promise.all([
    db
      .select(fields('owner'))
      .from(records.table)
      .where(eq(records.ownerId, userId))
      .orderBy(asc(records.name))
      .limit(workedListLimit),
    db
      .select(fields('team'))
      .from(records.team.table)
      .innerJoin(records.table, eq(records.id, records.team.recordId))
      .where(eq(records.team.userId, userId))
      .orderBy(asc(records.name))
      .limit(workedListLimit),
  ]);
  return [...owned, ...team].slice(0, workedListLimit);
}

/** The clients a staff member owns, then those they are on the team of, by name. */
export const findClientsWorked = (db: Database, userId: string) =>
  findWorked(db, userId, {
    table: clients,
    id: clients.id,
    name: clients.name,
    ownerId: clients.ownerId,
    team: { table: clientTeam, recordId: clientTeam.clientId, userId: clientTeam.userId },
  });

/** The job orders a staff member owns, then those they are on the team of, by title. */
export const findJobOrdersWorked = (db: Database, userId: string) =>
  findWorked(db, userId, {
    table: jobOpenings,
    id: jobOpenings.id,
    name: jobOpenings.title,
    ownerId: jobOpenings.ownerId,
    team: { table: jobOpeningTeam, recordId: jobOpeningTeam.jobOpeningId, userId: jobOpeningTeam.userId },
  });

/**
 * How many active Managers there are besides `userId`, their rows locked until the transaction ends:
 * two Managers taking the role from each other at once cannot both leave none.
 */
export async function countOtherActiveManagers(db: Database, userId: string) {
  const managers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, 'Admin'),
        eq(users.isDisabled, false),
        sql`'Manager' = any(${users.staffRoles})`,
        ne(users.id, userId),
      ),
    )
    .for('update');
  return managers.length;
}
