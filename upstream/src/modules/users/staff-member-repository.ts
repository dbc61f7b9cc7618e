import { and, asc, eq, ne, sql } from 'drizzle-orm';
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

/** The clients a staff member owns, then those they are on the team of, by name. */
export async function findClientsWorked(db: Database, userId: string) {
  const owned = db
    .select({ _id: clients.id, name: clients.name, as: sql<'owner' | 'team'>`'owner'` })
    .from(clients)
    .where(eq(clients.ownerId, userId));
  const team = db
    .select({ _id: clients.id, name: clients.name, as: sql<'owner' | 'team'>`'team'` })
    .from(clientTeam)
    .innerJoin(clients, eq(clients.id, clientTeam.clientId))
    .where(eq(clientTeam.userId, userId));
  const [a, b] = await Promise.all([
    owned.orderBy(asc(clients.name)).limit(workedListLimit),
    team.orderBy(asc(clients.name)).limit(workedListLimit),
  ]);
  return [...a, ...b].slice(0, workedListLimit);
}

/** The job orders a staff member owns, then those they are on the team of, by title. */
export async function findJobOrdersWorked(db: Database, userId: string) {
  const owned = db
    .select({ _id: jobOpenings.id, name: jobOpenings.title, as: sql<'owner' | 'team'>`'owner'` })
    .from(jobOpenings)
    .where(eq(jobOpenings.ownerId, userId));
  const team = db
    .select({ _id: jobOpenings.id, name: jobOpenings.title, as: sql<'owner' | 'team'>`'team'` })
    .from(jobOpeningTeam)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobOpeningTeam.jobOpeningId))
    .where(eq(jobOpeningTeam.userId, userId));
  const [a, b] = await Promise.all([
    owned.orderBy(asc(jobOpenings.title)).limit(workedListLimit),
    team.orderBy(asc(jobOpenings.title)).limit(workedListLimit),
  ]);
  return [...a, ...b].slice(0, workedListLimit);
}

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
