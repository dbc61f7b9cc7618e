import { asc, eq, inArray, sql } from 'drizzle-orm';
import { applications, deploymentStepEvents, deploymentSteps, deployments } from '../../../db/schema';
import type { PrivacyPart } from './part';

/**
 * The deployment after each accepted offer: every step's status, due date and the evidence given
 * (numbers, dates, answers; the files are the uploads part's). Erasure removes the evidence from the
 * steps and their history; the steps' statuses and dates stay with the anonymised application.
 */
export const deploymentsPart: PrivacyPart = {
  name: 'deployments',
  async collect(db, userId) {
    const rows = await db
      .select({ applicationId: deployments.applicationId, step: deploymentSteps })
      .from(deploymentSteps)
      .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
      .innerJoin(applications, eq(applications.id, deployments.applicationId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(deployments.applicationId), asc(deploymentSteps.dueOn), asc(deploymentSteps.key));
    return {
      data: rows.map(({ applicationId, step }) => ({
        applicationId,
        step: step.label ?? step.key,
        status: step.status,
        dueOn: step.dueOn,
        reason: step.reason,
        evidence: step.evidence,
        updatedAt: step.updatedAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const mine = db
      .select({ id: deploymentSteps.id })
      .from(deploymentSteps)
      .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
      .innerJoin(applications, eq(applications.id, deployments.applicationId))
      .where(eq(applications.userId, userId));
    const steps = await db
      .update(deploymentSteps)
      .set({ evidence: {} })
      .where(sql`${deploymentSteps.id} in (${mine}) and ${deploymentSteps.evidence} <> '{}'::jsonb`)
      .returning({ id: deploymentSteps.id });
    await db.update(deploymentStepEvents).set({ evidence: {} }).where(inArray(deploymentStepEvents.stepId, mine));
    return { count: steps.length };
  },
};
