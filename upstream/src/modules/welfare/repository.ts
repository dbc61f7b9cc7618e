import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  applications,
  clients,
  deploymentSteps,
  deployments,
  jobOpenings,
  offers,
  users,
  welfareIncidents,
  welfareIncidentUpdates,
  welfareReports,
  welfareWorkers,
} from '../../db/schema';

export type WorkerRow = typeof welfareWorkers.$inferSelect;
export type ReportRow = typeof welfareReports.$inferSelect;
export type IncidentRow = typeof welfareIncidents.$inferSelect;

/** The Manila day of the flight step's departure (its evidence field, a date or a local time), when given. */
const flightDeparture = sql<
  string | null
>`(select substring(${deploymentSteps.evidence} ->> 'departure-manila-time' from '^\\d{4}-\\d{2}-\\d{2}')
  from ${deploymentSteps} where ${deploymentSteps.deploymentId} = ${deployments.id} and ${deploymentSteps.key} = 'flight')`;

/**
 * Deployments whose departure step is done and that have no welfare record yet, at most `limit`: their
 * departure date (the flight's, else the planned one, else the Manila day the step was done) and the
 * accepted offer's contract length (else the job order's, else the usual 24 months).
 */
export async function findNewlyDeparted(db: Database, limit: number) {
  return db
    .select({
      deploymentId: deployments.id,
      applicationId: deployments.applicationId,
      departedOn: sql<string>`coalesce(${flightDeparture}, ${applications.plannedDepartureDate}::text,
        to_char(${deploymentSteps.updatedAt} at time zone 'Asia/Manila', 'YYYY-MM-DD'))`,
      contractMonths: sql<number>`coalesce((${offers.terms} ->> 'contractMonths')::int, ${jobOpenings.contractMonths}, 24)`,
    })
    .from(deploymentSteps)
    .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
    .innerJoin(applications, eq(applications.id, deployments.applicationId))
    .leftJoin(offers, eq(offers.id, deployments.offerId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .where(
      and(
        eq(deploymentSteps.key, 'departure'),
        eq(deploymentSteps.status, 'done'),
        sql`not exists (select 1 from ${welfareWorkers} where ${welfareWorkers.deploymentId} = ${deployments.id})`,
      ),
    )
    .limit(limit);
}

/** The worker's employer as every welfare page and report names it (job order's principal, else its client). */
export const workerEmployer = sql<string>`coalesce(${jobOpenings.principalName}, ${clients.name}, ${jobOpenings.companyName}, '')`;

/** A worker's facts as the staff's pages, the mails and the monitoring report show them. */
export const workerFacts = {
  workerId: welfareWorkers.id,
  applicationId: welfareWorkers.applicationId,
  name: applications.name,
  email: applications.email,
  userId: applications.userId,
  passportNumber: applications.passportNumber,
  position: sql<string>`coalesce(${offers.terms} ->> 'position', ${jobOpenings.title}, '')`,
  employer: workerEmployer,
  worksite: sql<string>`coalesce(${offers.terms} ->> 'worksite', ${jobOpenings.worksiteCity}, '')`,
  clientId: jobOpenings.clientId,
  departedOn: welfareWorkers.departedOn,
  contractMonths: welfareWorkers.contractMonths,
  status: welfareWorkers.status,
  statusOn: welfareWorkers.statusOn,
  statusReason: welfareWorkers.statusReason,
};

/** The worker rows joined to what their facts read; callers add the condition and order. */
export function selectWorkers<T extends SelectedFields = Record<never, never>>(db: Database, extra: T = {} as T) {
  return db
    .select({ ...workerFacts, ...extra })
    .from(welfareWorkers)
    .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
    .innerJoin(deployments, eq(deployments.id, welfareWorkers.deploymentId))
    .leftJoin(offers, eq(offers.id, deployments.offerId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(clients, eq(clients.id, jobOpenings.clientId));
}

export type WorkerFacts = Awaited<ReturnType<typeof findWorker>> & object;

export async function findWorker(db: Database, applicationId: string) {
  const [row] = await selectWorkers(db).where(eq(welfareWorkers.applicationId, applicationId));
  return row;
}

export const listReports = (db: Database, workerId: string) =>
  db.select().from(welfareReports).where(eq(welfareReports.workerId, workerId)).orderBy(asc(welfareReports.dueOn));

export const listIncidents = (db: Database, workerId: string) =>
  db
    .select()
    .from(welfareIncidents)
    .where(eq(welfareIncidents.workerId, workerId))
    .orderBy(asc(welfareIncidents.openedAt));

/** Who wrote an incident's updates, with their names (an erased staff account shows as "Agency staff"). */
export const listUpdates = (db: Database, incidentId: string) =>
  db
    .select({
      id: welfareIncidentUpdates.id,
      text: welfareIncidentUpdates.text,
      at: welfareIncidentUpdates.at,
      author: users.name,
    })
    .from(welfareIncidentUpdates)
    .leftJoin(users, eq(users.id, welfareIncidentUpdates.authorId))
    .where(eq(welfareIncidentUpdates.incidentId, incidentId))
    .orderBy(asc(welfareIncidentUpdates.at));

export async function userName(db: Database, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
