import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { qualified } from '../../db/qualified';
import { applications, clients, deployments, jobOpenings, users } from '../../db/schema';
import type { StaffScope } from '../../lib/staff-scope';
import { applicationScopeWhere } from '../applications';

/**
 * The board's filter choices: the job orders with a deployment in the caller's scope, their clients and
 * owners. One probe per job order (the job's application index, then the deployment's unique index),
 * so it costs what the job orders number, not the deployments.
 */
export async function boardFilters(ctx: Pick<AppContext, 'db'>, scope: StaffScope) {
  const deployed = ctx.db
    .select({ one: sql`1` })
    .from(applications)
    .innerJoin(deployments, eq(deployments.applicationId, applications.id))
    .where(
      and(
        sql`${applications.jobOpeningId} = ${qualified(jobOpenings.id)}`,
        isNull(applications.anonymisedAt),
        applicationScopeWhere(scope),
      ),
    );
  const rows = await ctx.db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      jobOrderNumber: jobOpenings.jobOrderNumber,
      clientId: clients.id,
      client: clients.name,
      ownerId: users.id,
      owner: users.name,
    })
    .from(jobOpenings)
    .leftJoin(clients, eq(clients.id, jobOpenings.clientId))
    .leftJoin(users, eq(users.id, jobOpenings.ownerId))
    .where(sql`exists (${deployed})`)
    .orderBy(asc(jobOpenings.title), asc(jobOpenings.id));
  const distinct = (pairs: [string | null, string | null][]) =>
    [...new Map(pairs.filter((p): p is [string, string] => p[0] !== null && p[1] !== null)).entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return {
    clients: distinct(rows.map((r) => [r.clientId, r.client])),
    jobOrders: rows.map((r) => ({
      value: r.id,
      label: r.jobOrderNumber ? `${r.title} (${r.jobOrderNumber})` : r.title,
    })),
    owners: distinct(rows.map((r) => [r.ownerId, r.owner])),
  };
}
