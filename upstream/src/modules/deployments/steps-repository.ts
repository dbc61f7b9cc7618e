import { and, asc, eq, sql } from 'drizzle-orm';
import { deploymentStepKeys, deploymentSteps as declared } from '@contracts/deployments/steps';
import { stepDue } from '@shared/deadlines';
import type { Database } from '../../db/client';
import {
  applications,
  clients,
  deploymentStepEvents,
  deploymentSteps,
  deployments,
  jobOpenings,
  users,
} from '../../db/schema';

export type StepRow = typeof deploymentSteps.$inferSelect;
export type StepStatus = StepRow['status'];

/**
 * Creates the application's deployment with every declared step (none when it has one already:
 * an accepted offer makes one deployment, whatever happens after).
 */
export async function insertDeployment(tx: Database, applicationId: string, offerId: string | null) {
  const [created] = await tx
    .insert(deployments)
    .values({ applicationId, offerId })
    .onConflictDoNothing({ target: deployments.applicationId })
    .returning({ id: deployments.id });
  if (!created) return undefined;
  const [application] = await tx
    .select({ departure: applications.plannedDepartureDate, jobOpeningId: applications.jobOpeningId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const departure = application?.departure ?? null;
  await tx.insert(deploymentSteps).values(
    deploymentStepKeys.map((key) => ({
      deploymentId: created.id,
      jobOpeningId: application?.jobOpeningId ?? null,
      key,
      actor: declared[key].actor,
      dueDays: declared[key].dueDaysFromDeparture,
      dueOn: departure ? stepDue(departure, declared[key].dueDaysFromDeparture) : null,
    })),
  );
  return created.id;
}

/** The deployment of an application, with what decides who may see it (its candidate, its client). */
export async function findDeployment(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: deployments.id,
      applicationId: applications.id,
      userId: applications.userId,
      name: applications.name,
      email: applications.email,
      plannedDepartureDate: applications.plannedDepartureDate,
      jobOpeningId: applications.jobOpeningId,
      clientId: jobOpenings.clientId,
      jobTitle: jobOpenings.title,
      jobOrderNumber: jobOpenings.jobOrderNumber,
    })
    .from(deployments)
    .innerJoin(applications, eq(applications.id, deployments.applicationId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .where(eq(deployments.applicationId, applicationId));
  return row;
}
export type DeploymentRow = NonNullable<Awaited<ReturnType<typeof findDeployment>>>;

/** The deployments of a client's hires (the employer portal), newest first. */
export async function findClientDeployments(db: Database, clientId: string) {
  return db
    .select({ applicationId: deployments.applicationId })
    .from(deployments)
    .innerJoin(applications, eq(applications.id, deployments.applicationId))
    .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .where(eq(jobOpenings.clientId, clientId))
    .orderBy(sql`${deployments.createdAt} desc`);
}

export async function listSteps(db: Database, deploymentId: string) {
  return db
    .select()
    .from(deploymentSteps)
    .where(eq(deploymentSteps.deploymentId, deploymentId))
    .orderBy(asc(deploymentSteps.dueDays), asc(deploymentSteps.id));
}

/** The step of the deployment with this key, locked for the change that follows. */
export async function findStepForUpdate(tx: Database, deploymentId: string, key: string) {
  const [row] = await tx
    .select()
    .from(deploymentSteps)
    .where(and(eq(deploymentSteps.deploymentId, deploymentId), eq(deploymentSteps.key, key)))
    .for('update');
  return row;
}

/** Changes a step and keeps the change in its history (one transaction: no change without its entry). */
export async function changeStep(
  tx: Database,
  step: StepRow,
  change: { status: StepStatus; reason: string | null; evidence: Record<string, string>; by: string },
) {
  await tx
    .update(deploymentSteps)
    .set({
      status: change.status,
      reason: change.reason,
      evidence: change.evidence,
      updatedBy: change.by,
      updatedAt: new Date(),
      // Verified evidence is the evidence checked: any change asks for a new check.
      verifiedAt: null,
      verifiedBy: null,
      // A step open again (reopened or rejected) is reminded again when due.
      ...(change.status === 'pending' ? { remindedAt: null } : {}),
    })
    .where(eq(deploymentSteps.id, step.id));
  await tx.insert(deploymentStepEvents).values({
    stepId: step.id,
    actorId: change.by,
    status: change.status,
    reason: change.reason,
    evidence: change.evidence,
  });
}

/** Staff checked a done step's evidence: kept on the step and as an entry of its history. */
export async function markVerified(tx: Database, step: StepRow, by: string) {
  await tx
    .update(deploymentSteps)
    .set({ verifiedAt: new Date(), verifiedBy: by })
    .where(eq(deploymentSteps.id, step.id));
  await tx.insert(deploymentStepEvents).values({
    stepId: step.id,
    actorId: by,
    status: step.status,
    reason: null,
    evidence: step.evidence,
    verified: true,
  });
}

export async function insertCustomStep(
  tx: Database,
  values: Omit<typeof deploymentSteps.$inferInsert, 'id'>,
  by: string,
) {
  const [row] = await tx
    .insert(deploymentSteps)
    .values({ ...values, updatedBy: by })
    .returning();
  await tx.insert(deploymentStepEvents).values({ stepId: row!.id, actorId: by, status: row!.status });
  return row!;
}

/** Moves every step's due date with the planned departure (stepDue); a moved step will be reminded again. */
export async function refreshDueDates(tx: Database, applicationId: string, departure: string | null) {
  const steps = await tx
    .select({ id: deploymentSteps.id, dueDays: deploymentSteps.dueDays })
    .from(deploymentSteps)
    .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
    .where(eq(deployments.applicationId, applicationId));
  for (const step of steps) {
    await tx
      .update(deploymentSteps)
      .set({ dueOn: departure ? stepDue(departure, step.dueDays) : null, remindedAt: null })
      .where(eq(deploymentSteps.id, step.id));
  }
}

/** A step's history, oldest first, with the name of who changed it. */
export async function findStepHistory(db: Database, stepId: string) {
  return db
    .select({
      at: deploymentStepEvents.at,
      by: users.name,
      userType: users.userType,
      status: deploymentStepEvents.status,
      reason: deploymentStepEvents.reason,
      evidence: deploymentStepEvents.evidence,
      verified: deploymentStepEvents.verified,
    })
    .from(deploymentStepEvents)
    .leftJoin(users, eq(users.id, deploymentStepEvents.actorId))
    .where(eq(deploymentStepEvents.stepId, stepId))
    .orderBy(asc(deploymentStepEvents.at), asc(deploymentStepEvents.id));
}

export const boardColumns = {
  id: deploymentSteps.id,
  key: deploymentSteps.key,
  label: deploymentSteps.label,
  actor: deploymentSteps.actor,
  status: deploymentSteps.status,
  reason: deploymentSteps.reason,
  dueOn: deploymentSteps.dueOn,
  applicationId: applications.id,
  candidate: applications.name,
  jobTitle: jobOpenings.title,
  client: clients.name,
};

/** The board's sort key (the expression of its index): undated steps last. */
export const boardDue = sql`coalesce(${deploymentSteps.dueOn}, '9999-12-31'::date)`;

/** Open steps with their deployment's application, job order and client; the caller adds filters. */
export function boardQuery(db: Database) {
  return db
    .select(boardColumns)
    .from(deploymentSteps)
    .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
    .innerJoin(applications, eq(applications.id, deployments.applicationId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(clients, eq(clients.id, jobOpenings.clientId))
    .$dynamic();
}
