import { eq } from 'drizzle-orm';
import { declaredStep } from '@contracts/deployments/deployment';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { applications, deployments, jobOpenings } from '../../db/schema';
import type { StepRow } from './steps-repository';

/** Who a step's mails go to: the deployment's worker, its client (for the contacts) and the job order's owner. */
export async function findStepAudience(tx: Database, deploymentId: string) {
  const [row] = await tx
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      name: applications.name,
      email: applications.email,
      clientId: jobOpenings.clientId,
      ownerId: jobOpenings.ownerId,
    })
    .from(deployments)
    .innerJoin(applications, eq(applications.id, deployments.applicationId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .where(eq(deployments.id, deploymentId));
  return row;
}

/** A step's name and instructions as the mails say them: the declared ones, or the custom step's own. */
export function stepWording(step: Pick<StepRow, 'key' | 'label' | 'instructions'>) {
  const declared = declaredStep(step.key);
  return {
    label: declared?.label ?? step.label ?? step.key,
    instructions: declared?.instructions ?? step.instructions ?? '',
  };
}

/** An absolute link on the website (mails carry plain links built from PUBLIC_URL). */
export const siteLink = (ctx: Pick<AppContext, 'config'>, path: string) =>
  new URL(path, ctx.config.PUBLIC_URL).toString();
